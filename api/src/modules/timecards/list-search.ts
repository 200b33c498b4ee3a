/**
 * Which timecards a list shows: its range of days and the user's divisions, and the searches on its
 * columns (SearchText, through db/search.ts). The same WHERE makes the list's page and count
 * (list-query.ts) and the selection an approval or an export acts on (timecardSelectionWhere).
 */
import {
  APPROVAL_STATES,
  ATTESTATION_FILTER_OPTIONS,
  ATTESTATION_STORED,
  EmployeeWeekMessages,
  ExceptionFilter,
  TimecardSearchField as F,
  type SearchTextEntry,
} from '@tac/contracts';
import { type RawBuilder, sql } from 'kysely';
import { type DivisionScope, inScope } from '../../auth/division-scope.ts';
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
import { EMPLOYEE_SEARCH_TEXT } from '../workforce/index.ts';
import { type EmployeeWeekKey, HELD, inWeeks } from './week-overtime.ts';

export interface ListInput {
  scope: DivisionScope;
  range: DayRange;
  search: readonly SearchTextEntry[] | undefined;
  page: OffsetLimit;
  /** The business time zone: the synced-date search finds the syncs of that zone's calendar day. */
  timeZone: string;
  /**
   * The employee-weeks whose open Overtime exception holds lines of the range back, read before the
   * WHERE is built (withWeekExceptions, week-exceptions.ts) when the Exceptions filter asks for Open:
   * the overtime rules are worked out in TypeScript, not by the database.
   */
  overtimeHeld?: readonly EmployeeWeekKey[];
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
      statuses.add(ATTESTATION_STORED[label]);
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

function timecardFields(
  timeZone: string,
  overtimeHeld: readonly EmployeeWeekKey[] | undefined,
): Record<string, FieldFilter> {
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
    [F.Exceptions]: exceptionsFilter(overtimeHeld),
    [F.Late]: wordsFilter('t.late_state', ['Held', 'Rejected']),
    [F.EmployeeId]: employeeIdFilter,
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

/** A line's own exception not yet resolved, on timecard aliased t. */
const LINE_EXCEPTION_OPEN = sql<boolean>`(t.exception_kinds <> '' and t.exception_resolution = '')`;

/** The Exceptions filter's value is Open (the one that needs the weeks Overtime holds back). */
export const asksOpenExceptions = (search: readonly SearchTextEntry[] | undefined): boolean =>
  (search ?? []).some(
    (entry) =>
      entry.FieldName.toLowerCase() === F.Exceptions.toLowerCase() &&
      entry.Value.trim().toLowerCase() === ExceptionFilter.Open.toLowerCase(),
  );

/**
 * The Exceptions filter (shared/docs/approval.md): Open (an exception not yet resolved: the line's
 * own, or its week's Overtime on a line it holds back, `overtimeHeld`), Resolved, or Blocking: what
 * stands between a week and its close, every pending line not on the Late list.
 */
const exceptionsFilter =
  (overtimeHeld: readonly EmployeeWeekKey[] | undefined): FieldFilter =>
  (value, field) => {
    const option = Object.values(ExceptionFilter).find((o) => o.toLowerCase() === value.toLowerCase());
    if (option === ExceptionFilter.Open) {
      // A caller that skipped withWeekExceptions would silently leave the week's lines out.
      if (!overtimeHeld) throw new Error('The Exceptions filter Open needs the weeks Overtime holds back');
      return sql<boolean>`(${LINE_EXCEPTION_OPEN} or (${HELD} and ${inWeeks(overtimeHeld)}))`;
    }
    if (option === ExceptionFilter.Resolved)
      return sql<boolean>`(t.exception_kinds <> '' and t.exception_resolution <> '')`;
    if (option === ExceptionFilter.Blocking)
      return sql<boolean>`(t.approval_state = 'Pending' and t.late_state = '')`;
    throw new ApiError(
      400,
      `SearchText '${field}' takes ${Object.values(ExceptionFilter).join(', ')}, got '${value}'`,
    );
  };

/** One person's lines: the week by employee unfolds a row with its employee id. */
const employeeIdFilter: FieldFilter = (value) => {
  const id = Number(value.trim());
  if (!/^\d{1,9}$/.test(value.trim()) || id < 1)
    throw new ApiError(400, EmployeeWeekMessages.employeeId(value));
  return sql<boolean>`t.employee_id = ${id}`;
};

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

/**
 * Searches on names, resolved against employees, devices, projects, tasks and status codes
 * (containsVia): repeating those for the count and for the page is what costs, so a list searched
 * by one of them finds its matches once (listTimecards, list-query.ts).
 */
const NAME_SEARCHES: ReadonlySet<string> = new Set(
  [F.Employee, F.DeviceName, F.ProjectNumber, F.TaskName, F.StatusCode].map((f) => f.toLowerCase()),
);

/** The range of days and the divisions a user sees, on the table aliased `alias`. */
export function rangeAndScope(input: Pick<ListInput, 'range' | 'scope'>, alias: string): Condition[] {
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
export function timecardWhere(input: ListInput): {
  where: Condition;
  countedSearches: Condition[] | null;
  searchesNames: boolean;
} {
  const searches = searchConditions(input.search, timecardFields(input.timeZone, input.overtimeHeld));
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

/**
 * The rows a user's list shows for a range and searches, every page: the WHERE on timecard aliased
 * `t` that an approval "of every row matching the filter" acts on. Never reaches beyond the scope.
 */
export function timecardSelectionWhere(input: Omit<ListInput, 'page'>): Condition {
  if (input.scope !== 'all' && input.scope.length === 0) return sql<boolean>`false`;
  return timecardWhere({ ...input, page: { offset: 0, limit: 0 } }).where;
}
