import { readFile } from 'node:fs/promises';
import { ReleaseMessages as M } from '@tac/contracts';
import { auditedWrite } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { isRemoteName } from './discover.ts';
import { checkRelease } from './release-check.ts';
import { routeTaken } from './release-routes.ts';
import { insertRelease, isRegistered, registrationAudit } from './release-rows.ts';
import { parseRolloutFile } from './rollout.ts';
import { changeRollout } from './service.ts';

/** A version a rollout names from this API's builds; one with its own entry URL (a CDN) is not on disk. */
const local = (ref: { version: string; entry?: string } | undefined) =>
  ref && !ref.entry ? ref.version : undefined;

/**
 * TAC_REMOTES_FILE at start, before it seeds anything: every version it names from this API's builds
 * passes the registration check (routes another remote or the host provides included), or the API
 * does not start (the file is configuration, and a typo or
 * a build needing another React must not reach a browser). A version that passes is registered, as
 * `npm run release` would have done, so the Releases screen shows it as such.
 */
export async function checkRolloutFile(db: Db, repoRoot: string, file: string | undefined): Promise<void> {
  if (!file) return;
  const plan = parseRolloutFile(await readFile(file, 'utf8'), file);
  for (const [name, { stable, candidate }] of Object.entries(plan)) {
    if (!isRemoteName(name)) continue;
    for (const version of [local(stable), local(candidate)]) {
      if (!version) continue;
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

/**
 * The rollout state at start: a candidate of this API's builds that no longer passes the
 * registration check (the host was rebuilt with other shared versions, or the build is gone) is
 * withdrawn, audited as a rollback by no user, so no browser is offered it. A stable that fails is
 * only reported: withdrawing it would leave nothing to serve.
 */
export async function checkRolloutState(
  db: Db,
  repoRoot: string,
  warn: (message: string) => void,
): Promise<void> {
  const rows = await db.selectFrom('remote_rollout').selectAll().execute();
  for (const row of rows) {
    if (!isRemoteName(row.remote)) continue;
    if (row.candidate_version && !row.candidate_entry) {
      const check = await checkRelease(repoRoot, row.remote, row.candidate_version);
      if (!check.ok) {
        warn(`${row.remote} candidate ${row.candidate_version} withdrawn: ${check.message}`);
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
    if (row.stable_version && !row.stable_entry) {
      const check = await checkRelease(repoRoot, row.remote, row.stable_version);
      if (!check.ok)
        warn(`${row.remote} stable ${row.stable_version} fails the registration check: ${check.message}`);
    }
  }
}
