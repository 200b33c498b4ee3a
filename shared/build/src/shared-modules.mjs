/**
 * Modules that must exist once in the browser whatever remotes load (ARCHITECTURE.md "Shared
 * packages"). Versions come from the installed packages so requiredVersion is a real range.
 * @tac/ui is shared per subpath so a screen downloads only the parts it uses; Chakra itself is not
 * shared (shared modules are not tree-shaken) — it travels inside those @tac/ui chunks.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router',
  'react-router-dom',
  '@emotion/react',
  'zustand',
  '@tac/contracts',
  '@tac/session',
  '@tac/api-client',
  '@tac/ui',
  '@tac/ui/core',
  '@tac/ui/dialog',
  '@tac/ui/table',
  '@tac/ui/toast',
];

function packageName(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function installedVersion(appDir, pkg) {
  const require = createRequire(path.join(appDir, 'package.json'));
  let dir = path.dirname(require.resolve(pkg === 'react-router' ? 'react-router-dom' : pkg));
  // Walk up to the package root; some packages' main sits in a sub-folder.
  for (;;) {
    try {
      const json = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      if (json.name === pkg && json.version) return json.version;
    } catch {}
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the version of ${pkg} from ${appDir}`);
    dir = parent;
  }
}

/**
 * @param consumeOnly a deployed remote takes every singleton from the host and ships no fallback:
 *   Chakra's React context lives inside the @tac/ui chunks, so a remote's own copy of, say,
 *   @tac/ui/table would render outside the host's provider. It also keeps each remote small.
 */
export function sharedModules(appDir, { consumeOnly = false } = {}) {
  const shared = {};
  for (const request of SINGLETONS) {
    const pkg = packageName(request);
    let version;
    try {
      version = installedVersion(appDir, pkg);
    } catch {
      continue; // not a dependency of this app, e.g. react-router in a screen without links
    }
    shared[request] = consumeOnly
      ? { singleton: true, requiredVersion: `^${version}`, import: false }
      : { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}
