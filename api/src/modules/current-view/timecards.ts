import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isoUtc } from '../../db/iso-utc.ts';
import type { CsvSqlColumn } from '../../http/csv-lines.ts';
import { timecardSelectionWhere, timecardsWithNames } from '../timecards/index.ts';
import { employeeFullName } from '../workforce/index.ts';

/**
 * The timecard list's current view: every line its filter shows (the same WHERE an approval of
 * "every matching row" acts on), read by line id; its lines made by the database (http/csv-lines.ts),
 * as a year of lines runs to millions.
 */
export function timecardCsvQuery(
  db: Db,
  /** The list's input, its weeks' exceptions read (withWeekExceptions). */
  input: Parameters<typeof timecardSelectionWhere>[0],
) {
  return timecardsWithNames(db)
    .leftJoin('status_code as sc', 'sc.id', 't.status_code_id')
    .select('t.id')
    .where(timecardSelectionWhere(input));
}

export const TIMECARD_CSV_KEY = sql<number>`t.id`;

/**
 * A number as JavaScript writes it: PostgreSQL's float text is the same shortest form, but for
 * negative zero, which adding zero turns positive.
 */
const number = (column: string) => sql`${sql.ref(column)} + 0`;

/** The list's columns, in its order, and the approval and export columns beside them. */
export const TIMECARD_CSV_COLUMNS: readonly CsvSqlColumn[] = [
  { header: 'Line Id', sql: sql`t.id` },
  { header: 'Day', sql: sql`to_char(t.day, 'YYYY-MM-DD')` },
  { header: 'Week Ending', sql: sql`to_char(t.week_ending_date, 'YYYY-MM-DD')` },
  { header: 'Employee Number', sql: sql`e.employee_number` },
  { header: 'Employee', sql: employeeFullName('e') },
  { header: 'Device', sql: sql`d.name` },
  { header: 'Project', sql: sql`p.project_number` },
  { header: 'Task Code', sql: sql`k.task_number` },
  { header: 'Task Name', sql: sql`k.name` },
  { header: 'Pay Code', sql: sql`t.hours_type` },
  { header: 'Total Hours', sql: number('t.hours') },
  { header: 'Start', sql: sql`t.start_time` },
  { header: 'Lunch Start', sql: sql`t.lunch_start_time` },
  { header: 'Lunch End', sql: sql`t.lunch_end_time` },
  { header: 'End', sql: sql`t.end_time` },
  { header: 'Attestation', sql: sql`t.attestation_status` },
  { header: 'Actual Units', sql: number('t.work_units') },
  { header: 'Exp Units', sql: number('t.expectation_units') },
  { header: 'Job Override', sql: sql`t.job_override` },
  { header: 'Union Override', sql: sql`t.union_override` },
  { header: 'Work Done At Job Site', sql: sql`t.work_done_at_job_site` },
  { header: 'Status Code', sql: sql`sc.display_text` },
  { header: 'Synced (UTC)', sql: isoUtc(sql`t.synced_at`) },
  { header: 'Integration Status', sql: sql`case when t.int_status = '' then 'New' else t.int_status end` },
  { header: 'Approval', sql: sql`t.approval_state` },
  { header: 'Exceptions', sql: sql`replace(t.exception_kinds, ',', ' ')` },
  { header: 'Late', sql: sql`t.late_state` },
  { header: 'Correction Reason', sql: sql`t.correction_reason` },
];
