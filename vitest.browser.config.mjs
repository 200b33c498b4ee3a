/**
 * Every browser package's unit and component tests in one Vitest run (`npm test`'s browser lane;
 * shared/docs/testing.md): one process instead of a Vitest per package, and the files share their
 * worker instead of each importing React, the design system and the DOM again. Each package keeps its
 * own config (environment, setup file, timeouts); this adds what the shared run changes.
 *
 * Run it from a package that has Vitest: `cd host && npx vitest run --config ../vitest.browser.config.mjs`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = import.meta.dirname;
/** Runs before each file's own setup: the file starts with fresh modules and leaves no state behind. */
const SHARED_WORKER_SETUP = path.join(ROOT, 'shared/ui/src/testing/shared-worker-setup.ts');

/** The packages with a declared test script: one whose tool is missing fails the run, never drops out. */
export const browserPackages = [
  'shared/contracts',
  'shared/session',
  'shared/api-client',
  'shared/ui',
  'host',
]
  .concat(
    readdirSync(ROOT)
      .filter((d) => d.startsWith('mf-'))
      .sort(),
  )
  .filter((d) => {
    const manifest = path.join(ROOT, d, 'package.json');
    return existsSync(manifest) && Boolean(JSON.parse(readFileSync(manifest, 'utf8')).scripts?.test);
  });

function configOf(dir) {
  const file = ['vitest.config.ts', 'vitest.config.mts', 'vitest.config.mjs']
    .map((name) => path.join(ROOT, dir, name))
    .find((f) => existsSync(f));
  return file ?? false;
}

export default {
  test: {
    projects: browserPackages.map((dir) => ({
      extends: configOf(dir),
      test: {
        name: dir,
        root: path.join(ROOT, dir),
        // The files of a package run in turn in one worker without a fresh module graph each: a test
        // file leaves no state behind (shared/docs/testing.md, 'One process for the browser files').
        isolate: false,
        setupFiles: [SHARED_WORKER_SETUP],
      },
    })),
  },
};
