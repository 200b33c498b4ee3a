import { ApprovalMessages, type ApprovalOutcome, type LateReview } from '@tac/contracts';
import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import { type DivisionScope, inScope } from '../../../auth/division-scope.ts';
import { auditedWrite, type Trx } from '../../../db/audit.ts';
import type { Db } from '../../../db/database.ts';
import type { TimecardTable } from '../../../db/schema.ts';
import { ApiError } from '../../../http/envelope.ts';
import { lockOpenPeriod } from './periods-lock.ts';
import { checkLinesVisible, requiredReason } from './selection.ts';

/**
 * What every writer of timecard lines calls (the seeds; the field sync): inserts the lines and
 * answers each one's id and whether it was held on the Late list because its pay period is closed.
 * The holding itself is the database's (migration 0023's trigger), so a writer that inserts
 * without this function is held all the same; this one tells the caller.
 */
export async function insertTimecardLines(
  trx: Trx | Db,
  lines: readonly Insertable<TimecardTable>[],
): Promise<{ id: number; late: boolean }[]> {
  if (lines.length === 0) return [];
  const inserted = await trx
    .insertInto('timecard')
    .values([...lines])
    .returning('id')
    .execute();
  const ids = inserted.map((row) => row.id);
  // The trigger ran after the statement: read the state it left.
  const held = await trx.selectFrom('timecard').select(['id', 'late_state']).where('id', 'in', ids).execute();
  const late = new Map(held.map((row) => [row.id, row.late_state === 'Held']));
  return ids.map((id) => ({ id, late: late.get(id) ?? false }));
}

interface HeldLine {
  id: number;
  late_state: string;
  division_id: number;
  week: string;
}

/**
 * Reviews lines held on the Late list: Accept brings each into its period as a Pending line (the
 * period must be open again: reopened, else 409), Reject rejects it with the reason and keeps it out.
 * Every named line must be in the caller's divisions (else 404) and held (else 409); nothing is
 * written unless all can be.
 */
export async function reviewLateLines(
  db: Db,
  userId: number,
  input: LateReview,
  scope: DivisionScope,
): Promise<ApprovalOutcome> {
  const accept = input.decision === 'Accept';
  const reason = accept ? (input.reason ?? '').trim() : requiredReason(input.reason);
  return auditedWrite(db, userId, async (trx) => {
    await checkLinesVisible(trx, input.lineIds, scope);
    const { rows: lines } = await sql<HeldLine>`select t.id, t.late_state, t.division_id,
        to_char(t.week_ending_date, 'YYYY-MM-DD') as week
      from timecard t where t.id = any(${sql.val([...input.lineIds])}::integer[]) and ${inScope('t.division_id', scope)}
      order by t.id for update`.execute(trx);
    if (lines.some((line) => line.late_state !== 'Held')) throw new ApiError(409, ApprovalMessages.notLate);
    if (accept) {
      const periods = [...new Map(lines.map((l) => [`${l.division_id}/${l.week}`, l])).values()].sort(
        (a, b) => a.division_id - b.division_id || a.week.localeCompare(b.week),
      );
      for (const line of periods) {
        await lockOpenPeriod(trx, line.division_id, line.week).catch((error: unknown) => {
          throw error instanceof ApiError && error.statusCode === 409
            ? new ApiError(409, ApprovalMessages.lateAcceptClosed(line.week))
            : error;
        });
      }
    }
    const ids = lines.map((line) => line.id);
    const { rows } = await sql<{ n: number }>`
      with changed as (
        update timecard t set late_state = ${accept ? '' : 'Rejected'},
          approval_state = ${accept ? 'Pending' : 'Rejected'}, approval_reason = ${accept ? '' : reason},
          approval_by = ${userId}, approval_at = now()
        where t.id = any(${sql.val(ids)}::integer[])
        returning t.id
      ), logged as (
        insert into audit_log (user_id, action, entity, entity_id, before, after)
        select ${userId}, ${accept ? 'accept-late' : 'reject-late'}, 'timecard', c.id::text,
          jsonb_build_object('lateState', 'Held'),
          jsonb_build_object('lateState', ${accept ? '' : 'Rejected'}::text, 'reason', ${reason}::text)
        from changed c returning 1
      )
      select count(*)::int as n from logged`.execute(trx);
    const changed = rows[0]?.n ?? 0;
    return {
      result: { changed, skipped: 0 },
      audit: {
        action: accept ? 'accept-late' : 'reject-late',
        entity: 'timecard-selection',
        entityId: null,
        before: null,
        after: { decision: input.decision, reason, lineIds: ids, changed },
      },
    };
  });
}
