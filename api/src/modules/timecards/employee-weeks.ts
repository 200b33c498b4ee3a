/**
 * The payroll week by employee (shared/docs/overtime.md): one row a person's week among the weeks
 * the timecard list's filters touch: the whole week's hours (every division's: overtime law counts
 * every hour), split as the devices sent them and as the division's overtime rule set works them
 * out, and the states of its lines in the caller's divisions, the ones the caller may act on (their
 * approval, attestation and whether the signed attestation is on file).
 */
import {
  ATTESTATION_FILTER_OPTIONS,
  ATTESTATION_STORED,
  type EmployeeWeek,
  type OvertimeRuleSetId,
  WEEK_ATTESTATION_COUNTS,
} from '@tac/contracts';
import { type RawBuilder, sql } from 'kysely';
import { inScope } from '../../auth/division-scope.ts';
import type { Db } from '../../db/database.ts';
import { signedAttestationOnFile } from '../field/index.ts';
import { employeeFullName } from '../workforce/index.ts';
import type { Paged } from './list-query.ts';
import { type ListInput, timecardWhere } from './list-search.ts';
import { withWeekExceptions } from './week-exceptions.ts';
import {
  type EmployeeWeekOvertime,
  HELD,
  KEPT,
  weekKeysQuery,
  weekKeyText,
  weekOvertimes,
} from './week-overtime.ts';

type WeekRow = Omit<
  EmployeeWeek,
  | 'overtimeRuleSet'
  | 'days'
  | 'sent'
  | 'workedOut'
  | 'sentDays'
  | 'workedOutDays'
  | 'overtime'
  | 'differingDays'
  | 'overtimeResolution'
  | 'notSigned'
> & {
  /** Lines an open Overtime exception would hold back that have no open exception of their own. */
  heldClear: number;
};

/** A count of the week's lines (aliased t) for each attestation status, under its field's name. */
const ATTESTATION_COUNTS = sql.join(
  ATTESTATION_FILTER_OPTIONS.map(
    (status) =>
      sql`(count(*) filter (where t.attestation_status = ${sql.lit(ATTESTATION_STORED[status])}))::int
        as ${sql.id(WEEK_ATTESTATION_COUNTS[status].field)}`,
  ),
);

/** The order of employee-weeks: newest week first, then by name. */
const WEEK_ORDER = sql`m.week_ending_date desc, lower(e.last_name), lower(e.first_name), e.id`;

/** The employee-weeks with a line matching the list's range, divisions and searches (aliased m). */
const matchedWeeks = (input: ListInput) =>
  sql`select distinct t.employee_id, t.week_ending_date from timecard t where ${timecardWhere(input).where}`;

/**
 * The rows of the employee-weeks `keys` names (a query of employee_id, week_ending_date and ord,
 * their order), each summing the person's whole week: overtime is a matter of the week, so the
 * filters pick the weeks, never the hours they hold.
 */
