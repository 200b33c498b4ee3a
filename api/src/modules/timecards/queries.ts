import {
  APPROVAL_STATES,
  ATTESTATION_FILTER_OPTIONS,
  ExceptionFilter,
  TimecardSearchField as F,
  type SearchTextEntry,
  type TimecardAttachment,
  type TimecardRecord,
} from '@tac/contracts';
import { type RawBuilder, sql } from 'kysely';
import { type DivisionScope, inScope } from '../../auth/division-scope.ts';
import { type Db, databaseKind, selectValues } from '../../db/database.ts';
import { isoUtcOrEmpty } from '../../db/iso-utc.ts';
import {
  allOf,
  type Condition,
  contains,
  containsLowerVia,
  containsPattern,
  containsVia,
  type FieldFilter,
  fieldKey,
  numberPrefix,
  searchConditions,
} from '../../db/search.ts';
import { ApiError } from '../../http/envelope.ts';
import type { OffsetLimit } from '../../http/paging.ts';
import { type DayRange, parseDay } from '../../http/query-dates.ts';
import { servableRows } from '../../images/servable.ts';
import { EMPLOYEE_SEARCH_TEXT, employeeFullName } from '../workforce/index.ts';

export interface ListInput {
  scope: DivisionScope;
  range: DayRange;
  search: readonly SearchTextEntry[] | undefined;
  page: OffsetLimit;
  /** The business time zone: the synced-date search finds the syncs of that zone's calendar day. */
  timeZone: string;
}

export interface Paged<T> {
  rows: T[];
  totalCount: number;
}

/** The Pay Code search on the table aliased `alias`. */
const payCodeFilter = (alias: string) => contains(`${alias}.hours_type`);

/**
 * The attestation filter on the table aliased `alias`. Its value: the chosen labels joined by a
 * space; 'None' is no status.
 */
const attestationFilter =
  (alias: string): FieldFilter =>
  (value, field) => {
    const statuses = new Set<string>();
    for (const word of value.split(/\s+/).filter(Boolean)) {
      const label = ATTESTATION_FILTER_OPTIONS.find((o) => o.toLowerCase() === word.toLowerCase());
      if (!label) {
        throw new ApiError(
          400,
          `SearchText '${field}' takes ${ATTESTATION_FILTER_OPTIONS.join(', ')} joined by spaces, got '${word}'`,
        );
      }
      statuses.add(label === 'None' ? '' : label);
    }
    return sql<boolean>`${sql.ref(`${alias}.attestation_status`)} in (${sql.join([...statuses])})`;
  };

/**
 * Searches on the columns the database keeps timecard counts by (timecard_day_count, migration
 * 0008), on the table aliased `alias`: a list searched on these alone is counted from the counts.
 */
function countedFields(alias: string): Record<string, FieldFilter> {
  return {
    [F.PayCode]: payCodeFilter(alias),
    [F.Attestation]: attestationFilter(alias),
  };
}

function timecardFields(timeZone: string): Record<string, FieldFilter> {
  return {
    [F.Employee]: containsLowerVia('t.employee_id', 'employee', EMPLOYEE_SEARCH_TEXT),
    [F.DeviceName]: containsVia('t.device_id', 'device', sql<string>`name`),
    [F.ProjectNumber]: containsVia('t.project_id', 'project', sql<string>`project_number`),
    [F.TaskName]: containsVia('t.task_id', 'task', sql<string>`name`),
    [F.PayCode]: payCodeFilter('t'),
    [F.TotalHours]: numberPrefix('t.hours'),
    [F.StartTime]: contains('t.start_time'),
    [F.LunchStart]: contains('t.lunch_start_time'),
    [F.LunchEnd]: contains('t.lunch_end_time'),
    [F.EndTime]: contains('t.end_time'),
    [F.Attestation]: attestationFilter('t'),
    [F.ActualUnits]: numberPrefix('t.work_units'),
    [F.WorkDoneAtJobSite]: contains('t.work_done_at_job_site'),
    [F.JobOverride]: contains('t.job_override'),
    [F.UnionOverride]: contains('t.union_override'),
    [F.Day]: dayFilter,
    [F.ExpUnits]: numberPrefix('t.expectation_units'),
    [F.StatusCode]: containsVia('t.status_code_id', 'status_code', sql<string>`display_text`),
    [F.SyncedDate]: (value, field) => {
      const day = parseDay(value, field);
      return sql<boolean>`(t.synced_at >= (${day}::date)::timestamp at time zone ${timeZone}
        and t.synced_at < (${day}::date + 1)::timestamp at time zone ${timeZone})`;
    },
    [F.WeekEndingDate]: (value, field) => sql<boolean>`t.week_ending_date = ${parseDay(value, field)}::date`,
    [F.IntegrationStatus]: contains('t.int_status'),
    [F.ApprovalState]: wordsFilter('t.approval_state', APPROVAL_STATES),
    [F.Exceptions]: exceptionsFilter,
    [F.Late]: wordsFilter('t.late_state', ['Held', 'Rejected']),
  };
}

