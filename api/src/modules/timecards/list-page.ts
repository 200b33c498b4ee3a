/**
 * The list's page as the contract's rows (TimecardRecord): each field as SQL, read from the database
 * as one JSON text of columns and turned into the JSON text of its rows.
 */
import type { TimecardRecord } from '@tac/contracts';
import { type RawBuilder, sql } from 'kysely';
import { isoUtcOrEmpty } from '../../db/iso-utc.ts';
import { employeeFullName } from '../workforce/index.ts';

/** The list's order, for its page ids and for the page's rows. */
export const LIST_ORDER = sql`t.day desc, t.employee_id, t.time_record_id, t.id`;

/** Where the page's names come from: each looked up on its own, or joined (NAME_JOINS). */
export type NameSource = 'lookup' | 'joined';

/**
 * A name of the page's row from `table`, by the row's `key`: `(select column from table where id =
 * t.key)`, or when joined the column of the table's alias in NAME_JOINS.
 */
const nameOf =
  (table: string, alias: string, key: string, column: (alias: string) => RawBuilder<unknown>) =>
  (source: NameSource) =>
    source === 'joined'
      ? column(alias)
      : sql`(select ${column('x')} from ${sql.table(table)} x where x.id = ${sql.ref(`t.${key}`)})`;

const columnOf = (name: string) => (alias: string) => sql.ref(`${alias}.${name}`);
const employeeName = nameOf('employee', 'e', 'employee_id', employeeFullName);
const employeeNumber = nameOf('employee', 'e', 'employee_id', columnOf('employee_number'));
const taskName = nameOf('task', 'tk', 'task_id', columnOf('name'));
const taskNumber = nameOf('task', 'tk', 'task_id', columnOf('task_number'));
const projectNumber = nameOf('project', 'p', 'project_id', columnOf('project_number'));
const deviceName = nameOf('device', 'd', 'device_id', columnOf('name'));

const NAME_JOINS = sql`left join employee e on e.id = t.employee_id
    left join task tk on tk.id = t.task_id
    left join project p on p.id = t.project_id
    left join device d on d.id = t.device_id`;

/**
 * The page's fields as the contract names them (TimecardRecord), in its order, for each name
 * source. Joined tables cost the planner more than the page's lookups cost to run, so a query
 * planned on every call looks names up; a prepared one (planned once) joins them, which runs
 * faster on PGlite (an employee or task row read once for its two columns). The status code is joined either way (sc): its table is so small that the
 * planner scanned it whole for each row, and every scan asks the file for its size (PGlite: an
 * fstat through WebAssembly, one a row); the line's pay period (pp) is joined too, for the same
 * reason. Dates are left to the JSON
 * encoding, which writes them as YYYY-MM-DD whatever the server's DateStyle, and cheaper than
 * to_char.
 */
const pageFields = (names: NameSource): readonly (readonly [keyof TimecardRecord, RawBuilder<unknown>])[] => [
  ['fullName', employeeName(names)],
  ['hoursType', sql`t.hours_type`],
  ['hours', sql`t.hours`],
  ['employeeNumber', employeeNumber(names)],
  ['deviceEmpID', sql`t.employee_id`],
  ['taskName', sql`coalesce(${taskName(names)}, '')`],
  ['taskNumber', sql`coalesce(${taskNumber(names)}, '')`],
  ['projectNumber', projectNumber(names)],
  ['jobOverride', sql`t.job_override`],
  ['unionOverride', sql`t.union_override`],
  ['day', sql`t.day`],
  ['timeRecordID', sql`t.time_record_id`],
  ['expectationUnits', sql`t.expectation_units`],
  ['workUnits', sql`t.work_units`],
  ['deviceID', sql`t.device_id`],
  ['workDoneAtJobSite', sql`t.work_done_at_job_site`],
  ['weekEndingDate', sql`t.week_ending_date`],
  ['userSyncOnlineDateTime', isoUtcOrEmpty(sql`t.synced_at`)],
  ['submittedDeviceName', deviceName(names)],
  ['payrollNote', sql`t.payroll_note`],
  ['workNote', sql`t.work_note`],
  ['expectationNote', sql`t.expectation_note`],
  ['isAttachmentAdded', sql`t.has_attachment`],
  ['intStatus', sql`t.int_status`],
  // Looked up for a line in Error alone (a handful): the rejecting batch is its latest with a reason.
  [
    'payrollRejectedReason',
    sql`case when t.int_status = 'Error' then coalesce((
      select bl.rejected_reason from payroll_batch_line bl
      where bl.timecard_id = t.id and bl.rejected_reason is not null
      order by bl.batch_id desc limit 1), '') else '' end`,
  ],
  ['fieldStatusDescription', sql`coalesce(sc.display_text, '')`],
  ['startTime', sql`t.start_time`],
  ['endTime', sql`t.end_time`],
  ['lunchStartTime', sql`t.lunch_start_time`],
  ['lunchEndTime', sql`t.lunch_end_time`],
  ['attestationStatus', sql`t.attestation_status`],
  [
    'attachmentURI',
    sql`case when t.attestation_status = '' then ''
      else 'Attestation_' || t.time_record_id || '_' || t.device_id || '.pdf' end`,
  ],
  ['lineId', sql`t.id`],
  ['approvalState', sql`t.approval_state`],
  ['approvalReason', sql`t.approval_reason`],
  ['exceptions', sql`string_to_array(t.exception_kinds, ',')`],
  ['exceptionResolution', sql`t.exception_resolution`],
  ['lateState', sql`t.late_state`],
  ['correctionReason', sql`t.correction_reason`],
  ['original', sql`t.original`],
  // Corrected by the office on a line the employee had attested (shared/docs/approval.md).
  ['changedAfterAttestation', sql`(t.original is not null and t.attestation_status <> '')`],
  ['premiumForLineId', sql`t.premium_for_id`],
  // A closed period locks its lines: the screen offers no correction or resolution on them.
  ['periodClosed', sql`coalesce(pp.closed, false)`],
];

