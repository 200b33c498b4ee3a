import { readFile } from 'node:fs/promises';
import { ReleaseMessages as M } from '@tac/contracts';
import { auditedWrite } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { isRemoteName } from './discover.ts';
import { entryProblem, servedHere, type VersionRef } from './entry-check.ts';
import { checkRelease } from './release-check.ts';
import { routeTaken } from './release-routes.ts';
import { insertRelease, isRegistered, registrationAudit } from './release-rows.ts';
import { parseRolloutFile } from './rollout.ts';
import { changeRollout } from './service.ts';

/**
 * TAC_REMOTES_FILE at start, before it seeds anything: every version it names from this API's builds
 * passes the registration check (routes another remote or the host provides included), and every one
 * it serves from another origin is on one TAC_REMOTE_ORIGINS lists, in the form entry-check.ts
 * checks, or the API does not start (the file is configuration, and a typo, a build needing another
 * React or an origin nobody allowed must not reach a browser). A version of this API's builds that
 * passes is registered, as `npm run release` would have done, so the Releases screen shows it as such.
 */
export async function checkRolloutFile(
  db: Db,
  repoRoot: string,
  file: string | undefined,
  allowedOrigins: readonly string[],
): Promise<void> {
  if (!file) return;
  const plan = parseRolloutFile(await readFile(file, 'utf8'), file);
  for (const [name, { stable, candidate }] of Object.entries(plan)) {
    if (!isRemoteName(name)) continue;
    for (const ref of [stable, candidate]) {
      if (!ref) continue;
      const { version } = ref;
      if (!servedHere(name, ref)) {
        const problem = entryProblem(name, ref, allowedOrigins);
        if (problem) throw new Error(M.fileVersionRefused(file, name, version, problem));
        continue;
      }
      const check = await checkRelease(repoRoot, name, version);
      if (!check.ok) throw new Error(M.fileVersionRefused(file, name, version, check.message));
      const taken = await routeTaken(db, repoRoot, name, check.routes);
      if (taken) throw new Error(M.fileVersionRefused(file, name, version, taken));
      if (await isRegistered(db, name, version)) continue;
      await auditedWrite(db, null, async (trx) => {
        await insertRelease(trx, name, version, check, null);
        const after = { name, version, shared: check.required, from: 'TAC_REMOTES_FILE' };
        return { result: undefined, audit: registrationAudit(name, version, after) };
      });
    }
  }
}

/** Why a version a rollout row names cannot be served, or undefined when it can. */
async function servingProblem(
  repoRoot: string,
  name: string,
  ref: VersionRef,
  allowedOrigins: readonly string[],
): Promise<string | undefined> {
  if (!servedHere(name, ref)) return entryProblem(name, ref, allowedOrigins);
  const check = await checkRelease(repoRoot, name, ref.version);
  return check.ok ? undefined : check.message;
}

/**
 * The rollout state at start: a candidate that can no longer be served (this API's build no longer
 * passes the registration check: the host was rebuilt with other shared versions, or the build is
 * gone; or its origin is not in TAC_REMOTE_ORIGINS any more) is withdrawn, audited as a rollback by
 * no user, so no browser is offered it. A stable that fails is only reported: withdrawing it would
 * leave nothing to serve (the manifest serves the default build instead of one on another origin).
 */
export async function checkRolloutState(
  db: Db,
  repoRoot: string,
  warn: (message: string) => void,
  allowedOrigins: readonly string[],
): Promise<void> {
  const rows = await db.selectFrom('remote_rollout').selectAll().execute();
  for (const row of rows) {
    if (!isRemoteName(row.remote)) continue;
    if (row.candidate_version) {
      const candidate = { version: row.candidate_version, entry: row.candidate_entry };
      const problem = await servingProblem(repoRoot, row.remote, candidate, allowedOrigins);
      if (problem) {
        warn(`${row.remote} candidate ${row.candidate_version} withdrawn: ${problem}`);
        await changeRollout(db, repoRoot, null, row.remote, 'rollback', async (current) => ({
          ...(current ?? row),
          candidate_version: null,
          candidate_entry: null,
          candidate_percent: 0,
          candidate_users: [],
          candidate_roles: [],
        }));
      }
    }
    if (row.stable_version) {
      const stable = { version: row.stable_version, entry: row.stable_entry };
      const problem = await servingProblem(repoRoot, row.remote, stable, allowedOrigins);
      if (problem) warn(`${row.remote} stable ${row.stable_version} cannot be served: ${problem}`);
    }
  }
}
