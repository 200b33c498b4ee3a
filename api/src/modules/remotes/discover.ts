import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { type RemoteName, ROUTE_RULES } from '@tac/contracts';
import { compareVersions, VERSION_PATTERN } from './versions.ts';

/** A remote with at least one build on disk (`<repo>/<name>/dist/<version>/remoteEntry.js`). */
export interface BuiltRemote {
  name: RemoteName;
  /** Built versions, lowest first. */
  versions: string[];
  /** The version in the remote's package.json, if any. */
  packageVersion: string | undefined;
}

export const KNOWN_REMOTES: ReadonlySet<string> = new Set(ROUTE_RULES.map((r) => r.remote));

export function isRemoteName(name: string): name is RemoteName {
  return KNOWN_REMOTES.has(name);
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

/** Looks on disk each time it is asked, so a new build is offered without restarting the API. */
export async function discoverBuiltRemotes(repoRoot: string): Promise<BuiltRemote[]> {
  const found: BuiltRemote[] = [];
  for (const name of [...KNOWN_REMOTES].sort()) {
    if (!isRemoteName(name)) continue;
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
