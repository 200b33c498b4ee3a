import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { CandidateFailureBound } from './failure-bound.ts';
import { changeRollout, noCandidate } from './service.ts';

/** Within the window: users given the candidate whose load failed, and all users given it. */
export interface FailureFigures {
  failedUsers: number;
  servedUsers: number;
}

/**
 * The candidate's figures now, or undefined when `version` is not the remote's candidate. Users
 * count only when this offer of the candidate served them (from candidate_since, so an earlier offer
 * of the same version, or a user who kept a tab open since then, counts nothing), and only within
 * the window: served in it, or reporting in it. A user counts once, whatever they sent.
 */
export async function failureFigures(
  db: Kysely<Database>,
  remote: string,
  version: string,
  windowMinutes: number,
): Promise<FailureFigures | undefined> {
  // Written by the previous release during a roll, a row has no candidate_since: its last change.
  const offered = sql`coalesce(r.candidate_since, r.updated_at)`;
  const since = sql`greatest(now() - make_interval(mins => ${windowMinutes}), ${offered})`;
  const { rows } = await sql<{ failed: number; served: number }>`
    select count(*) filter (where u.failure_reported_at >= ${since})::int as failed,
           count(*) filter (where u.last_served_at >= ${since} or u.failure_reported_at >= ${since})::int as served
      from remote_rollout r
      left join remote_version_user u
        on u.remote = r.remote and u.version = r.candidate_version and u.last_served_at >= ${offered}
     where r.remote = ${remote} and r.candidate_version = ${version}
     group by r.remote`.execute(db);
  const row = rows[0];
  return row && { failedUsers: row.failed, servedUsers: row.served };
}

/** Whether the figures cross the bound: enough users, and enough of those given it. */
export function crosses(figures: FailureFigures, bound: CandidateFailureBound): boolean {
  if (bound.ratio === null || figures.failedUsers < bound.minUsers) return false;
  return figures.failedUsers >= bound.ratio * figures.servedUsers;
}

/** Another report withdrew the candidate first, or the figures no longer cross: nothing to write. */
class NothingToWithdraw extends Error {}

/**
 * After a counted report of a candidate's failure: when the candidate's figures cross the bound, it
 * is withdrawn for everyone (the stable stays), audited as a rollback by no user with the figures,
 * and recorded in remote_withdrawal (the Releases screen, tac_remote_candidate_withdrawals_total).
 * Safe across replicas: the decision is taken again under the rollout row's lock, where of racing
 * reports the first withdraws and the others find no candidate. Returns whether it withdrew.
 */
export async function withdrawIfFailing(
  db: Db,
  repoRoot: string,
  remote: string,
  version: string,
  bound: CandidateFailureBound,
): Promise<boolean> {
  if (bound.ratio === null) return false;
  const seen = await failureFigures(db, remote, version, bound.windowMinutes);
  if (!seen || !crosses(seen, bound)) return false;
  try {
    await changeRollout(db, repoRoot, null, remote, 'rollback', async (row, trx) => {
      const figures = await failureFigures(trx, remote, version, bound.windowMinutes);
      if (!row || !figures || !crosses(figures, bound)) throw new NothingToWithdraw();
      await trx
        .insertInto('remote_withdrawal')
        .values({ remote, version, failed_users: figures.failedUsers, served_users: figures.servedUsers })
        .execute();
      return {
        ...row,
        ...noCandidate,
        why: { withdrawn: { version, ...figures, bound } },
      };
    });
    return true;
  } catch (error) {
    if (error instanceof NothingToWithdraw) return false;
    throw error;
  }
}
