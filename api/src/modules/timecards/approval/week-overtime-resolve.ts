import {
  ApprovalMessages,
  dayMoves,
  type HoursSplit,
  type SplitPart,
  type WeekOvertimeOutcome,
  type WeekOvertimeResolution,
} from '@tac/contracts';
import { addDays } from '@tac/contracts/calendar';
import { sql } from 'kysely';
import { type DivisionScope, inScope } from '../../../auth/division-scope.ts';
import { auditAlso, auditedWrite, type Trx } from '../../../db/audit.ts';
import type { Db } from '../../../db/database.ts';
import { ApiError } from '../../../http/envelope.ts';
import { COUNTS_AS, type EmployeeWeekOvertime, weekKeyText, weekOvertimes } from '../week-overtime.ts';
import { checkCorrectable, writeCorrection } from './correct.ts';
import { insertTimecardLines } from './late.ts';
import { type LockedLine, lockLine } from './line.ts';
import { requiredReason } from './selection.ts';

/** The code a part is written with when the split is applied, when the Pay Code List has it. */
const USUAL_CODE: Readonly<Record<SplitPart, string>> = { regular: 'REG', overtime: 'OT', doubleTime: 'DT' };

/**
 * Resolves an employee-week's Overtime exception (shared/docs/overtime.md): keep its hours as sent
 * (with a reason, for these very hours: a later change opens it again), or apply the worked-out
 * split as office corrections: on each day that differs, hours move from the parts sent beyond the
 * split to the parts short of it, the day's latest lines first; a line moving whole takes the
 * other part's pay code, one moving in part keeps the rest and a new line of the same record
 * carries the hours moved. Every changed line keeps its first values and its correction reason, and
 * is exported as a correction if payroll had it. The week must have a line in the caller's
 * divisions (else 404), and every line to change must be correctable and the caller's (else 409).
 */
export async function resolveWeekOvertime(
  db: Db,
  userId: number,
  input: WeekOvertimeResolution,
  scope: DivisionScope,
): Promise<WeekOvertimeOutcome> {
  const reason = requiredReason(input.reason);
  const { employeeId, weekEndingDate: week } = input;
  return auditedWrite(db, userId, async (trx) => {
    // The week's days, in order, before any of its lines: as a correction takes them.
    await sql`select timecard_day_lock(${employeeId}::integer, d::date)
      from generate_series(${addDays(week, -6)}::date, ${week}::date, interval '1 day') d`.execute(trx);
    const { rows: visible } = await sql<{ n: number }>`select count(*)::int as n from timecard t
      where t.employee_id = ${employeeId} and t.week_ending_date = ${week}::date
        and ${inScope('t.division_id', scope)}`.execute(trx);
    if ((visible[0]?.n ?? 0) === 0) throw new ApiError(404, ApprovalMessages.weekNotFound);
    const overtime = (
      await weekOvertimes(
        trx,
        sql`select ${employeeId}::integer as employee_id, ${week}::date as week_ending_date`,
      )
    ).get(weekKeyText(employeeId, week)) as EmployeeWeekOvertime;
    if (overtime.state === 'None') throw new ApiError(409, ApprovalMessages.noOvertime);
    if (!input.apply) {
      await sql`insert into employee_week_overtime (employee_id, week_ending_date, fingerprint, reason, resolved_by)
        values (${employeeId}, ${week}::date, ${overtime.fingerprint}, ${reason}, ${userId})
        on conflict (employee_id, week_ending_date) do update set fingerprint = excluded.fingerprint,
          reason = excluded.reason, resolved_by = excluded.resolved_by, resolved_at = now()`.execute(trx);
      return {
        result: { corrected: 0, added: 0 },
        audit: weekAudit(input, reason, overtime, 'keep-overtime-as-sent'),
      };
    }
    const outcome = { corrected: 0, added: 0 };
    for (const day of overtime.differingDays) {
      const done = await applyDay(trx, userId, input, scope, reason, {
        day: addDays(week, day - 6),
        sent: overtime.sentDays[day] as HoursSplit,
        workedOut: overtime.workedOutDays[day] as HoursSplit,
      });
      outcome.corrected += done.corrected;
      outcome.added += done.added;
    }
    await sql`delete from employee_week_overtime where employee_id = ${employeeId}
      and week_ending_date = ${week}::date`.execute(trx);
    return { result: outcome, audit: weekAudit(input, reason, overtime, 'apply-overtime-split') };
  });
}

function weekAudit(
  input: WeekOvertimeResolution,
  reason: string,
  overtime: EmployeeWeekOvertime,
  action: string,
) {
  return {
    action,
    entity: 'employee-week',
    entityId: weekKeyText(input.employeeId, input.weekEndingDate),
    before: { sent: overtime.sent, state: overtime.state },
    after: { workedOut: overtime.workedOut, reason },
  };
}

