import type { SearchTextEntry } from '@tac/contracts';
import { sql } from 'kysely';
import type { DivisionScope } from '../../auth/division-scope.ts';
import type { Db } from '../../db/database.ts';
import type { CsvColumn, KeysetKey } from '../../http/csv-stream.ts';
import type { DayRange } from '../../http/query-dates.ts';
import { timecardSelectionWhere } from '../timecards/index.ts';
import { employeeFullName } from '../workforce/index.ts';

/**
 * The timecard list's current view: every line its filter shows (the same WHERE an approval of
 * "every matching row" acts on), read by line id.
 */
export function timecardCsvQuery(
  db: Db,
  input: { scope: DivisionScope; range: DayRange; search: readonly SearchTextEntry[]; timeZone: string },
) {
  return db
    .selectFrom('timecard as t')
    .innerJoin('employee as e', 'e.id', 't.employee_id')
    .innerJoin('project as p', 'p.id', 't.project_id')
    .innerJoin('device as d', 'd.id', 't.device_id')
    .leftJoin('task as k', 'k.id', 't.task_id')
    .leftJoin('status_code as sc', 'sc.id', 't.status_code_id')
    .select([
      't.id',
      sql<string>`to_char(t.day, 'YYYY-MM-DD')`.as('day'),
      sql<string>`to_char(t.week_ending_date, 'YYYY-MM-DD')`.as('weekEndingDate'),
      'e.employee_number as employeeNumber',
      employeeFullName('e').as('employeeName'),
      'd.name as deviceName',
      'p.project_number as projectNumber',
      sql<string>`coalesce(k.task_number, '')`.as('taskNumber'),
      sql<string>`coalesce(k.name, '')`.as('taskName'),
      't.hours_type as payCode',
      't.hours',
      't.start_time as startTime',
      't.lunch_start_time as lunchStartTime',
      't.lunch_end_time as lunchEndTime',
      't.end_time as endTime',
      't.attestation_status as attestationStatus',
      't.work_units as workUnits',
      't.expectation_units as expectationUnits',
      't.job_override as jobOverride',
      't.union_override as unionOverride',
      't.work_done_at_job_site as workDoneAtJobSite',
      sql<string>`coalesce(sc.display_text, '')`.as('statusCode'),
      sql<string>`coalesce(to_char(t.synced_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), '')`.as(
        'syncedAt',
      ),
      sql<string>`case when t.int_status = '' then 'New' else t.int_status end`.as('intStatus'),
      't.approval_state as approvalState',
      't.exception_kinds as exceptions',
      't.late_state as lateState',
      't.correction_reason as correctionReason',
    ])
    .where(timecardSelectionWhere(input));
}

type Row = Awaited<ReturnType<ReturnType<typeof timecardCsvQuery>['execute']>>[number];

export const TIMECARD_CSV_KEYS: readonly KeysetKey<Row>[] = [{ sql: sql`t.id`, of: (r) => r.id }];

/** The list's columns, in its order, and the approval and export columns beside them. */
export const TIMECARD_CSV_COLUMNS: readonly CsvColumn<Row>[] = [
  { header: 'Line Id', value: (r) => r.id },
  { header: 'Day', value: (r) => r.day },
  { header: 'Week Ending', value: (r) => r.weekEndingDate },
  { header: 'Employee Number', value: (r) => r.employeeNumber },
  { header: 'Employee', value: (r) => r.employeeName },
  { header: 'Device', value: (r) => r.deviceName },
  { header: 'Project', value: (r) => r.projectNumber },
  { header: 'Task Code', value: (r) => r.taskNumber },
  { header: 'Task Name', value: (r) => r.taskName },
  { header: 'Pay Code', value: (r) => r.payCode },
  { header: 'Total Hours', value: (r) => r.hours },
  { header: 'Start', value: (r) => r.startTime },
  { header: 'Lunch Start', value: (r) => r.lunchStartTime },
  { header: 'Lunch End', value: (r) => r.lunchEndTime },
  { header: 'End', value: (r) => r.endTime },
  { header: 'Attestation', value: (r) => r.attestationStatus },
  { header: 'Actual Units', value: (r) => r.workUnits },
  { header: 'Exp Units', value: (r) => r.expectationUnits },
  { header: 'Job Override', value: (r) => r.jobOverride },
  { header: 'Union Override', value: (r) => r.unionOverride },
  { header: 'Work Done At Job Site', value: (r) => r.workDoneAtJobSite },
  { header: 'Status Code', value: (r) => r.statusCode },
  { header: 'Synced (UTC)', value: (r) => r.syncedAt },
  { header: 'Integration Status', value: (r) => r.intStatus },
  { header: 'Approval', value: (r) => r.approvalState },
  { header: 'Exceptions', value: (r) => r.exceptions.replaceAll(',', ' ') },
  { header: 'Late', value: (r) => r.lateState },
  { header: 'Correction Reason', value: (r) => r.correctionReason },
];
