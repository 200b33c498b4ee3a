import {
  ATTESTATION_FILTER_OPTIONS,
  TimecardSearchField as F,
  type SearchTextEntry,
  type TimecardAttachment,
  type TimecardRecord,
} from '@tac/contracts';
import { sql } from 'kysely';
import { type Db, selectValues } from '../../db/database.ts';
import { containsPattern } from '../../db/paged.ts';
import { ApiError } from '../../http/envelope.ts';
import type { OffsetLimit } from '../../http/paging.ts';
import { checkImage } from './image-content.ts';
import { type DayRange, parseDay } from './query-dates.ts';
import {
  allOf,
  type Condition,
  contains,
  containsLowerVia,
  containsVia,
  type FieldFilter,
  numberPrefix,
  searchConditions,
} from './search.ts';

/** The divisions a user sees ('all', or ids; an empty list sees nothing). */
export type Scope = 'all' | readonly number[];

export interface ListInput {
  scope: Scope;
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

/** Value of the attestation filter: the chosen labels joined by a space; 'None' is no status. */
function attestationFilter(value: string, field: string): Condition {
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
  return sql<boolean>`t.attestation_status in (${sql.join([...statuses])})`;
}

function timecardFields(timeZone: string): Record<string, FieldFilter> {
  return {
    [F.Employee]: containsLowerVia('t.employee_id', 'employee', 'search_text'),
    [F.DeviceName]: containsVia('t.device_id', 'device', sql<string>`name`),
    [F.ProjectNumber]: containsVia('t.project_id', 'project', sql<string>`project_number`),
    [F.TaskName]: containsVia('t.task_id', 'task', sql<string>`name`),
    [F.PayCode]: contains('t.hours_type'),
    [F.TotalHours]: numberPrefix('t.hours'),
    [F.StartTime]: contains('t.start_time'),
    [F.LunchStart]: contains('t.lunch_start_time'),
    [F.LunchEnd]: contains('t.lunch_end_time'),
    [F.EndTime]: contains('t.end_time'),
    [F.Attestation]: attestationFilter,
    [F.ActualUnits]: numberPrefix('t.work_units'),
    [F.WorkDoneAtJobSite]: contains('t.work_done_at_job_site'),
    [F.JobOverride]: contains('t.job_override'),
    [F.UnionOverride]: contains('t.union_override'),
    // 'YYYY-MM-DD' finds that day; other text is searched in the day as shown (MM/DD/YY) or as MM/DD/YYYY.
    [F.Day]: (value) =>
      /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? sql<boolean>`t.day = ${parseDay(value, F.Day)}::date`
        : sql<boolean>`(to_char(t.day, 'MM/DD/YY') like ${containsPattern(value)}
            or to_char(t.day, 'MM/DD/YYYY') like ${containsPattern(value)})`,
    [F.ExpUnits]: numberPrefix('t.expectation_units'),
    [F.StatusCode]: containsVia('t.status_code_id', 'status_code', sql<string>`display_text`),
    [F.SyncedDate]: (value, field) => {
      const day = parseDay(value, field);
      return sql<boolean>`(t.synced_at >= (${day}::date)::timestamp at time zone ${timeZone}
        and t.synced_at < (${day}::date + 1)::timestamp at time zone ${timeZone})`;
    },
    [F.WeekEndingDate]: (value, field) => sql<boolean>`t.week_ending_date = ${parseDay(value, field)}::date`,
    [F.IntegrationStatus]: contains('t.int_status'),
  };
}

/** The WHERE of the list: range of days, divisions, then the column searches. */
function timecardWhere(input: ListInput): Condition {
  const conditions: Condition[] = [
    sql<boolean>`t.day between ${input.range.from}::date and ${input.range.to}::date`,
  ];
  if (input.scope !== 'all') conditions.push(sql<boolean>`t.division_id in (${sql.join([...input.scope])})`);
  conditions.push(...searchConditions(input.search, timecardFields(input.timeZone)));
  return allOf(conditions);
}

const ORDER = sql`t.day desc, t.employee_id, t.time_record_id, t.id`;

/**
 * One page of timecards and the exact count of all matching rows: the count apart from the page
 * (TOOLCHAIN.md: cheaper than count(*) over ()), both at once (selectValues). The page picks its
 * ids from the covering index, joins names for those rows only, and comes back as one JSON array:
 * read as 100 rows × 31 columns, PGlite's driver copied and decoded each of the 3,100 values apart
 * (a third of the call).
 */
export async function listTimecards(db: Db, input: ListInput): Promise<Paged<TimecardRecord>> {
  if (input.scope !== 'all' && input.scope.length === 0) return { rows: [], totalCount: 0 };
  const where = timecardWhere(input);
  const count = sql<number>`select count(*)::int from timecard t where ${where}`;
  const page =
    input.page.limit === 0
      ? sql<TimecardRecord[]>`'[]'::json`
      : sql<TimecardRecord[]>`
    with page as (
      select t.id from timecard t where ${where}
      order by ${ORDER} offset ${input.page.offset} limit ${input.page.limit}
    )
    select coalesce(json_agg(json_build_object(
      'fullName', e.first_name || ' ' || e.last_name,
      'hoursType', t.hours_type,
      'hours', t.hours,
      'employeeNumber', e.employee_number,
      'deviceEmpID', t.employee_id,
      'taskName', coalesce(k.name, ''),
      'taskNumber', coalesce(k.task_number, ''),
      'projectNumber', p.project_number,
      'jobOverride', t.job_override,
      'unionOverride', t.union_override,
      'day', to_char(t.day, 'YYYY-MM-DD'),
      'timeRecordID', t.time_record_id,
      'expectationUnits', t.expectation_units,
      'workUnits', t.work_units,
      'deviceID', t.device_id,
      'workDoneAtJobSite', t.work_done_at_job_site,
      'weekEndingDate', to_char(t.week_ending_date, 'YYYY-MM-DD'),
      'userSyncOnlineDateTime',
        coalesce(to_char(t.synced_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), ''),
      'submittedDeviceName', d.name,
      'payrollNote', t.payroll_note,
      'workNote', t.work_note,
      'expectationNote', t.expectation_note,
      'isAttachmentAdded', t.has_attachment,
      'intStatus', t.int_status,
      'fieldStatusDescription', coalesce(s.display_text, ''),
      'startTime', t.start_time,
      'endTime', t.end_time,
      'lunchStartTime', t.lunch_start_time,
      'lunchEndTime', t.lunch_end_time,
      'attestationStatus', t.attestation_status,
      'attachmentURI', case when t.attestation_status = '' then ''
        else 'Attestation_' || t.time_record_id || '_' || t.device_id || '.pdf' end
    ) order by ${ORDER}), '[]') as page
    from page
    join timecard t on t.id = page.id
    join employee e on e.id = t.employee_id
    join project p on p.id = t.project_id
    join device d on d.id = t.device_id
    left join task k on k.id = t.task_id
    left join status_code s on s.id = t.status_code_id`;
  const found = await selectValues(db, { n: count, page });
  return { rows: found.page, totalCount: found.n };
}

/** Whether the record (time record id on a device) exists in a division the user sees. */
async function recordVisible(db: Db, scope: Scope, timeRecordId: number, deviceId: number): Promise<boolean> {
  if (scope !== 'all' && scope.length === 0) return false;
  const row = await db
    .selectFrom('timecard')
    .select('id')
    .where('time_record_id', '=', timeRecordId)
    .where('device_id', '=', deviceId)
    .$if(scope !== 'all', (q) => q.where('division_id', 'in', scope as number[]))
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
 * PNG, JPEG or WebP within the size limit is never served. A record the user may not see is a 404,
 * the same answer as a record that does not exist.
 */
export async function recordAttachments(
  db: Db,
  scope: Scope,
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
  return rows
    .filter((r) => checkImage(r.content).ok)
    .map((r) => ({ attachmentName: r.name, attachmentContent: toBase64(r.content) }));
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
  scope: Scope,
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
      sql<string>`e.first_name || ' ' || e.last_name`.as('fullName'),
      'p.project_number as projectNumber',
      'p.name as projectName',
      sql<string>`coalesce(k.task_number, '')`.as('taskNumber'),
      sql<string>`coalesce(k.name, '')`.as('taskName'),
      'd.name as deviceName',
      sql<string>`to_char(t.day, 'YYYY-MM-DD')`.as('day'),
      sql<string>`to_char(t.week_ending_date, 'YYYY-MM-DD')`.as('weekEndingDate'),
      sql<string>`coalesce(to_char(t.synced_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"'), '')`.as(
        'syncedAt',
      ),
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
