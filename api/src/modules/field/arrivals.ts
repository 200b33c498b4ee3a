import { type FieldArrivals, PageClaim } from '@tac/contracts';
import { sql } from 'kysely';
import { inScope } from '../../auth/division-scope.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Db } from '../../db/database.ts';

/** Items of one kind counted, and the count's mark (the same on every row). */
type Arrived = { kind: string; n: number; mark: string };

/**
 * What devices have pushed into the caller's divisions since the count that answered `since`, by
 * kind, for a list opened then to offer "N new — show" instead of jumping (shared/docs/field-sync.md
 * "Counting what is new"). A kind whose screen the caller may not open counts 0. Without `since`
 * the call only takes a mark.
 *
 * The mark is the highest commit number this count sees (migration 0056: each pushing transaction
 * takes the next as it commits, in commit order), and every lower number has committed before it
 * (or never will): the count takes the items of exactly the transactions numbered from `since` to
 * the mark, and a push that commits later has a higher number, whatever order the pushes began
 * in. One statement, so the mark and the count read the same snapshot.
 */
export async function arrivalsSince(
  db: Db,
  user: AuthContext,
  since: string | undefined,
): Promise<FieldArrivals> {
  const mark = sql`(select coalesce(max(seq), 0) from field_arrival)`;
  const { rows } =
    since === undefined
      ? await sql<Arrived>`select '' as kind, 0 as n, ${mark}::text as mark`.execute(db)
      : await sql<Arrived>`
          with upto as (select ${mark} as seq)
          select i.kind, count(*)::int as n, (select seq::text from upto) as mark
          from field_arrival a join field_item i on i.arrival_xid = a.xid
          where a.seq > ${since}::bigint and a.seq <= (select seq from upto)
            and i.division_id is not null and ${inScope('i.division_id', user.divisionScope)}
          group by i.kind
          union all select '', 0, (select seq::text from upto)`.execute(db);
  const count = (kind: string, claim: string) =>
    since !== undefined && user.claims.includes(claim) ? (rows.find((r) => r.kind === kind)?.n ?? 0) : 0;
  return {
    timecardLines: count('timecard', PageClaim.TimeCard),
    issueNotes: count('issueNote', PageClaim.TimeCard),
    dailyDetails: count('dailyDetail', PageClaim.TimeCard),
    voucherRevisions: count('voucher', PageClaim.TMVoucher),
    asOf: rows[0]?.mark as string,
  };
}
