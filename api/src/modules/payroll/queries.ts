import type {
  PayrollBatch,
  PayrollBatchLine,
  PayrollBatchState,
  PayrollBatchTotals,
  PayrollLayout,
  PayrollLineSort,
} from '@tac/contracts';
import { sql } from 'kysely';
import { type DivisionScope, everyDivisionInScope } from '../../auth/division-scope.ts';
import type { Db } from '../../db/database.ts';
import { isoUtc } from '../../db/iso-utc.ts';
import type { OffsetLimit } from '../../http/paging.ts';

const batchColumns = sql`b.id, ${isoUtc(sql`b.created_at`)} as "createdAt",
  coalesce(cu.user_name, '') as "createdBy",
  (select coalesce(array_agg(to_char(w, 'YYYY-MM-DD') order by w), '{}') from unnest(b.week_ending_dates) w)
    as "weekEndingDates",
  b.division_ids as "divisionIds", b.state, b.line_count as "lineCount",
  b.correction_count as "correctionCount", b.total_hours::float8 as "totalHours",
  (select coalesce(json_agg(json_build_object('layout', f.layout, 'fileName', f.file_name, 'sha256', f.sha256,
      'batchValues', coalesce(f.batch_values, '[]'::jsonb)) order by f.layout), '[]')
    from payroll_batch_file f where f.batch_id = b.id) as files,
  coalesce(b.files_not_made, '[]'::jsonb) as "notMade",
  case when b.processed_at is null then null else ${isoUtc(sql`b.processed_at`)} end as "processedAt",
  coalesce(pu.user_name, '') as "processedBy", b.payroll_batch_number as "payrollBatchNumber",
  b.result_file_name as "resultFileName", b.rejected_count as "rejectedCount",
  case when b.cancelled_at is null then null else ${isoUtc(sql`b.cancelled_at`)} end as "cancelledAt",
  coalesce(xu.user_name, '') as "cancelledBy", b.cancel_reason as "cancelReason"`;

const batchFrom = sql`payroll_batch b
  left join app_user cu on cu.id = b.created_by
  left join app_user pu on pu.id = b.processed_by
  left join app_user xu on xu.id = b.cancelled_by`;

/** JSON columns come back as text from one driver and parsed from the other. */
function parsed(row: PayrollBatch): PayrollBatch {
  const json = <T>(value: T): T => (typeof value === 'string' ? JSON.parse(value) : value);
  return { ...row, files: json(row.files), notMade: json(row.notMade) };
}

export async function findBatch(db: Db, id: number, scope: DivisionScope): Promise<PayrollBatch | undefined> {
  const { rows } = await sql<PayrollBatch>`select ${batchColumns} from ${batchFrom}
    where b.id = ${id} and ${everyDivisionInScope('b.division_ids', scope)}`.execute(db);
  return rows[0] && parsed(rows[0]);
}

/** Batches the caller may see, newest first, one page and the count. */
export async function listBatches(
  db: Db,
  scope: DivisionScope,
  state: PayrollBatchState | undefined,
  page: OffsetLimit,
): Promise<{ rows: PayrollBatch[]; totalCount: number }> {
  const where = sql<boolean>`${everyDivisionInScope('b.division_ids', scope)} and ${state ? sql`b.state = ${state}` : sql`true`}`;
  const { rows: counted } = await sql<{ n: number }>`select count(*)::int as n from payroll_batch b
    where ${where}`.execute(db);
  const { rows } =
    page.limit > 0
      ? await sql<PayrollBatch>`select ${batchColumns} from ${batchFrom} where ${where}
          order by b.created_at desc, b.id desc offset ${page.offset} limit ${page.limit}`.execute(db)
      : { rows: [] };
  return { rows: rows.map(parsed), totalCount: counted[0]?.n ?? 0 };
}

/** A batch line (payroll_batch_line aliased l) as PayrollBatchLine. */
export const batchLineColumns = sql`l.seq, l.timecard_id as "timecardId",
  l.kind, l.division_id as "divisionId", l.employee_number as "employeeNumber",
  l.employee_name as "employeeName", l.project_number as "projectNumber", l.task_number as "taskNumber",
  to_char(l.day, 'YYYY-MM-DD') as day, to_char(l.week_ending_date, 'YYYY-MM-DD') as "weekEndingDate",
  l.pay_code as "payCode", l.hours::float8 as hours, l.previous_batch_id as "previousBatchId",
  l.previous_task_number as "previousTaskNumber", l.previous_pay_code as "previousPayCode",
  l.previous_hours::float8 as "previousHours", l.rejected_reason as "rejectedReason"`;