// Built once: the page's SQL is the same on every call but for its ids.
const pageValues = (names: NameSource) =>
  sql.join(pageFields(names).map(([name, value]) => sql`${value} as ${sql.id(name)}`));
const PAGE_VALUES = { lookup: pageValues('lookup'), joined: pageValues('joined') };
const PAGE_FIELD_NAMES = pageFields('lookup').map(([name]) => name);
const PAGE_COLUMNS = sql.join(
  PAGE_FIELD_NAMES.map((name) => sql`${sql.lit(name)}, json_agg(r.${sql.id(name)})`),
);

/**
 * The page for the ids `pageIds` yields, in list order, as one JSON text of its columns
 * ({"fullName": [...], "hoursType": [...], ...}; each null for an empty page). A column is one
 * json_agg, which looks its value type up once; a JSON object per row looked the types up for
 * every field of every row, thousands of times a page, a large share of the call on both databases.
 */
export const pageColumnsJson = (pageIds: RawBuilder<unknown>, names: NameSource) => sql<string>`
  select json_build_object(${PAGE_COLUMNS})::text
  from (
    select ${PAGE_VALUES[names]}
    from (${pageIds}) page
    join timecard t on t.id = page.id
    ${names === 'joined' ? NAME_JOINS : sql``}
    left join status_code sc on sc.id = t.status_code_id
    left join pay_period pp on pp.division_id = t.division_id and pp.week_ending_date = t.week_ending_date
    order by ${LIST_ORDER}
  ) r`;

/** A row with every field of the contract, in order: each row starts as a copy, so all share one shape. */
const ROW_TEMPLATE: Readonly<Record<string, unknown>> = Object.fromEntries(
  PAGE_FIELD_NAMES.map((name) => [name, null]),
);

/**
 * The rows (TimecardRecord[]) from the page's columns (pageColumnsJson). Each row is a copy of
 * ROW_TEMPLATE filled in, and JSON.stringify writes them all as one text: quicker, and half the
 * garbage of writing each value out into one concatenated text (its thousands of pieces were most
 * of a call's allocation, and the collections they caused made its slow tail).
 */
export function rowsOfColumns(columnsJson: string): TimecardRecord[] {
  const columns = JSON.parse(columnsJson) as Record<string, unknown[] | null>;
  const values = PAGE_FIELD_NAMES.map((name) => columns[name] ?? []);
  const rows = new Array<Record<string, unknown>>(values[0]?.length ?? 0);
  for (let row = 0; row < rows.length; row++) {
    const record = { ...ROW_TEMPLATE };
    for (let field = 0; field < PAGE_FIELD_NAMES.length; field++) {
      record[PAGE_FIELD_NAMES[field] as string] = (values[field] as unknown[])[row];
    }
    rows[row] = record;
  }
  return rows as unknown as TimecardRecord[];
}
