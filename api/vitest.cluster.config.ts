import { defineConfig } from 'vitest/config';

/** The cluster proof (src/ops/cluster/cluster.proof.ts): its own lane of npm test, one file, alone. */
export default defineConfig({
  test: {
    include: ['src/**/*.proof.ts'],
    testTimeout: 600_000,
    hookTimeout: 300_000,
  },
});
