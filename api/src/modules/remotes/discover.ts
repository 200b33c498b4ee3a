import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '@tac/contracts';
import { REMOTE_NAME_PATTERN } from '@tac/contracts/schemas';
import { compareVersions, VERSION_PATTERN } from './versions.ts';

/** A remote with at least one build on disk (`<repo>/<name>/dist/<version>/remoteEntry.js`). */
export interface BuiltRemote {
  name: RemoteName;
  /** Built versions, lowest first. */
  versions: string[];
  /** The version in the remote's package.json, if any. */
  packageVersion: string | undefined;
}

const NAME = new RegExp(REMOTE_NAME_PATTERN);

/**
 * Whether a name has a remote's shape (`mf-<word>`, lower case): the API holds no list of remotes, so
 * any folder of that shape with a build is one, and the shape keeps the name safe in a path and a URL.
 */
export function isRemoteName(name: string): name is RemoteName {
  return name.length <= 40 && NAME.test(name);
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

async function packageVersion(dir: string): Promise<string | undefined> {
  try {
    const pkg = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Looks on disk each time it is asked, so a new build, or a new remote's, is offered without
 * restarting the API: every folder of the repository with a remote's name and a build.
 */
export async function discoverBuiltRemotes(repoRoot: string): Promise<BuiltRemote[]> {
  const found: BuiltRemote[] = [];
  const folders = await readdir(repoRoot, { withFileTypes: true }).catch(() => []);
  const names = folders.filter((f) => f.isDirectory() && isRemoteName(f.name)).map((f) => f.name);
  for (const name of names.sort()) {
    const dist = path.join(repoRoot, name, 'dist');
    const folders = await readdir(dist).catch(() => [] as string[]);
    const versions: string[] = [];
    for (const version of folders) {
      if (VERSION_PATTERN.test(version) && (await exists(path.join(dist, version, 'remoteEntry.js')))) {
        versions.push(version);
      }
    }
    if (versions.length === 0) continue;
    versions.sort(compareVersions);
    found.push({ name, versions, packageVersion: await packageVersion(path.join(repoRoot, name)) });
  }
  return found;
}

/** URL of a build served by this API (same origin, so relative). */
export function localEntry(name: string, version: string): string {
  return `/remotes/${name}/${version}/remoteEntry.js`;
}
