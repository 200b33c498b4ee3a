import { type FieldArrivals, PageClaim } from '@tac/contracts';
import { sql } from 'kysely';
import { inScope } from '../../auth/division-scope.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Db } from '../../db/database.ts';

/**
 * What devices have pushed since `since` into the caller's divisions, by kind, for a list opened
 * then to offer "N new — show" instead of jumping (shared/docs/field-sync.md "The console"). A kind
 * whose screen the caller may not open counts 0. `asOf` is the server's time of this count: the
 * next `since` once the list has been shown again.
 */
export async function arrivalsSince(db: Db, user: AuthContext, since: Date): Promise<FieldArrivals> {
  const { rows } = await sql<{ kind: string; n: number; as_of: Date }>`
    select kind, count(*)::int as n, now() as as_of from field_item
    where accepted_at > ${since} and division_id is not null and ${inScope('division_id', user.divisionScope)}
    group by kind
    union all select '', 0, now()`.execute(db);
  const count = (kind: string, claim: string) =>
    user.claims.includes(claim) ? (rows.find((r) => r.kind === kind)?.n ?? 0) : 0;
  return {
    timecardLines: count('timecard', PageClaim.TimeCard),
    issueNotes: count('issueNote', PageClaim.TimeCard),
    dailyDetails: count('dailyDetail', PageClaim.TimeCard),
    voucherRevisions: count('voucher', PageClaim.TMVoucher),
    asOf: new Date(rows[0]?.as_of ?? Date.now()).toISOString(),
  };
}
