import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    // Screens open dialogs driven by zag state machines, and the schedule modal holds a dozen selects
    // and pickers; on a busy 2-core box one such test took 13 s.
    testTimeout: 30_000,
  },
});
