import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Static, Type } from 'typebox';
import { Compile } from 'typebox/compile';

/**
 * release.json, written by the build beside each build (@tac/build release-record-plugin.mjs): the
 * shared modules as the build's Module Federation config declared them. A remote's entries carry the
 * range it requires from the host; the host's carry the version it provides.
 */
const ReleaseRecordSchema = Type.Object({
  name: Type.String(),
  version: Type.String(),
  builtAt: Type.String(),
  /** A remote's routes, from its routes.json; checked on their own (release-routes.ts). */
  routes: Type.Optional(Type.Unknown()),
  shared: Type.Record(
    Type.String(),
    Type.Object({ requiredVersion: Type.Optional(Type.String()), version: Type.Optional(Type.String()) }),
  ),
});
export type ReleaseRecord = Static<typeof ReleaseRecordSchema>;

const check = Compile(ReleaseRecordSchema);

export const RELEASE_FILE = 'release.json';

/** A build's release record, or undefined when it has none (or an unreadable one). */
export async function readReleaseRecord(dir: string): Promise<ReleaseRecord | undefined> {
  try {
    const value: unknown = JSON.parse(await readFile(path.join(dir, RELEASE_FILE), 'utf8'));
    return check.Check(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export const remoteBuildDir = (repoRoot: string, name: string, version: string) =>
  path.join(repoRoot, name, 'dist', version);

export const hostBuildDir = (repoRoot: string) => path.join(repoRoot, 'host', 'dist');

/** Shared package → required range, as the remote's record lists them. */
export function requiredRanges(record: ReleaseRecord): Record<string, string> {
  const ranges: Record<string, string> = {};
  for (const [pkg, share] of Object.entries(record.shared)) {
    if (share.requiredVersion) ranges[pkg] = share.requiredVersion;
  }
  return ranges;
}

/** Shared package → provided version, as the host's record lists them. */
export function providedVersions(record: ReleaseRecord): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const [pkg, share] of Object.entries(record.shared)) if (share.version) versions[pkg] = share.version;
  return versions;
}
