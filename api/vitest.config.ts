import { defineConfig } from 'vitest/config';
import { NamedFirstSequencer } from './src/testing/named-first.ts';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    // The files run in turn in one process instead of a new process each, which imported the app and
    // compiled PGlite's WebAssembly again every time. Each file starts its own app and database; a
    // file that mocks a module or changes a global undoes it (shared/docs/testing.md).
    isolate: false,
    // Each test file starts its own app and database; PGlite needs a few seconds to boot, and npm test
    // runs these beside the browser's tests with both cores busy.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // npm test lists the files that wait longest first (src/testing/named-first.ts).
    sequence: { sequencer: NamedFirstSequencer },
  },
});
