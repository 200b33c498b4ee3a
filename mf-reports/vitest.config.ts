import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    // Screens open dialogs driven by zag state machines; a slow CI box needs more than 5 s.
    testTimeout: 15_000,
  },
});