/** `column` is one of the words of the value (each one of `options`, any case), joined by spaces. */
const wordsFilter =
  (column: string, options: readonly string[]): FieldFilter =>
  (value, field) => {
    const chosen = new Set<string>();
    for (const word of value.split(/\s+/).filter(Boolean)) {
      const option = options.find((o) => o.toLowerCase() === word.toLowerCase());
      if (!option) {
        throw new ApiError(
          400,
          `SearchText '${field}' takes ${options.join(', ')} joined by spaces, got '${word}'`,
        );
      }
      chosen.add(option);
    }
    return sql<boolean>`${sql.ref(column)} in (${sql.join([...chosen])})`;
  };

/**
 * The Exceptions filter (shared/docs/approval.md): Open (an exception not yet resolved), Resolved,
 * or Blocking: what stands between a week and its close, every pending line not on the Late list.
 */
const exceptionsFilter: FieldFilter = (value, field) => {
  const option = Object.values(ExceptionFilter).find((o) => o.toLowerCase() === value.toLowerCase());
  if (option === ExceptionFilter.Open)
    return sql<boolean>`(t.exception_kinds <> '' and t.exception_resolution = '')`;
  if (option === ExceptionFilter.Resolved)
    return sql<boolean>`(t.exception_kinds <> '' and t.exception_resolution <> '')`;
  if (option === ExceptionFilter.Blocking)
    return sql<boolean>`(t.approval_state = 'Pending' and t.late_state = '')`;
  throw new ApiError(
    400,
    `SearchText '${field}' takes ${Object.values(ExceptionFilter).join(', ')}, got '${value}'`,
  );
};

/**
 * The rows a user's list shows for a range and searches, every page: the WHERE on timecard aliased
 * `t` that an approval "of every row matching the filter" acts on. Never reaches beyond the scope.
 */
export function timecardSelectionWhere(input: Omit<ListInput, 'page'>): Condition {
  if (input.scope !== 'all' && input.scope.length === 0) return sql<boolean>`false`;
  return timecardWhere({ ...input, page: { offset: 0, limit: 0 } }).where;
}

/**
 * Searches on names, resolved against employees, devices, projects, tasks and status codes
 * (containsVia): repeating those for the count and for the page is what costs, so a list searched
 * by one of them finds its matches once (listTimecards).
 */
const NAME_SEARCHES: ReadonlySet<string> = new Set(
  [F.Employee, F.DeviceName, F.ProjectNumber, F.TaskName, F.StatusCode].map((f) => f.toLowerCase()),
);

/** The range of days and the divisions a user sees, on the table aliased `alias`. */
function rangeAndScope(input: ListInput, alias: string): Condition[] {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return [
    sql<boolean>`${column('day')} between ${input.range.from}::date and ${input.range.to}::date`,
    inScope(`${alias}.division_id`, input.scope),
  ];
}

/**
 * The WHERE of the list (range of days, divisions, then the column searches), and when every search
 * is one the counts are kept by, the same searches on the counts (aliased c); else null.
 */
function timecardWhere(input: ListInput): {
  where: Condition;
  countedSearches: Condition[] | null;
  searchesNames: boolean;
} {
  const searches = searchConditions(input.search, timecardFields(input.timeZone));
  const entries = (input.search ?? []).filter((entry) => entry.Value.trim() !== '');
  const searchesNames = entries.some((entry) => NAME_SEARCHES.has(entry.FieldName.toLowerCase()));
  const counted = countedFields('c');
  const countable = entries.every((entry) => fieldKey(counted, entry.FieldName) !== undefined);
  return {
    where: allOf([...rangeAndScope(input, 't'), ...searches]),
    countedSearches: countable ? searchConditions(entries, counted) : null,
    searchesNames,
  };
}

