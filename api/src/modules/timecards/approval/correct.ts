import { ApprovalMessages, ApprovalState, type LineCorrection, type TimecardLineState } from '@tac/contracts';
import { sql } from 'kysely';
import type { DivisionScope } from '../../../auth/division-scope.ts';
import { type AuditEntry, auditedWrite, type Trx } from '../../../db/audit.ts';
import type { Db } from '../../../db/database.ts';
import { ApiError } from '../../../http/envelope.ts';
import { sentToPayroll } from '../../payroll/index.ts';
import { checkPayCode, isKnownPayCode } from '../../reference/index.ts';
import { lockLineDay } from './day-lock.ts';
import { type LockedLine, lineState, lockLine } from './line.ts';
import { lockOpenPeriod } from './periods-lock.ts';
import { requiredReason } from './selection.ts';

/** Integration Status of a line payroll has been sent (Error: its result file rejected it). */
const exportedStates: ReadonlySet<string> = new Set(['Exported', 'Processed', 'Error']);

const VALUE_FIELDS = [
  'hours',
  'startTime',
  'lunchStartTime',
  'lunchEndTime',
  'endTime',
  'payCode',
  'taskId',
] as const;

/** The values a correction may change, as the line holds them (audit before and after). */
const valuesOf = (line: LockedLine) => ({
  hours: line.hours,
  hoursType: line.hours_type,
  taskId: line.task_id,
  startTime: line.start_time,
  lunchStartTime: line.lunch_start_time,
  lunchEndTime: line.lunch_end_time,
  endTime: line.end_time,
});

/**
 * The office corrects a line's hours, times, pay code (an active one of the Pay Code List) or task
 * code, with a reason. An approved line (unless the list no longer holds its pay code), a line on the
 * Late list or in a closed period is refused (409). The values before the first
 * correction are kept (`original`, with the task's number and name as they were); a corrected line
 * goes back to Pending (a rejected one too: the office fixed it), and when its exceptions change,
 * their resolution is cleared so the new ones are looked at.
 */
export async function correctLine(
  db: Db,
  userId: number,
  input: LineCorrection,
  scope: DivisionScope,
): Promise<TimecardLineState> {
  const reason = requiredReason(input.reason);
  if (!VALUE_FIELDS.some((field) => input[field] !== undefined))
    throw new ApiError(400, ApprovalMessages.correctionEmpty);
  return auditedWrite(db, userId, async (trx) => {
    await lockLineDay(trx, input.lineId);
    const line = await lockLine(trx, input.lineId, scope);
    await checkCorrectable(trx, line);
    if (input.taskId !== undefined && input.taskId !== null) {
      const task = await trx
        .selectFrom('task')
        .select('id')
        .where('id', '=', input.taskId)
        .where('project_id', '=', line.project_id)
        .executeTakeFirst();
      if (!task) throw new ApiError(400, ApprovalMessages.taskNotOfProject);
    }
    // The office chooses a code now: an active one of the Pay Code List.
    if (input.payCode !== undefined) await checkPayCode(trx, input.payCode, 'payCode', { active: true });
    const audit = await writeCorrection(trx, userId, line, input, reason);
    return { result: await lineState(trx, line.id), audit };
  });
}

/**
 * Refuses a correction of a line that cannot take one (409): an approved line payroll does not have
 * yet (unless the list no longer holds its pay code), a line on the Late list, or in a closed period.
 */
export async function checkCorrectable(trx: Trx, line: LockedLine): Promise<void> {
  // An approved line is final until payroll has it: once exported, a correction is how the office
  // fixes it, and the next batch carries it as a correction line (shared/docs/payroll-export.md).
  // A pay code the list no longer holds would keep it out of every batch, so such a line may be
  // corrected too (shared/docs/approval.md "Corrections").
  if (
    line.approval_state === ApprovalState.Approved &&
    !exportedStates.has(line.int_status) &&
    (await isKnownPayCode(trx, line.hours_type))
  )
    throw new ApiError(409, ApprovalMessages.approvedLocked);
  if (line.late_state !== '') throw new ApiError(409, ApprovalMessages.onLateList);
  await lockOpenPeriod(trx, line.division_id, line.week);
}

/**
 * Writes a correction of a locked, correctable line (its values checked): keeps the values before
 * the first correction, sends the line back to Pending, clears a resolution its new exceptions no
 * longer match; answers the audit entry (before and after).
 */
export async function writeCorrection(
  trx: Trx,
  userId: number,
  line: LockedLine,
  input: Omit<LineCorrection, 'lineId' | 'reason'>,
  reason: string,
): Promise<AuditEntry> {
  const before = valuesOf(line);
  const { rows: originals } = await sql<{ original: unknown }>`select jsonb_build_object(
        'hours', t.hours, 'hoursType', t.hours_type, 'taskId', t.task_id,
        'taskNumber', coalesce(k.task_number, ''), 'taskName', coalesce(k.name, ''),
        'startTime', t.start_time, 'lunchStartTime', t.lunch_start_time,
        'lunchEndTime', t.lunch_end_time, 'endTime', t.end_time) as original
      from timecard t left join task k on k.id = t.task_id where t.id = ${line.id}`.execute(trx);
  const updated = await trx
    .updateTable('timecard')
    .set({
      ...(input.hours !== undefined && { hours: input.hours }),
      ...(input.startTime !== undefined && { start_time: input.startTime }),
      ...(input.lunchStartTime !== undefined && { lunch_start_time: input.lunchStartTime }),
      ...(input.lunchEndTime !== undefined && { lunch_end_time: input.lunchEndTime }),
      ...(input.endTime !== undefined && { end_time: input.endTime }),
      ...(input.payCode !== undefined && { hours_type: input.payCode }),
      ...(input.taskId !== undefined && { task_id: input.taskId }),
      // Payroll rejected the line: corrected, it goes again, correcting what payroll holds of it, if
      // anything (shared/docs/payroll-export.md "The result file").
      ...(line.int_status === 'Error' && {
        int_status: sql<string>`case when ${sentToPayroll(sql`${line.id}::integer`)} then 'Changed' else 'New' end`,
      }),
      // The first correction's before values stay: later ones keep them.
      original: sql`coalesce(original, ${JSON.stringify(originals[0]?.original)}::jsonb)`,
      correction_reason: reason,
      corrected_by: userId,
      corrected_at: sql<string>`now()`,
      approval_state: ApprovalState.Pending,
      approval_reason: '',
    })
    .where('id', '=', line.id)
    .returning(['exception_kinds'])
    .executeTakeFirstOrThrow();
  if (updated.exception_kinds !== line.exception_kinds) {
    await trx
      .updateTable('timecard')
      .set({ exception_resolution: '', exception_resolved_by: null, exception_resolved_at: null })
      .where('id', '=', line.id)
      .execute();
  }
  const after = await lockLine(trx, line.id, 'all');
  return {
    action: 'correct',
    entity: 'timecard',
    entityId: line.id,
    before: { ...before, approvalState: line.approval_state, exceptions: line.exception_kinds },
    after: {
      ...valuesOf(after),
      approvalState: after.approval_state,
      exceptions: after.exception_kinds,
      reason,
    },
  };
}
