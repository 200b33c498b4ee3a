import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/testing/setup.ts'],
    // Screens open dialogs driven by zag state machines, and the schedule modal holds a dozen selects
    // and pickers: npm test runs them beside the end-to-end suite and the API tests with both cores
    // busy, where such a test takes several times longer.
    testTimeout: 120_000,
  },
});
