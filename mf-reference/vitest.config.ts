import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/testing/setup.ts'],
    // Screens open dialogs driven by zag state machines; npm test runs them beside the
    // end-to-end suite and the API tests with both cores busy, where a test takes several times longer.
    // Its every-list suite draws lists of a hundred rows and more.
    testTimeout: 60_000,
  },
});