async function weekRows(db: Db, keys: RawBuilder<unknown>, input: ListInput): Promise<EmployeeWeek[]> {
  const { rows } = await sql<WeekRow>`
    with page as (${keys})
    select p.employee_id as "employeeId", e.employee_number as "employeeNumber",
      ${employeeFullName('e')} as "fullName", to_char(p.week_ending_date, 'YYYY-MM-DD') as "weekEndingDate",
      h.*, w.*
    from page p
    join employee e on e.id = p.employee_id
    cross join lateral (
      select coalesce(sum(t.hours) filter (where t.premium_for_id is not null and ${KEPT}), 0)::float8 as "premiumHours",
        -- Over every division's lines: applying the split may correct any of them.
        coalesce(bool_and(coalesce(pp.closed, false)), false) as "periodClosed"
      from timecard t
        left join pay_period pp on pp.division_id = t.division_id and pp.week_ending_date = t.week_ending_date
      where t.employee_id = p.employee_id and t.week_ending_date = p.week_ending_date
    ) h
    cross join lateral (
      select array_agg(distinct t.hours_type order by t.hours_type) as "payCodes",
        count(*)::int as lines,
        (count(*) filter (where t.approval_state = 'Pending'))::int as pending,
        (count(*) filter (where t.approval_state = 'Approved'))::int as approved,
        (count(*) filter (where t.approval_state = 'Rejected'))::int as rejected,
        (count(*) filter (where t.exception_kinds <> '' and t.exception_resolution = ''))::int as "openExceptions",
        (count(*) filter (where ${HELD} and not (t.exception_kinds <> '' and t.exception_resolution = '')))::int
          as "heldClear",
        ${ATTESTATION_COUNTS},
        (count(*) filter (where ${signedAttestationOnFile('t')}))::int as signed
      from timecard t
      where t.employee_id = p.employee_id and t.week_ending_date = p.week_ending_date
        and ${inScope('t.division_id', input.scope)}
    ) w
    order by p.ord`.execute(db);
  const overtime = await weekOvertimes(db, weekKeysQuery(rows));
  return rows.map(({ heldClear, ...row }) => {
    const week = overtime.get(weekKeyText(row.employeeId, row.weekEndingDate)) as EmployeeWeekOvertime;
    return {
      ...row,
      overtimeRuleSet: week.ruleSetId as OvertimeRuleSetId,
      days: week.days,
      sent: week.sent,
      workedOut: week.workedOut,
      sentDays: week.sentDays,
      workedOutDays: week.workedOutDays,
      overtime: week.state,
      differingDays: week.differingDays,
      overtimeResolution: week.resolution,
      // The rest of its lines, counted here: a second filter in the query would probe each line again.
      notSigned: row.lines - row.signed,
      // The lines the line list shows with Overtime open, as its Exceptions filter finds them.
      openExceptions: row.openExceptions + (week.state === 'Open' ? heldClear : 0),
    };
  });
}

const noScope = (input: ListInput) => input.scope !== 'all' && input.scope.length === 0;

/** A page of the employee-weeks the list's range and searches touch, and how many there are. */
export async function listEmployeeWeeks(db: Db, asked: ListInput): Promise<Paged<EmployeeWeek>> {
  if (noScope(asked)) return { rows: [], totalCount: 0 };
  const input = await withWeekExceptions(db, asked);
  const { offset, limit } = input.page;
  const count = sql<{ n: number }>`select count(*)::int as n from (${matchedWeeks(input)}) m`;
  const page = sql`select m.employee_id, m.week_ending_date, row_number() over (order by ${WEEK_ORDER}) as ord
    from (${matchedWeeks(input)}) m join employee e on e.id = m.employee_id
    order by ${WEEK_ORDER} offset ${offset} limit ${limit}`;
  const [rows, counted] = await Promise.all([weekRows(db, page, input), count.execute(db)]);
  return { rows, totalCount: counted.rows[0]?.n ?? 0 };
}

/** How many employee-weeks a CSV reads at a time. */
const CSV_PAGE = 500;

/**
 * Every employee-week the list's range and searches touch, in the list's order, a page at a time:
 * which weeks is read once, at the start, so weeks added meanwhile neither shift nor repeat a row.
 */
export async function* employeeWeekPages(db: Db, asked: ListInput): AsyncGenerator<EmployeeWeek[]> {
  if (noScope(asked)) return;
  const input = await withWeekExceptions(db, asked);
  const { rows: keys } = await sql<{ employee_id: number; week_ending_date: string }>`
    select m.employee_id, to_char(m.week_ending_date, 'YYYY-MM-DD') as week_ending_date
    from (${matchedWeeks(input)}) m join employee e on e.id = m.employee_id
    order by ${WEEK_ORDER}`.execute(db);
  for (let start = 0; start < keys.length; start += CSV_PAGE) {
    const chunk = keys.slice(start, start + CSV_PAGE);
    const page = sql`select k.employee_id, k.week_ending_date, k.ord
      from unnest(${sql.val(chunk.map((k) => k.employee_id))}::integer[],
        ${sql.val(chunk.map((k) => k.week_ending_date))}::date[]) with ordinality as k (employee_id, week_ending_date, ord)`;
    yield await weekRows(db, page, input);
  }
}
