import {
  ApprovalMessages,
  ApprovalState,
  type ExceptionKind,
  type ExceptionResolution,
  PREMIUM_EXCEPTIONS,
  type TimecardLineState,
} from '@tac/contracts';
import { sql } from 'kysely';
import type { DivisionScope } from '../../../auth/division-scope.ts';
import { auditedWrite, type Trx } from '../../../db/audit.ts';
import type { Db } from '../../../db/database.ts';
import { ApiError } from '../../../http/envelope.ts';
import { lockedPayCodes } from '../../reference/index.ts';
import { lineState, lockLine } from './line.ts';
import { lockOpenPeriod } from './periods-lock.ts';
import { requiredReason } from './selection.ts';

/** The first key of the advisory lock that serializes premium lines of one record. */
const PREMIUM_LOCK = 2267;

/**
 * A reviewer resolves a line's exception with a reason; for a missed or short meal break they may
 * add the one-hour premium line (Labor Code §226.7) under the premium pay code (TAC_MEAL_PREMIUM_PAY_CODE,
 * shared/docs/settings.md; refused while the Pay Code List does not hold it): a new Pending line of the same record and day, no times, pointing at
 * the line it pays for. One premium a record and day: the law pays one hour a workday.
 */
export async function resolveException(
  db: Db,
  userId: number,
  input: ExceptionResolution,
  scope: DivisionScope,
  premiumPayCode: string,
): Promise<TimecardLineState> {
  const reason = requiredReason(input.reason);
  return auditedWrite(db, userId, async (trx) => {
    const line = await lockLine(trx, input.lineId, scope);
    if (line.exception_kinds === '') throw new ApiError(409, ApprovalMessages.noException);
    if (line.exception_resolution !== '') throw new ApiError(409, ApprovalMessages.exceptionResolved);
    if (line.approval_state === ApprovalState.Approved)
      throw new ApiError(409, ApprovalMessages.approvedLocked);
    if (line.late_state !== '') throw new ApiError(409, ApprovalMessages.onLateList);
    await lockOpenPeriod(trx, line.division_id, line.week);
    const kinds = line.exception_kinds.split(',') as ExceptionKind[];
    let premiumLineId: number | null = null;
    if (input.addPremium) {
      if (!kinds.some((kind) => PREMIUM_EXCEPTIONS.includes(kind))) {
        throw new ApiError(409, ApprovalMessages.premiumNotDue);
      }
      if (!(await lockedPayCodes(trx)).has(premiumPayCode)) {
        throw new ApiError(409, ApprovalMessages.premiumPayCodeUnknown(premiumPayCode));
      }
      premiumLineId = await addPremiumLine(trx, line.id, premiumPayCode);
    }
    await trx
      .updateTable('timecard')
      .set({
        exception_resolution: reason,
        exception_resolved_by: userId,
        exception_resolved_at: sql<string>`now()`,
      })
      .where('id', '=', line.id)
      .execute();
    return {
      result: await lineState(trx, line.id, premiumLineId),
      audit: {
        action: 'resolve-exception',
        entity: 'timecard',
        entityId: line.id,
        before: { exceptions: line.exception_kinds, exceptionResolution: '' },
        after: { exceptions: line.exception_kinds, exceptionResolution: reason, premiumLineId },
      },
    };
  });
}

/**
 * The premium line: one hour under the premium pay code, of the same record, day, project, task and
 * division, no times and no attestation of its own. Refused when the record already has one that day.
 */
async function addPremiumLine(trx: Trx, lineId: number, payCode: string) {
  // Two resolutions of one record's lines (its REG and OT lines) must not both add one.
  await sql`select pg_advisory_xact_lock(${PREMIUM_LOCK}, time_record_id) from timecard where id = ${lineId}`.execute(
    trx,
  );
  const { rows: existing } = await sql<{ id: number }>`select p.id from timecard p
    join timecard t on t.id = ${lineId}
    where p.premium_for_id is not null and p.time_record_id = t.time_record_id
      and p.device_id = t.device_id and p.day = t.day
    `.execute(trx);
  if (existing.length > 0) throw new ApiError(409, ApprovalMessages.premiumExists);
  const { rows } = await sql<{ id: number }>`insert into timecard (time_record_id, device_id, employee_id,
      project_id, task_id, division_id, day, week_ending_date, hours, hours_type, int_status, synced_at,
      premium_for_id)
    select time_record_id, device_id, employee_id, project_id, task_id, division_id, day, week_ending_date,
      1, ${payCode}, 'New', synced_at, id
    from timecard where id = ${lineId}
    returning id`.execute(trx);
  return (rows[0] as { id: number }).id;
}
