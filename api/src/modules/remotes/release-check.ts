import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ReleaseMessages as M, type RemoteRouteMeta } from '@tac/contracts';
import { sharedSkew } from './compatibility.ts';
import {
  hostBuildDir,
  providedVersions,
  readReleaseRecord,
  remoteBuildDir,
  requiredRanges,
} from './release-record.ts';
import { routesProblem } from './release-routes.ts';
import { VERSION_PATTERN } from './versions.ts';

export const isBuilt = (repoRoot: string, name: string, version: string) =>
  VERSION_PATTERN.test(version) &&
  stat(path.join(remoteBuildDir(repoRoot, name, version), 'remoteEntry.js')).then(
    (s) => s.isFile(),
    () => false,
  );

export type ReleaseCheck =
  | { ok: true; required: Record<string, string>; routes: RemoteRouteMeta[] }
  | { ok: false; status: 404 | 409; message: string };

/**
 * The registration check of a build on this API's disk: built, with a release.json (written by the
 * build) that records the routes it provides, in a shape the host can draw, and shared ranges the
 * host's build provides. It runs for a registration and for every
 * version a rollout change or TAC_REMOTES_FILE names (rollout-check.ts), so a remote built against
 * another React never reaches a browser, whichever way it was named.
 */
export async function checkRelease(repoRoot: string, name: string, version: string): Promise<ReleaseCheck> {
  if (!(await isBuilt(repoRoot, name, version)))
    return { ok: false, status: 404, message: M.notBuilt(name, version) };
  const record = await readReleaseRecord(remoteBuildDir(repoRoot, name, version));
  if (!record) return { ok: false, status: 409, message: M.noRecord(name, version) };
  if (record.routes === undefined || record.routes === null)
    return { ok: false, status: 409, message: M.noRoutes(name, version) };
  const problem = routesProblem(record.routes);
  if (problem) return { ok: false, status: 409, message: M.badRoutes(name, version, problem) };
  const host = await readReleaseRecord(hostBuildDir(repoRoot));
  if (!host) return { ok: false, status: 409, message: M.noHostRecord };
  const required = requiredRanges(record);
  const skew = sharedSkew(required, providedVersions(host));
  if (skew) return { ok: false, status: 409, message: skew };
  return { ok: true, required, routes: record.routes as RemoteRouteMeta[] };
}
