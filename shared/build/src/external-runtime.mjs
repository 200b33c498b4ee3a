/**
 * The host hands its Module Federation runtime to the remotes (`externalRuntime` in them), through
 * the runtime plugin that `experiments.provideExternalRuntime` adds. That option names the plugin by
 * `require.resolve`, i.e. its CommonJS build, which pulls in a CommonJS copy of the whole runtime
 * beside the ES module copy the host's own runtime uses: two runtimes in main.js (shared/docs/toolchain.md). Naming the plugin's ES module build instead gives one.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const PLUGIN = '@module-federation/inject-external-runtime-core-plugin';

/** The ES module file of the runtime plugin that puts the host's runtime where remotes find it. */
export function provideRuntimePluginEsm() {
  // Resolved from @module-federation/enhanced, which depends on it (pnpm keeps it out of our reach).
  const fromEnhanced = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced'));
  let dir = path.dirname(fromEnhanced.resolve(PLUGIN));
  while (!readFileSafe(path.join(dir, 'package.json'))?.includes(`"name": "${PLUGIN}"`)) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the package folder of ${PLUGIN}`);
    dir = parent;
  }
  const { exports } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const file = exports?.['.']?.import?.default;
  if (!file) throw new Error(`${PLUGIN} names no ES module build in its exports`);
  return path.join(dir, file);
}

function readFileSafe(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
