/**
 * The payroll week by employee (shared/docs/overtime.md): one row a person's week among the weeks
 * the timecard list's filters touch, with the whole week's hours in the caller's divisions, split
 * as the devices sent them (each pay code's "counts as") and as the division's overtime rule set
 * works them out.
 */
import { type EmployeeWeek, type OvertimeRuleSetId, overtimeRuleSet, workOutWeek } from '@tac/contracts';
import { type RawBuilder, sql } from 'kysely';
import { inScope } from '../../auth/division-scope.ts';
import type { Db } from '../../db/database.ts';
import { employeeFullName } from '../workforce/index.ts';
import type { Paged } from './list-query.ts';
import { type ListInput, timecardWhere } from './list-search.ts';

type WeekRow = Omit<EmployeeWeek, 'workedOut' | 'overtimeRuleSet'> & { overtimeRuleSet: string };

/** Not sent back to the field: neither rejected nor rejected from the Late list. */
const KEPT = sql`t.approval_state <> 'Rejected' and t.late_state <> 'Rejected'`;
/** Hours that count as work: kept, and not a meal premium, which is pay for a missed break. */
const WORKED = sql`t.premium_for_id is null and ${KEPT}`;

const hoursWhere = (condition: RawBuilder<unknown>) =>
  sql`coalesce(sum(t.hours) filter (where ${condition}), 0)::float8`;

/** Worked hours whose pay code counts as `countsAs` (a code the list does not hold counts as regular). */
const sentAs = (countsAs: string) =>
  hoursWhere(sql`${WORKED} and coalesce(pc.counts_as, 'Regular') = ${countsAs}`);

/** Worked hours of each day of the week ending `p.week_ending_date`, its first day first. */
const DAYS = sql`array[${sql.join(
  [0, 1, 2, 3, 4, 5, 6].map((i) =>
    hoursWhere(sql`${WORKED} and t.day = p.week_ending_date - ${sql.lit(6 - i)}`),
  ),
)}]`;

/**
 * A page of the employee-weeks that have a line matching the list's range, divisions and searches,
 * newest week first and then by name, and how many there are. Each row sums the person's whole
 * week (every day of it, in the caller's divisions): overtime is a matter of the week, so the
 * filters pick the weeks, never the hours they hold.
 */
export async function listEmployeeWeeks(db: Db, input: ListInput): Promise<Paged<EmployeeWeek>> {
  if (input.scope !== 'all' && input.scope.length === 0) return { rows: [], totalCount: 0 };
  const { where } = timecardWhere(input);
  const { offset, limit } = input.page;
  const { rows } = await sql<WeekRow & { totalCount: number }>`
    with matched as materialized (
      select distinct t.employee_id, t.week_ending_date from timecard t where ${where}
    ), page as (
      select m.employee_id, m.week_ending_date, e.last_name, e.first_name
      from matched m join employee e on e.id = m.employee_id
      order by m.week_ending_date desc, lower(e.last_name), lower(e.first_name), e.id
      offset ${offset} limit ${limit}
    )
    select p.employee_id as "employeeId", e.employee_number as "employeeNumber",
      ${employeeFullName('e')} as "fullName", to_char(p.week_ending_date, 'YYYY-MM-DD') as "weekEndingDate",
      d.overtime_rule_set as "overtimeRuleSet", (select count(*)::int from matched) as "totalCount", w.*
    from page p
    join employee e on e.id = p.employee_id
    join division d on d.id = e.division_id
    cross join lateral (
      select ${DAYS} as days,
        json_build_object('regular', ${sentAs('Regular')}, 'overtime', ${sentAs('Overtime')},
          'doubleTime', ${sentAs('DoubleTime')}) as sent,
        ${hoursWhere(sql`t.premium_for_id is not null and ${KEPT}`)} as "premiumHours",
        array_agg(distinct t.hours_type order by t.hours_type) as "payCodes",
        count(*)::int as lines,
        (count(*) filter (where t.approval_state = 'Pending'))::int as pending,
        (count(*) filter (where t.approval_state = 'Approved'))::int as approved,
        (count(*) filter (where t.approval_state = 'Rejected'))::int as rejected,
        (count(*) filter (where t.exception_kinds <> '' and t.exception_resolution = ''))::int as "openExceptions",
        (count(*) filter (where t.attestation_status = 'Approved'))::int as "attestationApproved",
        (count(*) filter (where t.attestation_status = 'Rejected'))::int as "attestationRejected",
        (count(*) filter (where t.attestation_status = ''))::int as "attestationNone"
      from timecard t
      left join pay_code pc on pc.code = t.hours_type and not pc.is_deleted
      where t.employee_id = p.employee_id and t.week_ending_date = p.week_ending_date
        and ${inScope('t.division_id', input.scope)}
    ) w
    order by p.week_ending_date desc, lower(p.last_name), lower(p.first_name), p.employee_id`.execute(db);
  return {
    rows: rows.map(({ totalCount: _, ...row }) => {
      const ruleSet = overtimeRuleSet(row.overtimeRuleSet);
      return {
        ...row,
        overtimeRuleSet: ruleSet.id as OvertimeRuleSetId,
        workedOut: workOutWeek(ruleSet.id, row.days).total,
      };
    }),
    totalCount: rows[0]?.totalCount ?? (await countWeeks(db, input)),
  };
}

/** The count alone, for a page past the end (no row there carries it). */
async function countWeeks(db: Db, input: ListInput): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from (
      select distinct t.employee_id, t.week_ending_date from timecard t where ${timecardWhere(input).where}) w`.execute(
    db,
  );
  return rows[0]?.n ?? 0;
}
