import { sql } from 'kysely';
import type { ReportColumn, ReportGroup, ReportPart } from '../definition.ts';
import { DEVICE_NAME_SAMPLE } from '../format.ts';
import { countOf, payCodeColumns, sumTotals } from '../layout.ts';
import {
  dayText,
  employeeLabel,
  fullName,
  hoursByPayCode,
  inPeriod,
  PAY_CODES,
  projectInScope,
  projectKey,
  taskKey,
  taskLabel,
} from '../sql.ts';
import { issueNotesInScope, timecardsInScope } from './timecards.ts';

/**
 * The tables the daily job and GC reports (2, 3, 5, 8, 15, 16) are made of, each grouped by
 * project and day, and by foreman device between them when `byForeman`: the crews' timecards,
 * the hours by task, issue notes, daily details and the day's T&M vouchers.
 */

/** Project, then foreman device when asked, then day: every part of one report groups alike. */
export function dailyGroups(byForeman: boolean): ReportGroup[] {
  return [
    {
      field: 'project',
      label: 'Project',
      heading: (row) => (row.gc ? `GC: ${row.gc}` : 'no GC on file'),
    },
    ...(byForeman
      ? [
          {
            field: 'device',
            label: 'Foreman Device',
            heading: (row: Record<string, unknown>) =>
              row.foreman ? `Foreman: ${row.foreman}` : 'no foreman assigned',
          },
        ]
      : []),
    { field: 'day', label: 'Day', format: 'date' as const },
  ];
}

/** The keys the groups above order by, with the ids that make equal labels distinct. */
const groupKeys = (byForeman: boolean) =>
  byForeman ? ['project', 'projectId', 'device', 'deviceId', 'day'] : ['project', 'projectId', 'day'];

/** The fields of those groups, for a part whose rows are of device `d` (foreman `f`) on `dayColumn`. */
const dailyKey = (dayColumn: string) => [
  ...projectKey(),
  sql<string | null>`p.gc`.as('gc'),
  sql<string>`d.name`.as('device'),
  sql<number>`d.id`.as('deviceId'),
  fullName('f').as('foreman'),
  dayText(dayColumn).as('day'),
];

const hourColumns = payCodeColumns(32, 38);

/** Types 2 and 5: one line per employee's time record: task, hours by pay code, units, notes. */
export function crewTimecards(byForeman: boolean): ReportPart {
  return {
    title: 'Timecards',
    query: (db, request) =>
      timecardsInScope(db, request)
        .leftJoin('employee as f', 'f.id', 'd.employee_id')
        .select([
          ...dailyKey('t.day'),
          employeeLabel('e').as('employee'),
          't.time_record_id as recordId',
          taskLabel('k').as('taskCode'),
          ...hoursByPayCode(),
          sql<number | null>`max(t.work_units)::float8`.as('units'),
          sql<string>`max(t.work_note)`.as('notes'),
        ])
        .groupBy(['p.id', 'd.id', 'f.id', 't.day', 'e.id', 't.time_record_id', 'k.id']),
    keys: [...groupKeys(byForeman), 'employee', 'recordId'],
    groups: dailyGroups(byForeman),
    columns: [
      ...(byForeman ? [] : [{ field: 'device', header: 'Device', width: 90, sample: DEVICE_NAME_SAMPLE }]),
      { field: 'employee', header: 'Employee', width: 110 },
      { field: 'taskCode', header: 'Task Code', width: 90 },
      ...hourColumns,
      { field: 'units', header: 'Units', width: 34, format: 'number' },
      { field: 'notes', header: 'Work Notes', width: 120 },
    ],
    totals: sumTotals([...PAY_CODES, 'hours', 'units']),
    emptyText: 'No timecards in this period.',
  };
}

/** Types 3, 8, 15 and 16: the crew size and hours of each task code. */
export function hoursByTask(byForeman: boolean): ReportPart {
  return {
    title: 'Manpower and hours by task',
    query: (db, request) =>
      timecardsInScope(db, request)
        .leftJoin('employee as f', 'f.id', 'd.employee_id')
        .select([
          ...projectKey(),
          'p.gc',
          ...(byForeman
            ? [
                'd.name as device' as const,
                'd.id as deviceId' as const,
                sql<string>`max(${fullName('f')})`.as('foreman'),
              ]
            : []),
          dayText('t.day').as('day'),
          ...taskKey(),
          sql<number>`count(distinct t.employee_id)::int`.as('manpower'),
          ...hoursByPayCode(),
        ])
        .$if(byForeman, (q) => q.groupBy(['d.id']))
        .groupBy(['p.id', 't.day', 'k.id']),
    keys: [...groupKeys(byForeman), 'taskCode', 'taskId'],
    groups: dailyGroups(byForeman),
    columns: [
      { field: 'taskCode', header: 'Task Code', width: 150 },
      { field: 'manpower', header: 'Manpower', width: 50, format: 'count' },
      ...hourColumns,
    ],
    totals: sumTotals([...PAY_CODES, 'hours']),
    emptyText: 'No hours in this period.',
  };
}

