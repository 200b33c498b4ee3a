import {
  PAYROLL_LAYOUTS,
  type PayrollBatch,
  type PayrollBatchLine,
  type PayrollBatchPreview,
  type PayrollBatchRequest,
  type PayrollLayout,
  PayrollLayoutMessages,
  PayrollMessages,
  payrollLayout,
} from '@tac/contracts';
import { sql } from 'kysely';
import { type DivisionScope, divisionsOutsideScope, inScope } from '../../auth/division-scope.ts';
import { auditedWrite, type Trx } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { lockedPayCodes } from '../reference/index.ts';
import { type ExportLine, layoutFile } from './layouts.ts';
import { exportLines, loadMappings, type SourceKeys, unmappedFor, valuesOf } from './mappings.ts';
import { batchLineColumns, findBatch } from './queries.ts';
import type { PayrollSettings } from './settings.ts';

/** Every chosen division must be the caller's: else a 404 naming how many are not, nothing written. */
function checkDivisions(divisionIds: readonly number[], scope: DivisionScope): void {
  const outside = divisionsOutsideScope(divisionIds, scope);
  if (outside.length > 0) throw new ApiError(404, PayrollMessages.divisionsNotYours(outside.length));
}

/** The lines of the chosen weeks and divisions (timecard aliased t). */
const chosen = (input: PayrollBatchRequest) =>
  sql<boolean>`${inScope('t.division_id', input.divisionIds)}
    and t.week_ending_date = any(${sql.val([...input.weekEndingDates])}::date[])`;

/** An approved line not on the Late list, never exported or changed since: what a batch takes. */
const exportable = sql<boolean>`t.approval_state = 'Approved' and t.late_state = ''
  and t.int_status in ('', 'New', 'Changed')`;

/**
 * Which layouts a batch of these weeks makes, and why each other is not made: one the settings leave
 * out, or one whose definition cannot hold such a batch (Vista: one pay period).
 */
export function layoutsFor(
  weekEndingDates: readonly string[],
  settings: PayrollSettings,
): { made: PayrollLayout[]; notMade: { layout: PayrollLayout; reason: string }[] } {
  const made: PayrollLayout[] = [];
  const notMade: { layout: PayrollLayout; reason: string }[] = [];
  for (const layout of PAYROLL_LAYOUTS) {
    const reason = settings.layouts.includes(layout)
      ? payrollLayout(layout).notMadeFor(weekEndingDates)
      : PayrollLayoutMessages.notConfigured;
    if (reason === null) made.push(layout);
    else notMade.push({ layout, reason });
  }
  return { made, notMade };
}

/** The line that sent a timecard line last, as payroll holds it (timecard aliased k or t: `id`). */
const lastSend = (id: string) => sql`left join lateral (
    select l.batch_id, l.task_number, l.pay_code, l.hours from payroll_batch_line l
    join payroll_batch b on b.id = l.batch_id and b.state <> 'Cancelled'
    where l.timecard_id = ${sql.ref(id)} and l.rejected_reason is null order by l.batch_id desc limit 1
  ) prev on true`;

/**
 * The first made layout whose mapped values the lines lack, as the 409 a batch answers (null: none):
 * `weighted` lines count `weight` each (a preview counts groups of alike lines).
 */
function unmappedRefusal(made: readonly PayrollLayout[], lines: readonly ExportLine[], weights?: number[]) {
  for (const layout of made) {
    const missing = unmappedFor(layout, lines, weights);
    if (missing.length > 0) return PayrollMessages.unmapped(payrollLayout(layout).label, missing);
  }
  return null;
}

