import { type RawBuilder, sql } from 'kysely';
import { isoUtc } from '../../../../db/iso-utc.ts';
import type { ReportColumn } from '../definition.ts';
import { DEVICE_NAME_SAMPLE } from '../format.ts';
import { PROJECT_GROUP, sumTotals } from '../layout.ts';
import { oneTableReport } from '../report-type.ts';
import { dayText, fullName, projectKey } from '../sql.ts';
import { timecardsInScope } from './timecards.ts';

/** A column of the Timecards screen and where a line's value of it comes from (a column of `t`, or SQL). */
type LineColumn = ReportColumn & { value: string | RawBuilder<unknown> };

/** In the Timecards screen's order; `csvOnly` the ones a printed page has no room for. */
const lineColumns: LineColumn[] = [
  { field: 'fullName', header: 'Name', width: 110, value: fullName('e') },
  { field: 'employeeNumber', header: 'Emp #', width: 42, sample: 'E0000', value: 'e.employee_number' },
  { field: 'payCode', header: 'Pay', width: 30, sample: 'REG', value: 't.hours_type' },
  { field: 'hours', header: 'Hours', width: 40, format: 'number', value: 't.hours' },
  { field: 'day', header: 'Day', width: 48, format: 'date', value: dayText('t.day') },
  {
    field: 'weekEnding',
    header: 'Week Ending',
    width: 60,
    format: 'date',
    csvOnly: true,
    value: dayText('t.week_ending_date'),
  },
  {
    field: 'taskNumber',
    header: 'Task #',
    width: 42,
    sample: '00-000',
    value: sql<string>`coalesce(k.task_number, '')`,
  },
  { field: 'taskName', header: 'Task', width: 85, value: sql<string>`coalesce(k.name, '')` },
  { field: 'projectNumber', header: 'Project #', width: 60, csvOnly: true, value: 'p.project_number' },
  { field: 'device', header: 'Device', width: 60, sample: DEVICE_NAME_SAMPLE, value: 'd.name' },
  { field: 'jobOverride', header: 'Job Override', width: 60, csvOnly: true, value: 't.job_override' },
  { field: 'unionOverride', header: 'Union Override', width: 60, csvOnly: true, value: 't.union_override' },
  { field: 'start', header: 'Start', width: 35, sample: '00:00', value: 't.start_time' },
  { field: 'lunchStart', header: 'Lunch Start', width: 50, csvOnly: true, value: 't.lunch_start_time' },
  { field: 'lunchEnd', header: 'Lunch End', width: 50, csvOnly: true, value: 't.lunch_end_time' },
  { field: 'end', header: 'End', width: 30, sample: '00:00', value: 't.end_time' },
  { field: 'workUnits', header: 'Units', width: 37, format: 'number', value: 't.work_units' },
  {
    field: 'expectationUnits',
    header: 'Expectation Units',
    width: 60,
    format: 'number',
    csvOnly: true,
    value: 't.expectation_units',
  },
  {
    field: 'atJobSite',
    header: 'Work Done at Job Site',
    width: 60,
    csvOnly: true,
    value: 't.work_done_at_job_site',
  },
  { field: 'statusCode', header: 'Status Code', width: 90, value: sql<string>`coalesce(s.display_text, '')` },
  { field: 'payrollNote', header: 'Payroll Note', width: 60, csvOnly: true, value: 't.payroll_note' },
  { field: 'workNote', header: 'Work Note', width: 60, csvOnly: true, value: 't.work_note' },
  {
    field: 'expectationNote',
    header: 'Expectation Note',
    width: 60,
    csvOnly: true,
    value: 't.expectation_note',
  },
  { field: 'attestation', header: 'Attestation', width: 40, value: 't.attestation_status' },
  { field: 'intStatus', header: 'Int Status', width: 60, csvOnly: true, value: 't.int_status' },
  {
    field: 'synced',
    header: 'Synced',
    width: 100,
    format: 'instant',
    value: sql<string | null>`${isoUtc(sql`t.synced_at`)}`,
  },
  {
    field: 'attachment',
    header: 'Attachment',
    width: 50,
    format: 'yesNo',
    csvOnly: true,
    value: 't.has_attachment',
  },
  { field: 'recordId', header: 'Record', width: 46, sample: '000000', value: 't.time_record_id' },
];

/**
 * Type 11: every column of the Timecards screen, one line per timecard line, by project. The CSV
 * has them all; the printed page the ones a reader checks a line by.
 */
export default oneTableReport(
  '11',
  {
    query: (db, request) =>
      timecardsInScope(db, request)
        .leftJoin('status_code as s', 's.id', 't.status_code_id')
        .select([
          ...projectKey(),
          't.id as lineId',
          ...lineColumns.map(({ field, value }) =>
            (typeof value === 'string' ? sql.ref(value) : value).as(field),
          ),
        ]),
    keys: ['project', 'projectId', 'day', 'employeeNumber', 'lineId'],
    groups: [PROJECT_GROUP],
    columns: lineColumns,
    totals: sumTotals(['hours']),
    emptyText: 'No timecards in this period.',
  },
  { landscape: true },
);