interface DayLine extends LockedLine {
  part: SplitPart;
  in_scope: boolean;
  /** Hundredths of an hour it keeps of its part, as the moves take from it. */
  left: number;
}

async function applyDay(
  trx: Trx,
  userId: number,
  input: WeekOvertimeResolution,
  scope: DivisionScope,
  reason: string,
  { day, sent, workedOut }: { day: string; sent: HoursSplit; workedOut: HoursSplit },
): Promise<WeekOvertimeOutcome> {
  const { rows: ids } = await sql<{ id: number; part: SplitPart; in_scope: boolean }>`
    select t.id, case coalesce(pc.counts_as, 'Regular') when 'Overtime' then 'overtime'
        when 'DoubleTime' then 'doubleTime' else 'regular' end as part,
      ${inScope('t.division_id', scope)} as in_scope
    from timecard t left join pay_code pc on pc.code = t.hours_type and not pc.is_deleted
    where t.employee_id = ${input.employeeId} and t.day = ${day}::date and t.premium_for_id is null
      and t.approval_state <> 'Rejected' and t.late_state = ''
    order by t.end_time desc, t.id desc`.execute(trx);
  const lines: DayLine[] = [];
  for (const row of ids) {
    const line = await lockLine(trx, row.id, 'all');
    lines.push({ ...line, part: row.part, in_scope: row.in_scope, left: Math.round(line.hours * 100) });
  }
  // What each line gives to other parts, decided first: then one correction a line.
  const given = new Map<DayLine, { to: SplitPart; hundredths: number }[]>();
  for (const move of dayMoves(sent, workedOut)) {
    let need = Math.round(move.hours * 100);
    for (const line of lines.filter((l) => l.part === move.from && l.left > 0)) {
      if (need <= 0) break;
      if (!line.in_scope) throw new ApiError(409, ApprovalMessages.overtimeOtherDivision(day));
      const take = Math.min(line.left, need);
      given.set(line, [...(given.get(line) ?? []), { to: move.to, hundredths: take }]);
      line.left -= take;
      need -= take;
    }
  }
  const outcome = { corrected: 0, added: 0 };
  for (const [line, pieces] of given) {
    await checkCorrectable(trx, line);
    // A line giving all its hours takes the first part's code itself; the rest are new lines.
    const whole = line.left === 0;
    const [first, ...rest] = pieces as [{ to: SplitPart; hundredths: number }];
    const change = whole
      ? { payCode: await codeFor(trx, first.to), hours: first.hundredths / 100 }
      : { hours: line.left / 100 };
    await auditAlso(trx, userId, await writeCorrection(trx, userId, line, change, reason));
    outcome.corrected += 1;
    for (const piece of whole ? rest : pieces) {
      await addSplitLine(trx, userId, line, piece.hundredths / 100, await codeFor(trx, piece.to), reason);
      outcome.added += 1;
    }
  }
  return outcome;
}

/** The active pay code a part is written with: its usual code when listed, else the first listed. */
async function codeFor(trx: Trx, part: SplitPart): Promise<string> {
  const { rows } = await sql<{ code: string }>`select code from pay_code
    where counts_as = ${COUNTS_AS[part]} and is_active and not is_deleted
    order by code <> ${USUAL_CODE[part]}, code limit 1 for share`.execute(trx);
  const code = rows[0]?.code;
  if (!code) throw new ApiError(409, ApprovalMessages.noPayCodeFor(COUNTS_AS[part]));
  return code;
}

/** A new Pending line of the same record, day and clock times, carrying the hours moved. */
async function addSplitLine(
  trx: Trx,
  userId: number,
  line: LockedLine,
  hours: number,
  code: string,
  reason: string,
) {
  const [added] = await insertTimecardLines(trx, [
    {
      time_record_id: line.time_record_id,
      device_id: line.device_id,
      employee_id: line.employee_id,
      project_id: line.project_id,
      task_id: line.task_id,
      division_id: line.division_id,
      day: line.day,
      week_ending_date: line.week,
      hours,
      hours_type: code,
      start_time: line.start_time,
      lunch_start_time: line.lunch_start_time,
      lunch_end_time: line.lunch_end_time,
      end_time: line.end_time,
      int_status: 'New',
      correction_reason: reason,
      corrected_by: userId,
      corrected_at: new Date(),
    },
  ]);
  await auditAlso(trx, userId, {
    action: 'create',
    entity: 'timecard',
    entityId: added?.id ?? null,
    before: null,
    after: { hours, hoursType: code, reason, splitFromLineId: line.id },
  });
}