/** Types 2, 3, 5, 8 and 16: the issues the crews noted, with the hours they lost. */
export function issueNotes(byForeman: boolean): ReportPart {
  return {
    title: 'Issue notes',
    query: (db, request) =>
      issueNotesInScope(db, request)
        .leftJoin('employee as f', 'f.id', 'd.employee_id')
        .select([
          ...dailyKey('n.note_date'),
          'n.id as noteId',
          'n.issue_note as note',
          sql<string>`coalesce(s.display_text, '')`.as('statusCode'),
          'n.lost_hours as lostHours',
        ]),
    keys: [...groupKeys(byForeman), 'noteId'],
    groups: dailyGroups(byForeman),
    columns: [
      ...(byForeman ? [] : [{ field: 'device', header: 'Device', width: 110, sample: DEVICE_NAME_SAMPLE }]),
      { field: 'note', header: 'Issue', width: 230 },
      { field: 'statusCode', header: 'Status Code', width: 90 },
      { field: 'lostHours', header: 'Lost Hours', width: 55, format: 'number' },
    ],
    totals: sumTotals(['lostHours']),
    emptyText: 'No issue notes in this period.',
  };
}

/**
 * The daily details: weather and visitors (GC reports), and with `full` the inspections and
 * equipment hours too (daily job reports, type 15's inspections).
 */
export function dailyDetails(byForeman: boolean, content: 'weather' | 'inspections' | 'full'): ReportPart {
  const columns: ReportColumn[] = [
    ...(byForeman ? [] : [{ field: 'device', header: 'Device', width: 100, sample: DEVICE_NAME_SAMPLE }]),
    { field: 'weather', header: 'Weather', width: 70 },
    { field: 'visitors', header: 'Subs / Visitors', width: 90 },
  ];
  if (content !== 'weather')
    columns.push(
      { field: 'inspection', header: 'Inspection', width: 170 },
      { field: 'initial', header: 'By', width: 30 },
    );
  if (content === 'full')
    columns.push(
      { field: 'equipment', header: 'Equipment', width: 95 },
      { field: 'productive', header: 'Productive', width: 55, format: 'number' },
      { field: 'idle', header: 'Idle', width: 35, format: 'number' },
    );
  return {
    title:
      content === 'weather'
        ? 'Weather'
        : content === 'inspections'
          ? 'Weather and inspections'
          : 'Daily details',
    query: (db, request) =>
      db
        .selectFrom('daily_detail as x')
        .innerJoin('project as p', 'p.id', 'x.project_id')
        .innerJoin('device as d', 'd.id', 'x.device_id')
        .leftJoin('employee as f', 'f.id', 'd.employee_id')
        .select([
          ...dailyKey('x.detail_date'),
          'x.id as detailId',
          'x.weather',
          'x.subs_or_visitors as visitors',
          'x.inspection_description as inspection',
          'x.inspection_initial as initial',
          'x.equipment_description as equipment',
          'x.productive_hours as productive',
          'x.idle_hours as idle',
        ])
        .where(projectInScope(request, 'x.project_id'))
        .where(inPeriod(request, 'x.detail_date')),
    keys: [...groupKeys(byForeman), 'detailId'],
    groups: dailyGroups(byForeman),
    columns,
    ...(content === 'full' ? { totals: sumTotals(['productive', 'idle']) } : {}),
    emptyText: 'No daily details in this period.',
  };
}

/** Type 16: the day's T&M vouchers (their latest revision): number, version, signed. */
export function dayVouchers(): ReportPart {
  return {
    title: 'T&M vouchers',
    query: (db, request) =>
      db
        .selectFrom('tm_voucher as v')
        .innerJoin('project as p', 'p.id', 'v.project_id')
        .innerJoin('device as d', 'd.id', 'v.device_id')
        .innerJoin('task as k', 'k.id', 'v.task_id')
        .select([
          ...projectKey(),
          'p.gc',
          dayText('v.created_date').as('day'),
          'v.voucher_number as voucherNumber',
          'v.id as voucherId',
          'v.version',
          taskLabel('k').as('taskCode'),
          'd.name as device',
          'v.has_signature as signed',
        ])
        .where(projectInScope(request, 'v.project_id'))
        .where(inPeriod(request, 'v.created_date')),
    keys: [...groupKeys(false), 'voucherNumber', 'voucherId'],
    groups: dailyGroups(false),
    columns: [
      { field: 'voucherNumber', header: 'Voucher', width: 80 },
      { field: 'version', header: 'Version', width: 45, format: 'count' },
      { field: 'taskCode', header: 'Task Code', width: 140 },
      { field: 'device', header: 'Device', width: 120, sample: DEVICE_NAME_SAMPLE },
      { field: 'signed', header: 'Signed', width: 45, format: 'yesNo' },
    ],
    totals: {
      sum: [],
      cells: ({ count }) => ({ voucherNumber: countOf(count, 'voucher') }),
    },
    emptyText: 'No T&M vouchers in this period.',
  };
}
