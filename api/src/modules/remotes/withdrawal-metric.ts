import { sql } from 'kysely';
import { Counter, type Registry } from 'prom-client';
import type { Db } from '../../db/database.ts';

export const WITHDRAWALS_METRIC = 'tac_remote_candidate_withdrawals_total';

/**
 * Candidates the console withdrew by itself, per remote, read from the database at the scrape: every
 * replica reports the same figure, a restart loses none, and a remote with a rollout reports 0 until
 * its first, so an alert on its increase sees the first one too (shared/docs/operations.md).
 */
export function registerWithdrawalMetric(registry: Registry, db: Db): void {
  new Counter({
    name: WITHDRAWALS_METRIC,
    help: 'Candidate remote versions withdrawn by the console itself: too many of the users given one could not load it',
    labelNames: ['remote'],
    registers: [registry],
    async collect() {
      const { rows } = await sql<{ remote: string; withdrawals: number }>`
        select r.remote, count(w.id)::int as withdrawals
          from (select remote from remote_rollout union select remote from remote_withdrawal) r
          left join remote_withdrawal w on w.remote = r.remote
         group by r.remote`.execute(db);
      this.reset();
      for (const { remote, withdrawals } of rows) this.inc({ remote }, withdrawals);
    },
  });
}