const ORDER = sql`t.day desc, t.employee_id, t.time_record_id, t.id`;

/**
 * The exact number of matches and the ids of the page, as queries. With no column search, or only
 * searches the counts are kept by (Pay Code, attestation status), the count is the sum of the counts
 * the database keeps per division, day, pay code and attestation status (migrations 0006, 0008):
 * ~700 rows for 4 weeks of 5 divisions instead of every timecard in the range; and the page starts
 * on its day.
 */
function countAndPageIds(
  input: ListInput,
  where: Condition,
  countedSearches: Condition[] | null,
): { n: RawBuilder<number>; pageIds: RawBuilder<unknown> } {
  const { offset, limit } = input.page;
  if (!countedSearches) {
    return {
      n: sql<number>`select count(*)::int from timecard t where ${where}`,
      pageIds: sql`select t.id from timecard t where ${where} order by ${ORDER} offset ${offset} limit ${limit}`,
    };
  }
  const counts = allOf([...rangeAndScope(input, 'c'), ...countedSearches]);
  return {
    n: sql<number>`select coalesce(sum(c.n), 0)::int from timecard_day_count c where ${counts}`,
    pageIds: countedPageIds(input, where, counts),
  };
}

/** Where the page's names come from: each looked up on its own, or joined (NAME_JOINS). */
type NameSource = 'lookup' | 'joined';

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
 * fstat through WebAssembly, one a row). Dates are left to the JSON
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
];

/** A page as the JSON text of its rows (TimecardRecord[]), with the exact count of all matches. */
export interface PagedJson {
  rowsJson: string;
  totalCount: number;
}

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
const pageColumnsJson = (pageIds: RawBuilder<unknown>, names: NameSource) => sql<string>`
  select json_build_object(${PAGE_COLUMNS})::text
  from (
    select ${PAGE_VALUES[names]}
    from (${pageIds}) page
    join timecard t on t.id = page.id
    ${names === 'joined' ? NAME_JOINS : sql``}
    left join status_code sc on sc.id = t.status_code_id
    order by ${ORDER}
  ) r`;

/** A row with every field of the contract, in order: each row starts as a copy, so all share one shape. */
const ROW_TEMPLATE: Readonly<Record<string, unknown>> = Object.fromEntries(
  PAGE_FIELD_NAMES.map((name) => [name, null]),
);

/**
 * The rows' JSON (TimecardRecord[]) from the page's columns (pageColumnsJson). Each row is a copy
 * of ROW_TEMPLATE filled in, and JSON.stringify writes them all as one text: quicker, and half the
 * garbage of writing each value out into one concatenated text (its thousands of pieces were most
 * of a call's allocation, and the collections they caused made its slow tail).
 */
function rowsJsonOfColumns(columnsJson: string): string {
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
  return JSON.stringify(rows);
}

/**
 * One page of timecards, as the JSON text of its rows which the route sends as it is, and the exact
 * count of all matching rows. The page comes from the database as one JSON text of its columns:
 * read as 100 rows × 31 values, PGlite's driver copied and decoded each of the 3,100 values apart
 * (a third of the call).
 *
 * The count and the page (countAndPageIds) are apart (shared/docs/toolchain.md: cheaper than count(*) over ())
 * and run at once (selectValues); the page picks its ids from an index in list order. On PGlite, which
 * runs one query at a time, a list searched by names finds its matches once and takes both from
 * them: resolving the names twice (against employees and projects) cost more than sorting what
 * they leave. Other searches (pay code, attestation…) are read from the covering index and
 * may leave most of the range, which costs more to sort than to scan twice. On PostgreSQL the two
 * queries on two connections stay faster.
 */
export async function listTimecards(db: Db, input: ListInput): Promise<PagedJson> {
  if (input.scope !== 'all' && input.scope.length === 0) return { rowsJson: '[]', totalCount: 0 };
  const { where, countedSearches, searchesNames } = timecardWhere(input);
  const { n, pageIds } = countAndPageIds(input, where, countedSearches);
  // A list the counts count has a plan that does not hang on the values: prepared (db/prepared.ts).
  const prepared = countedSearches !== null;
  const found =
    searchesNames && databaseKind(db) === 'pglite'
      ? await countAndPageOfMatches(db, where, input.page)
      : await selectValues(
          db,
          { n, page: pageColumnsJson(pageIds, prepared ? 'joined' : 'lookup') },
          { prepared },
        );
  return { rowsJson: rowsJsonOfColumns(found.page), totalCount: found.n };
}

