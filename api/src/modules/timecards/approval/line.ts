import { ApprovalMessages, type TimecardLineState } from '@tac/contracts';
import { sql } from 'kysely';
import { type DivisionScope, inScope } from '../../../auth/division-scope.ts';
import type { Trx } from '../../../db/audit.ts';
import { ApiError } from '../../../http/envelope.ts';

/** A line as the approval writes read it, locked FOR UPDATE to the end of the transaction. */
export interface LockedLine {
  id: number;
  time_record_id: number;
  device_id: number;
  employee_id: number;
  project_id: number;
  task_id: number | null;
  division_id: number;
  day: string;
  week: string;
  hours: number;
  hours_type: string;
  start_time: string;
  lunch_start_time: string;
  lunch_end_time: string;
  end_time: string;
  attestation_status: string;
  approval_state: string;
  exception_kinds: string;
  exception_resolution: string;
  late_state: string;
  /** Integration Status (payroll export): New, Exported, Processed or Changed. */
  int_status: string;
  correction_reason: string;
  original: unknown;
}

/** Locks and reads one line in the caller's divisions; another division's line is a 404. */
export async function lockLine(trx: Trx, lineId: number, scope: DivisionScope): Promise<LockedLine> {
  const { rows } =
    await sql<LockedLine>`select t.id, t.time_record_id, t.device_id, t.employee_id, t.project_id,
      t.task_id, t.division_id, to_char(t.day, 'YYYY-MM-DD') as day,
      to_char(t.week_ending_date, 'YYYY-MM-DD') as week, t.hours, t.hours_type, t.start_time,
      t.lunch_start_time, t.lunch_end_time, t.end_time, t.attestation_status, t.approval_state,
      t.exception_kinds, t.exception_resolution, t.late_state, t.int_status, t.correction_reason,
      t.original
    from timecard t where t.id = ${lineId} and ${inScope('t.division_id', scope)} for update`.execute(trx);
  const line = rows[0];
  if (!line) throw new ApiError(404, ApprovalMessages.lineNotFound);
  return line;
}

/** A line's approval fields as the calls answer them. */
export async function lineState(
  trx: Trx,
  lineId: number,
  premiumLineId: number | null = null,
): Promise<TimecardLineState> {
  const { rows } = await sql<Omit<TimecardLineState, 'premiumLineId'>>`select t.id as "lineId",
      t.approval_state as "approvalState", t.approval_reason as "approvalReason",
      string_to_array(t.exception_kinds, ',') as exceptions, t.exception_resolution as "exceptionResolution",
      t.late_state as "lateState", t.correction_reason as "correctionReason", t.original,
      (t.original is not null and t.attestation_status <> '') as "changedAfterAttestation"
    from timecard t where t.id = ${lineId}`.execute(trx);
  const row = rows[0];
  if (!row) throw new ApiError(404, ApprovalMessages.lineNotFound);
  return { ...row, premiumLineId };
}