/** What a batch of `input` would take now, counted, and what it would be refused with; nothing is written. */
export async function previewBatch(
  db: Db,
  input: PayrollBatchRequest,
  scope: DivisionScope,
  settings: PayrollSettings,
): Promise<PayrollBatchPreview> {
  checkDivisions(input.divisionIds, scope);
  const { rows } = await sql<Omit<PayrollBatchPreview, 'refusal' | 'notMade'>>`select
      count(*) filter (where ${exportable} and t.int_status <> 'Changed')::int as lines,
      count(*) filter (where ${exportable} and t.int_status = 'Changed')::int as corrections,
      coalesce(sum(t.hours) filter (where ${exportable}), 0)::float8 as "totalHours",
      count(*) filter (where t.approval_state <> 'Approved' and t.late_state <> 'Rejected')::int as "notApproved",
      count(*) filter (where t.int_status = 'Error')::int as "inError"
    from timecard t where ${chosen(input)}`.execute(db);
  const counts = rows[0] ?? { lines: 0, corrections: 0, totalHours: 0, notApproved: 0, inError: 0 };
  const { made, notMade } = layoutsFor(input.weekEndingDates, settings);
  if (made.every((layout) => payrollLayout(layout).requires.length === 0))
    return { ...counts, refusal: null, notMade };
  // Lines alike in what the mappings read, counted: a few hundred groups, not every line.
  const { rows: groups } = await sql<
    SourceKeys & { employeeNumber: string; payCode: string; previousPayCode: string | null; n: number }
  >`select t.employee_id as "employeeId", e.employee_number as "employeeNumber", t.division_id as "divisionId",
      t.device_id as "deviceId", t.hours_type as "payCode", prev.pay_code as "previousPayCode", count(*)::int as n
    from timecard t join employee e on e.id = t.employee_id ${lastSend('t.id')}
    where ${chosen(input)} and ${exportable}
    group by t.employee_id, e.employee_number, t.division_id, t.device_id, t.hours_type, prev.pay_code`.execute(
    db,
  );
  const mappings = await loadMappings(db);
  const lines = groups.map((g) => {
    const line = {
      employeeNumber: g.employeeNumber,
      divisionId: g.divisionId,
      payCode: g.payCode,
      previousPayCode: g.previousPayCode,
    } as PayrollBatchLine;
    return {
      line,
      mapped: valuesOf(mappings, g, g.payCode),
      previousMapped: g.previousPayCode === null ? null : valuesOf(mappings, g, g.previousPayCode),
    };
  });
  return {
    ...counts,
    refusal: unmappedRefusal(
      made,
      lines,
      groups.map((g) => g.n),
    ),
    notMade,
  };
}

/**
 * Takes the lines, snapshots them and counts them into the batch in one statement, and gives the
 * snapshot in the batch's order (its files are made from it). Each line is taken by an UPDATE whose
 * WHERE reads its Integration Status: a batch made at the same time waits on the line's row lock and
 * then re-reads the line, finds it Exported and leaves it, so no line is ever in two batches. A line
 * that an earlier batch sent goes as a correction carrying what that batch sent: the latest batch not
 * cancelled whose result file did not reject it (what payroll holds).
 */
async function takeLines(
  trx: Trx,
  batchId: number,
  input: PayrollBatchRequest,
): Promise<(PayrollBatchLine & SourceKeys)[]> {
  // Tens of thousands of rows written once: compiling the plan (JIT) costs more than it saves, and
  // the sort into the batch's order fits in memory.
  await sql`set local jit = off`.execute(trx);
  await sql`set local work_mem = '64MB'`.execute(trx);
  const { rows } = await sql<PayrollBatchLine & SourceKeys>`with taken as (
      update timecard t set int_status = 'Exported', payroll_batch_id = ${batchId}
      where ${chosen(input)} and ${exportable}
      returning t.id, t.division_id, t.employee_id, t.device_id, t.project_id, t.task_id, t.day,
        t.week_ending_date, t.hours_type, t.hours
    ), described as (
      select k.*, e.employee_number, e.last_name || ', ' || e.first_name as employee_name,
        p.project_number, coalesce(ta.task_number, '') as task_number,
        prev.batch_id as prev_batch, prev.task_number as prev_task, prev.pay_code as prev_pay,
        prev.hours as prev_hours
      from taken k
      join employee e on e.id = k.employee_id
      join project p on p.id = k.project_id
      left join task ta on ta.id = k.task_id
      ${lastSend('k.id')}
    ), inserted as (
      insert into payroll_batch_line (batch_id, seq, timecard_id, kind, division_id, employee_number,
        employee_name, project_number, task_number, day, week_ending_date, pay_code, hours,
        previous_batch_id, previous_task_number, previous_pay_code, previous_hours)
      select ${batchId},
        row_number() over (order by week_ending_date, employee_number, day, id)::int,
        id, case when prev_batch is null then 'Line' else 'Correction' end, division_id, employee_number,
        employee_name, project_number, task_number, day, week_ending_date, hours_type, hours,
        prev_batch, prev_task, prev_pay, prev_hours
      from described
      returning *
    ), counted as (
      update payroll_batch b set line_count = s.n, correction_count = s.corrections, total_hours = s.total
      from (select count(*)::int as n, count(*) filter (where kind = 'Correction')::int as corrections,
          coalesce(sum(hours), 0) as total from inserted) s
      where b.id = ${batchId}
    )
    select ${batchLineColumns}, d.employee_id as "employeeId", d.device_id as "deviceId"
    from inserted l join described d on d.id = l.timecard_id order by l.seq`.execute(trx);
  return rows;
}