/**
 * The ids of a page whose matches the counts count (`counts`: their WHERE). The counts tell on which
 * days the page starts and ends and how many matches come before its first day, so only those days
 * are read: a deep page read index entries for every row it skipped, now less than a day's rows;
 * a Pay Code search, whose matches the planner cannot foresee, sorted every match of the range
 * (bench:timecards measures both). An offset past
 * the end finds no first day, so no rows. The page size is written into the text (a few forms):
 * as a parameter, a generic plan guessed 125 rows and cost more than the custom ones, so the
 * prepared statement (listTimecards) was planned again on every call.
 */
function countedPageIds(input: ListInput, where: Condition, counts: Condition): RawBuilder<unknown> {
  const { offset, limit } = input.page;
  return sql`
    with day_totals as (
      select c.day, sum(c.n) as n, (sum(sum(c.n)) over (order by c.day desc))::bigint as running
      from timecard_day_count c where ${counts}
      group by c.day
    ), first_day as (
      select day, running - n as before from day_totals where running > ${offset} order by day desc limit 1
    ), last_day as (
      select min(day) as day from day_totals where running - n < ${offset + limit}
    )
    select t.id from timecard t
    where ${where} and t.day <= (select day from first_day) and t.day >= (select day from last_day)
    order by ${ORDER}
    offset (select ${offset} - before from first_day) limit ${sql.lit(limit)}`;
}

/** The count and the page, both taken from the matches found once (see listTimecards). */
async function countAndPageOfMatches(
  db: Db,
  where: Condition,
  { offset, limit }: OffsetLimit,
): Promise<{ n: number; page: string }> {
  const { rows } = await sql<{ n: number; page: string }>`
    with matched as materialized (
      select t.id, t.day, t.employee_id, t.time_record_id from timecard t where ${where}
    )
    select (select count(*)::int from matched) as n,
      (${pageColumnsJson(sql`select t.id from matched t order by ${ORDER} offset ${offset} limit ${limit}`, 'lookup')}) as page`.execute(
    db,
  );
  return rows[0] as { n: number; page: string };
}