/** What a line filter keeps (payroll_batch_line aliased l): the text in its employee, project, task or pay code. */
function lineFilter(filter: string | undefined) {
  const text = filter?.trim().toLowerCase() ?? '';
  if (!text) return sql<boolean>`true`;
  return sql<boolean>`strpos(lower(l.employee_number || ' ' || l.employee_name || ' ' || l.project_number
    || ' ' || l.task_number || ' ' || l.pay_code), ${text}) > 0`;
}

/** Each order the lines can be read in, the batch's own (seq) last so rows never swap between pages. */
const LINE_ORDER: Readonly<Record<PayrollLineSort, string>> = {
  seq: 'l.seq',
  employee: 'l.employee_number',
  day: 'l.day',
  project: 'l.project_number',
  payCode: 'l.pay_code',
  hours: 'l.hours',
};

export interface BatchLinesQuery {
  rejectedOnly?: boolean | undefined;
  filter?: string | undefined;
  sort?: PayrollLineSort | undefined;
  descending?: boolean | undefined;
}

/**
 * A batch's lines, in its order or the one asked for, those the filter keeps or only those payroll's
 * result file rejected (the caller has checked the batch is theirs).
 */
export async function batchLines(
  db: Db,
  batchId: number,
  page: OffsetLimit,
  query: BatchLinesQuery = {},
): Promise<{ rows: PayrollBatchLine[]; totalCount: number }> {
  const where = sql`l.batch_id = ${batchId} ${query.rejectedOnly ? sql`and l.rejected_reason is not null` : sql``}
    and ${lineFilter(query.filter)}`;
  const direction = query.descending ? sql`desc` : sql`asc`;
  const order = sql`${sql.ref(LINE_ORDER[query.sort ?? 'seq'])} ${direction}, l.seq ${direction}`;
  const { rows } = await sql<
    PayrollBatchLine & { total: number }
  >`select ${batchLineColumns}, count(*) over ()::int as total
    from payroll_batch_line l where ${where}
    order by ${order} offset ${page.offset} limit ${Math.min(page.limit, 2_000_000_000)}`.execute(db);
  const { rows: counted } =
    rows.length > 0 || page.offset === 0
      ? { rows: [{ n: rows[0]?.total ?? 0 }] }
      : await sql<{ n: number }>`select count(*)::int as n from payroll_batch_line l
          where ${where}`.execute(db);
  return {
    rows: rows.map(({ total: _total, ...line }) => line),
    totalCount: counted[0]?.n ?? 0,
  };
}

/** The lines the filter keeps, totalled, and by employee and by pay code (each by its number or code). */
export async function batchTotals(db: Db, batchId: number, filter?: string): Promise<PayrollBatchTotals> {
  const where = sql`l.batch_id = ${batchId} and ${lineFilter(filter)}`;
  const totals = sql`count(*)::int as lines, count(*) filter (where l.kind = 'Correction')::int as corrections,
    coalesce(sum(l.hours), 0)::float8 as hours`;
  const { rows: all } = await sql<Pick<PayrollBatchTotals, 'lines' | 'corrections' | 'hours'>>`
    select ${totals} from payroll_batch_line l where ${where}`.execute(db);
  const { rows: byEmployee } = await sql<PayrollBatchTotals['byEmployee'][number]>`
    select l.employee_number as "employeeNumber", min(l.employee_name) as "employeeName", ${totals}
    from payroll_batch_line l where ${where} group by l.employee_number order by l.employee_number`.execute(
    db,
  );
  const { rows: byPayCode } = await sql<PayrollBatchTotals['byPayCode'][number]>`
    select l.pay_code as "payCode", ${totals}
    from payroll_batch_line l where ${where} group by l.pay_code order by l.pay_code`.execute(db);
  return { ...(all[0] ?? { lines: 0, corrections: 0, hours: 0 }), byEmployee, byPayCode };
}

/** A batch's stored file in a layout, as it was made. */
export async function batchFile(
  db: Db,
  batchId: number,
  layout: PayrollLayout,
): Promise<{ fileName: string; content: Uint8Array; sha256: string } | undefined> {
  return db
    .selectFrom('payroll_batch_file')
    .select(['file_name as fileName', 'content', 'sha256'])
    .where('batch_id', '=', batchId)
    .where('layout', '=', layout)
    .executeTakeFirst();
}
