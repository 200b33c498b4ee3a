import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    // Each test file starts its own app and database; PGlite needs a few seconds to boot.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
