import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // npm test runs these beside the end-to-end suite and the API tests with both cores busy, where
    // a test takes several times longer than alone (the other packages' configs say the same).
    testTimeout: 30_000,
  },
});