/**
 * No payroll file carries a code payroll does not know: a batch with lines whose pay code the Pay
 * Code List does not hold (inactive codes are held) is refused whole, each code named with its
 * lines, and rolls back (shared/docs/payroll-export.md "Pay codes").
 */
function refuseUnknownPayCodes(
  lines: readonly Pick<PayrollBatchLine, 'payCode'>[],
  known: ReadonlyMap<string, unknown>,
): void {
  const unknown = new Map<string, number>();
  for (const line of lines) {
    if (!known.has(line.payCode)) unknown.set(line.payCode, (unknown.get(line.payCode) ?? 0) + 1);
  }
  if (unknown.size === 0) return;
  const codes = [...unknown].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  throw new ApiError(409, PayrollMessages.unknownPayCodes(codes.map(([code, n]) => ({ code, lines: n }))));
}

/**
 * Makes a batch of the approved, not yet exported lines of the chosen weeks and divisions (each in
 * the caller's, else 404), with its file in each layout the settings make and its definition can
 * hold (Vista's under `settings.vista`); none to take, a line whose pay code is unknown, or a line
 * lacking a mapped value a made layout needs is a 409 and writes nothing.
 */
export async function createBatch(
  db: Db,
  userId: number,
  input: PayrollBatchRequest,
  scope: DivisionScope,
  settings: PayrollSettings,
): Promise<PayrollBatch> {
  checkDivisions(input.divisionIds, scope);
  const weeks = [...input.weekEndingDates].sort();
  const divisions = [...input.divisionIds].sort((a, b) => a - b);
  return auditedWrite(db, userId, async (trx) => {
    const { id } = await trx
      .insertInto('payroll_batch')
      .values({ created_by: userId, week_ending_dates: weeks, division_ids: divisions })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Locked first: a code deleted meanwhile waits until this batch has its lines.
    const payCodes = await lockedPayCodes(trx);
    const lines = await takeLines(trx, id, input);
    if (lines.length === 0) throw new ApiError(409, PayrollMessages.nothingToExport);
    refuseUnknownPayCodes(lines, payCodes);
    const { made, notMade } = layoutsFor(weeks, settings);
    const mapped = exportLines(await loadMappings(trx), lines);
    const refusal = unmappedRefusal(made, mapped);
    if (refusal) throw new ApiError(409, refusal);
    const files = made.map((layout) => layoutFile(layout, id, mapped, settings, weeks));
    if (files.length > 0)
      await trx
        .insertInto('payroll_batch_file')
        .values(
          files.map((f) => ({
            batch_id: id,
            layout: f.layout,
            file_name: f.fileName,
            content: f.content,
            sha256: f.sha256,
            batch_values: JSON.stringify(f.batchValues),
          })),
        )
        .execute();
    if (notMade.length > 0)
      await trx
        .updateTable('payroll_batch')
        .set({ files_not_made: JSON.stringify(notMade) })
        .where('id', '=', id)
        .execute();
    const batch = await findBatch(trx, id, 'all');
    if (!batch) throw new Error(`payroll batch ${id} vanished inside its own transaction`);
    return {
      result: batch,
      audit: {
        action: 'export',
        entity: 'payroll_batch',
        entityId: id,
        before: null,
        after: {
          weekEndingDates: weeks,
          divisionIds: divisions,
          lineCount: batch.lineCount,
          correctionCount: batch.correctionCount,
          totalHours: batch.totalHours,
          files: batch.files,
        },
      },
    };
  });
}
