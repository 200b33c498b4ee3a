import { sql } from 'kysely';
import type { ReportDefinition } from '../definition.ts';
import { DEVICE_NAME_SAMPLE, decimal } from '../format.ts';
import { reportType } from '../report-type.ts';
import { dayText, fullName, inPeriod, projectInScope, projectLabel } from '../sql.ts';

/**
 * Type 11: every column of the Timecards screen, one line per timecard line, by project. The CSV
 * has them all; the printed page the ones a reader checks a line by.
 */
const definition: ReportDefinition = {
  ...reportType('11'),
  landscape: true,
  parts: [
    {
      query: (db, request) =>
        db
          .selectFrom('timecard as t')
          .innerJoin('project as p', 'p.id', 't.project_id')
          .innerJoin('employee as e', 'e.id', 't.employee_id')
          .innerJoin('device as d', 'd.id', 't.device_id')
          .leftJoin('task as k', 'k.id', 't.task_id')
          .leftJoin('status_code as s', 's.id', 't.status_code_id')
          .select([
            projectLabel('p').as('project'),
            'p.id as projectId',
            'p.project_number as projectNumber',
            dayText('t.day').as('day'),
            dayText('t.week_ending_date').as('weekEnding'),
            't.id as lineId',
            't.time_record_id as recordId',
            'e.employee_number as employeeNumber',
            fullName('e').as('fullName'),
            't.hours_type as payCode',
            't.hours',
            sql<string>`coalesce(k.task_number, '')`.as('taskNumber'),
            sql<string>`coalesce(k.name, '')`.as('taskName'),
            'd.name as device',
            't.job_override as jobOverride',
            't.union_override as unionOverride',
            't.start_time as start',
            't.lunch_start_time as lunchStart',
            't.lunch_end_time as lunchEnd',
            't.end_time as end',
            't.work_units as workUnits',
            't.expectation_units as expectationUnits',
            't.work_done_at_job_site as atJobSite',
            sql<string>`coalesce(s.display_text, '')`.as('statusCode'),
            't.payroll_note as payrollNote',
            't.work_note as workNote',
            't.expectation_note as expectationNote',
            't.attestation_status as attestation',
            't.int_status as intStatus',
            sql<string | null>`to_char(t.synced_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as(
              'synced',
            ),
            't.has_attachment as attachment',
          ])
          .where(projectInScope(request, 't.project_id'))
          .where(inPeriod(request, 't.day')),
      keys: ['project', 'projectId', 'day', 'employeeNumber', 'lineId'],
      groups: [{ field: 'project', label: 'Project' }],
      columns: [
        { field: 'fullName', header: 'Name', width: 110 },
        { field: 'employeeNumber', header: 'Emp #', width: 42, sample: 'E0000' },
        { field: 'payCode', header: 'Pay', width: 30, sample: 'REG' },
        { field: 'hours', header: 'Hours', width: 40, format: 'number' },
        { field: 'day', header: 'Day', width: 48, format: 'date' },
        { field: 'weekEnding', header: 'Week Ending', width: 60, format: 'date', csvOnly: true },
        { field: 'taskNumber', header: 'Task #', width: 42, sample: '00-000' },
        { field: 'taskName', header: 'Task', width: 85 },
        { field: 'projectNumber', header: 'Project #', width: 60, csvOnly: true },
        { field: 'device', header: 'Device', width: 60, sample: DEVICE_NAME_SAMPLE },
        { field: 'jobOverride', header: 'Job Override', width: 60, csvOnly: true },
        { field: 'unionOverride', header: 'Union Override', width: 60, csvOnly: true },
        { field: 'start', header: 'Start', width: 35, sample: '00:00' },
        { field: 'lunchStart', header: 'Lunch Start', width: 50, csvOnly: true },
        { field: 'lunchEnd', header: 'Lunch End', width: 50, csvOnly: true },
        { field: 'end', header: 'End', width: 30, sample: '00:00' },
        { field: 'workUnits', header: 'Units', width: 37, format: 'number' },
        {
          field: 'expectationUnits',
          header: 'Expectation Units',
          width: 60,
          format: 'number',
          csvOnly: true,
        },
        { field: 'atJobSite', header: 'Work Done at Job Site', width: 60, csvOnly: true },
        { field: 'statusCode', header: 'Status Code', width: 90 },
        { field: 'payrollNote', header: 'Payroll Note', width: 60, csvOnly: true },
        { field: 'workNote', header: 'Work Note', width: 60, csvOnly: true },
        { field: 'expectationNote', header: 'Expectation Note', width: 60, csvOnly: true },
        { field: 'attestation', header: 'Attestation', width: 40 },
        { field: 'intStatus', header: 'Int Status', width: 60, csvOnly: true },
        { field: 'synced', header: 'Synced', width: 100, format: 'instant' },
        { field: 'attachment', header: 'Attachment', width: 50, format: 'yesNo', csvOnly: true },
        { field: 'recordId', header: 'Record', width: 46, sample: '000000' },
      ],
      totals: { sum: ['hours'], cells: ({ sums }) => ({ hours: decimal(sums.hours ?? 0) }) },
      emptyText: 'No timecards in this period.',
    },
  ],
};
export default definition;
