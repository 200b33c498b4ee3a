import {
  PAYROLL_LAYOUTS,
  type PayrollBatch,
  type PayrollBatchLine,
  type PayrollBatchPreview,
  type PayrollBatchRequest,
  PayrollMessages,
} from '@tac/contracts';
import { sql } from 'kysely';
import { type DivisionScope, divisionsOutsideScope, inScope } from '../../auth/division-scope.ts';
import { auditedWrite, type Trx } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { lockedPayCodes } from '../reference/index.ts';
import { layoutFile } from './layouts.ts';
import { batchLineColumns, findBatch } from './queries.ts';
import type { VistaSettings } from './vista-settings.ts';

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

/** What a batch of `input` would take now, counted; nothing is written. */
export async function previewBatch(
  db: Db,
  input: PayrollBatchRequest,
  scope: DivisionScope,
): Promise<PayrollBatchPreview> {
  checkDivisions(input.divisionIds, scope);
  const { rows } = await sql<PayrollBatchPreview>`select
      count(*) filter (where ${exportable} and t.int_status <> 'Changed')::int as lines,
      count(*) filter (where ${exportable} and t.int_status = 'Changed')::int as corrections,
      coalesce(sum(t.hours) filter (where ${exportable}), 0)::float8 as "totalHours",
      count(*) filter (where t.approval_state <> 'Approved' and t.late_state <> 'Rejected')::int as "notApproved",
      count(*) filter (where t.int_status = 'Error')::int as "inError"
    from timecard t where ${chosen(input)}`.execute(db);
  return rows[0] ?? { lines: 0, corrections: 0, totalHours: 0, notApproved: 0, inError: 0 };
}

/**
 * Takes the lines, snapshots them and counts them into the batch in one statement, and gives the
 * snapshot in the batch's order (its files are made from it). Each line is taken by an UPDATE whose
 * WHERE reads its Integration Status: a batch made at the same time waits on the line's row lock and
 * then re-reads the line, finds it Exported and leaves it, so no line is ever in two batches. A line
 * that an earlier batch sent goes as a correction carrying what that batch sent: the latest batch not
 * cancelled whose result file did not reject it (what payroll holds).
 */
async function takeLines(trx: Trx, batchId: number, input: PayrollBatchRequest): Promise<PayrollBatchLine[]> {
  // Tens of thousands of rows written once: compiling the plan (JIT) costs more than it saves, and
  // the sort into the batch's order fits in memory.
  await sql`set local jit = off`.execute(trx);
  await sql`set local work_mem = '64MB'`.execute(trx);
  const { rows } = await sql<PayrollBatchLine>`with taken as (
      update timecard t set int_status = 'Exported', payroll_batch_id = ${batchId}
      where ${chosen(input)} and ${exportable}
      returning t.id, t.division_id, t.employee_id, t.project_id, t.task_id, t.day, t.week_ending_date,
        t.hours_type, t.hours
    ), described as (
      select k.*, e.employee_number, e.last_name || ', ' || e.first_name as employee_name,
        p.project_number, coalesce(ta.task_number, '') as task_number,
        prev.batch_id as prev_batch, prev.task_number as prev_task, prev.pay_code as prev_pay,
        prev.hours as prev_hours
      from taken k
      join employee e on e.id = k.employee_id
      join project p on p.id = k.project_id
      left join task ta on ta.id = k.task_id
      left join lateral (
        select l.batch_id, l.task_number, l.pay_code, l.hours from payroll_batch_line l
        join payroll_batch b on b.id = l.batch_id and b.state <> 'Cancelled'
        where l.timecard_id = k.id and l.rejected_reason is null order by l.batch_id desc limit 1
      ) prev on true
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
    select ${batchLineColumns} from inserted l order by l.seq`.execute(trx);
  return rows;
}

/**
 * No payroll file carries a code payroll does not know: a batch with lines whose pay code the Pay
 * Code List does not hold (inactive codes are held) is refused whole, each code named with its
 * lines, and rolls back (shared/docs/payroll-export.md "Pay codes").
 */
function refuseUnknownPayCodes(
  lines: readonly PayrollBatchLine[],
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
 * the caller's, else 404), with its files in every layout (Vista's under `vista`'s company, group and
 * sequence); none to take, or a line whose pay code is unknown, is a 409 and writes nothing.
 */
export async function createBatch(
  db: Db,
  userId: number,
  input: PayrollBatchRequest,
  scope: DivisionScope,
  vista: VistaSettings,
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
    const files = PAYROLL_LAYOUTS.map((layout) => layoutFile(layout, id, lines, vista));
    await trx
      .insertInto('payroll_batch_file')
      .values(
        files.map((f) => ({
          batch_id: id,
          layout: f.layout,
          file_name: f.fileName,
          content: f.content,
          sha256: f.sha256,
        })),
      )
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
