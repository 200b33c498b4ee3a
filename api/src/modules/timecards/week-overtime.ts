/**
 * An employee-week's overtime: its hours as sent against the split its division's rule set works
 * out (shared/docs/overtime.md "The Overtime exception"), read from every line of the person's week
 * in every division, since overtime law counts every hour they worked.
 */

import {
  type HoursSplit,
  type OvertimeState,
  SPLIT_PARTS,
  type WeekOvertime,
  weekOvertime,
} from '@tac/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { Trx } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import type { Condition } from '../../db/search.ts';

export interface EmployeeWeekKey {
  employeeId: number;
  weekEndingDate: string;
}

/**
 * In the week: not sent back to the field (rejected), and not on the Late list (held out of its
 * closed week until reviewed, or rejected from it); an accepted late line counts from then on.
 */
export const KEPT = sql`t.approval_state <> 'Rejected' and t.late_state = ''`;
/** Hours that count as work: kept, and not a meal premium, which is pay for a missed break. */
export const WORKED = sql`t.premium_for_id is null and ${KEPT}`;

/** Each pay code's part of the split (a code the Pay Code List does not hold counts as regular). */
const COUNTS_AS: Readonly<Record<(typeof SPLIT_PARTS)[number], string>> = {
  regular: 'Regular',
  overtime: 'Overtime',
  doubleTime: 'DoubleTime',
};

/**
 * The week's seven days as sent, a JSON array of splits, first day first, over the lines aliased t
 * (joined to their pay code, pc) of the week ending `week`: one pass over the week's lines.
 */
export function sentDaysJson(week: RawBuilder<unknown>): RawBuilder<HoursSplit[]> {
  const days = [0, 1, 2, 3, 4, 5, 6].map(
    (i) =>
      sql`json_build_object(${sql.join(
        SPLIT_PARTS.map(
          (part) =>
            sql`${sql.lit(part)}, coalesce(sum(t.hours) filter (where ${WORKED} and t.day = ${week} - ${sql.lit(6 - i)}
              and coalesce(pc.counts_as, 'Regular') = ${sql.lit(COUNTS_AS[part])}), 0)::float8`,
        ),
      )})`,
  );
  return sql<HoursSplit[]>`json_build_array(${sql.join(days)})`;
}

/** A week's overtime and whether a reviewer kept it as sent. */
export interface EmployeeWeekOvertime extends WeekOvertime {
  ruleSetId: string;
  state: OvertimeState;
  /** The reviewer's reason when the week was kept as sent, while it still holds; else ''. */
  resolution: string;
}

/**
 * The state of a week's overtime: None when the sent hours are the worked-out split, Resolved while
 * a reviewer's "keep as sent" was decided on these very hours, else Open.
 */
export function overtimeOf(
  ruleSetId: string,
  sentDays: readonly HoursSplit[],
  kept: { fingerprint: string | null; reason: string | null },
): EmployeeWeekOvertime {
  const week = weekOvertime(ruleSetId, sentDays);
  const holds = kept.fingerprint === week.fingerprint;
  const state: OvertimeState = week.differingDays.length === 0 ? 'None' : holds ? 'Resolved' : 'Open';
  return { ...week, ruleSetId, state, resolution: state === 'Resolved' ? (kept.reason ?? '') : '' };
}

interface OvertimeRow {
  employee_id: number;
  week: string;
  rule_set: string;
  sent_days: HoursSplit[];
  fingerprint: string | null;
  reason: string | null;
}

/** The overtime of the employee-weeks of `keys` (a query of employee_id and week_ending_date). */
export async function weekOvertimes(
  db: Db | Trx,
  keys: RawBuilder<unknown>,
): Promise<Map<string, EmployeeWeekOvertime & EmployeeWeekKey>> {
  const { rows } = await sql<OvertimeRow>`
    with k as (${keys})
    select k.employee_id, to_char(k.week_ending_date, 'YYYY-MM-DD') as week, d.overtime_rule_set as rule_set,
      o.fingerprint, o.reason, w.sent_days
    from (select distinct employee_id, week_ending_date from k) k
    join employee e on e.id = k.employee_id
    join division d on d.id = e.division_id
    left join employee_week_overtime o on o.employee_id = k.employee_id and o.week_ending_date = k.week_ending_date
    cross join lateral (
      select ${sentDaysJson(sql`k.week_ending_date`)} as sent_days
      from timecard t left join pay_code pc on pc.code = t.hours_type and not pc.is_deleted
      where t.employee_id = k.employee_id and t.week_ending_date = k.week_ending_date
    ) w`.execute(db);
  return new Map(
    rows.map((row) => [
      weekKeyText(row.employee_id, row.week),
      {
        employeeId: row.employee_id,
        weekEndingDate: row.week,
        ...overtimeOf(row.rule_set, row.sent_days, row),
      },
    ]),
  );
}

export const weekKeyText = (employeeId: number, week: string) => `${employeeId}/${week}`;

/**
 * The lines an open Overtime exception holds back, on timecard aliased t: pending and off the Late
 * list, as the Exceptions filter's Blocking and the pay period figures count a week's lines.
 */
export const HELD = sql<boolean>`(t.approval_state = 'Pending' and t.late_state = '')`;

/** HELD, on a line as the timecard list answers it. */
export const isHeld = (line: { approvalState: string; lateState: string }): boolean =>
  line.approvalState === 'Pending' && line.lateState === '';

/** The employee-weeks of the lines `where` picks (on timecard aliased t) whose overtime is Open. */
export async function openOvertimeWeeks(db: Db | Trx, where: Condition): Promise<EmployeeWeekKey[]> {
  const weeks = await weekOvertimes(
    db,
    sql`select distinct t.employee_id, t.week_ending_date from timecard t where ${where}`,
  );
  return [...weeks.values()]
    .filter((w) => w.state === 'Open')
    .map(({ employeeId, weekEndingDate }) => ({ employeeId, weekEndingDate }));
}

/** The line (timecard aliased t) is of one of `weeks`; false when there are none. */
export function inWeeks(weeks: readonly EmployeeWeekKey[]): Condition {
  if (weeks.length === 0) return sql<boolean>`false`;
  return sql<boolean>`(t.employee_id, t.week_ending_date) in (
    select * from unnest(${sql.val(weeks.map((w) => w.employeeId))}::integer[],
      ${sql.val(weeks.map((w) => w.weekEndingDate))}::date[]))`;
}

/**
 * The employee-weeks of the pending lines `where` picks whose overtime is Open: what an approval of
 * those lines must leave pending, as a condition on timecard aliased t (true when there are none).
 */
export async function notInOpenOvertime(db: Db | Trx, where: Condition): Promise<Condition> {
  const open = await openOvertimeWeeks(db, sql<boolean>`${where} and t.approval_state = 'Pending'`);
  if (open.length === 0) return sql<boolean>`true`;
  return sql<boolean>`not ${inWeeks(open)}`;
}