/** Whether the record (time record id on a device) exists in a division the user sees. */
async function recordVisible(
  db: Db,
  scope: DivisionScope,
  timeRecordId: number,
  deviceId: number,
): Promise<boolean> {
  if (scope !== 'all' && scope.length === 0) return false;
  const row = await db
    .selectFrom('timecard')
    .select('id')
    .where('time_record_id', '=', timeRecordId)
    .where('device_id', '=', deviceId)
    .where(inScope('division_id', scope))
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

export const RECORD_NOT_FOUND = 'The time record was not found';

/** Bytes as base64 (pg gives a Buffer, PGlite a Uint8Array). */
export function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

/**
 * A record's attachment images, checked by content again on the way out: anything that is not a
 * PNG, JPEG or WebP within the pixel limit is never served (images/servable.ts). A record the user
 * may not see is a 404, the same answer as a record that does not exist.
 */
export async function recordAttachments(
  db: Db,
  scope: DivisionScope,
  timeRecordId: number,
  deviceId: number,
): Promise<TimecardAttachment[]> {
  if (!(await recordVisible(db, scope, timeRecordId, deviceId))) throw new ApiError(404, RECORD_NOT_FOUND);
  const rows = await db
    .selectFrom('timecard_attachment')
    .select(['name', 'content'])
    .where('time_record_id', '=', timeRecordId)
    .where('device_id', '=', deviceId)
    .orderBy('id')
    .execute();
  return (await servableRows(rows, (r) => r.content)).map((r) => ({
    attachmentName: r.name,
    attachmentContent: toBase64(r.content),
  }));
}

export interface AttestationSource {
  timeRecordId: number;
  deviceId: number;
  status: string;
  language: string;
  reasons: string[];
  employeeNumber: string;
  fullName: string;
  projectNumber: string;
  projectName: string;
  taskNumber: string;
  taskName: string;
  deviceName: string;
  day: string;
  weekEndingDate: string;
  /** ISO instant in UTC; blank when never synced. */
  syncedAt: string;
  lines: {
    hoursType: string;
    hours: number;
    startTime: string;
    lunchStartTime: string;
    lunchEndTime: string;
    endTime: string;
  }[];
}

/** What the attestation PDF shows; 404 when the record is not visible or has no attestation. */
export async function attestationSource(
  db: Db,
  scope: DivisionScope,
  timeRecordId: number,
  deviceId: number,
): Promise<AttestationSource> {
  if (!(await recordVisible(db, scope, timeRecordId, deviceId))) throw new ApiError(404, RECORD_NOT_FOUND);
  const rows = await db
    .selectFrom('timecard as t')
    .innerJoin('employee as e', 'e.id', 't.employee_id')
    .innerJoin('project as p', 'p.id', 't.project_id')
    .innerJoin('device as d', 'd.id', 't.device_id')
    .leftJoin('task as k', 'k.id', 't.task_id')
    .select([
      't.attestation_status as status',
      't.attestation_language as language',
      't.attestation_reasons as reasons',
      'e.employee_number as employeeNumber',
      employeeFullName('e').as('fullName'),
      'p.project_number as projectNumber',
      'p.name as projectName',
      sql<string>`coalesce(k.task_number, '')`.as('taskNumber'),
      sql<string>`coalesce(k.name, '')`.as('taskName'),
      'd.name as deviceName',
      sql<string>`to_char(t.day, 'YYYY-MM-DD')`.as('day'),
      sql<string>`to_char(t.week_ending_date, 'YYYY-MM-DD')`.as('weekEndingDate'),
      // An instant (ISO, UTC) as the list sends it: the PDF writes it in the business time zone.
      isoUtcOrEmpty(sql`t.synced_at`).as('syncedAt'),
      't.hours_type as hoursType',
      't.hours',
      't.start_time as startTime',
      't.lunch_start_time as lunchStartTime',
      't.lunch_end_time as lunchEndTime',
      't.end_time as endTime',
    ])
    .where('t.time_record_id', '=', timeRecordId)
    .where('t.device_id', '=', deviceId)
    .orderBy('t.id')
    .execute();
  const first = rows.find((r) => r.status !== '');
  if (!first) throw new ApiError(404, 'This time record has no attestation');
  return {
    timeRecordId,
    deviceId,
    status: first.status,
    language: first.language,
    reasons: first.reasons.split(',').filter(Boolean),
    employeeNumber: first.employeeNumber,
    fullName: first.fullName,
    projectNumber: first.projectNumber,
    projectName: first.projectName,
    taskNumber: first.taskNumber,
    taskName: first.taskName,
    deviceName: first.deviceName,
    day: first.day,
    weekEndingDate: first.weekEndingDate,
    syncedAt: first.syncedAt,
    lines: rows.map((r) => ({
      hoursType: r.hoursType,
      hours: r.hours,
      startTime: r.startTime,
      lunchStartTime: r.lunchStartTime,
      lunchEndTime: r.lunchEndTime,
      endTime: r.endTime,
    })),
  };
}

/**
 * The Day column's search. 'YYYY-MM-DD', or a whole day as the screen writes it (MM/DD, MM/DD/YY,
 * MM/DD/YYYY; one-digit month or day too), finds that day; other text is searched in the day as
 * shown (MM/DD/YY). A whole day is not searched as text: '11/26' is in '11/11/26' too.
 */
function dayFilter(value: string): RawBuilder<boolean> {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return sql<boolean>`t.day = ${parseDay(value, F.Day)}::date`;
  const [, month = '', day = '', year] = /^(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?$/.exec(value) ?? [];
  if (!(Number(month) >= 1 && Number(month) <= 12 && Number(day) >= 1 && Number(day) <= 31)) {
    return sql<boolean>`to_char(t.day, 'MM/DD/YY') like ${containsPattern(value)}`;
  }
  const monthDay = `${month.padStart(2, '0')}/${day.padStart(2, '0')}`;
  if (year === undefined) return sql<boolean>`to_char(t.day, 'MM/DD') = ${monthDay}`;
  const format = year.length === 2 ? 'MM/DD/YY' : 'MM/DD/YYYY';
  return sql<boolean>`to_char(t.day, ${format}) = ${`${monthDay}/${year}`}`;
}
