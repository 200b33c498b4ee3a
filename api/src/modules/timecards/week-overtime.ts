/**
 * An employee-week's overtime: its hours as sent against the split its division's rule set works
 * out (shared/docs/overtime.md "The Overtime exception"), read from every line of the person's week
 * in every division, since overtime law counts every hour they worked.
 */

import {
  type HoursSplit,
  type OvertimeState,
  SPLIT_PARTS,
  type SplitPart,
  type WeekOvertime,
  weekOvertime,
} from '@tac/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { Trx } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { preparedRunner } from '../../db/prepared.ts';
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
export const COUNTS_AS: Readonly<Record<SplitPart, string>> = {
  regular: 'Regular',
  overtime: 'Overtime',
  doubleTime: 'DoubleTime',
};
const PART_OF = new Map(SPLIT_PARTS.map((part) => [COUNTS_AS[part], part]));

/** A week's overtime and whether a reviewer kept it as sent. */
export interface EmployeeWeekOvertime extends WeekOvertime {
  ruleSetId: string;
  state: OvertimeState;
  /** The reviewer's reason when the week was kept as sent, while it still holds; else ''. */
  resolution: string;
}

/**
 * What a week's split was worked out from beyond its rule set, read in the same statement as its
 * lines: the week's revision (migration 0080) and the pay codes' parts.
 */
interface CheckBasis {
  revision: string;
  payCodes: string;
}

/** Which part each pay code in use counts as, in one text: a week's split changes when it does. */
const PAY_CODE_PARTS = sql<string>`(select md5(coalesce(string_agg(pc.code || '=' || pc.counts_as, ',' order by pc.code), ''))
  from pay_code pc where not pc.is_deleted)`;

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
  revision: string;
  pay_codes: string;
  fingerprint: string | null;
  reason: string | null;
  /** One sum of the week's worked hours: its day (days before the week-ending day) and part. */
  back: number | null;
  part: string | null;
  hours: number | null;
}

/**
 * The overtime of the employee-weeks of `keys` (a query of employee_id and week_ending_date). Each
 * week's worked hours are read as sums a day and pay code part (one small group of each week's
 * lines, found by the employee-week index) and laid out in its seven days here: cheaper for the
 * database than summing each of the 21 cells apart (shared/docs/overtime.md "Speed").
 */
export async function weekOvertimes(
  db: Db | Trx,
  keys: RawBuilder<unknown>,
): Promise<Map<string, EmployeeWeekOvertime & EmployeeWeekKey & { basis: CheckBasis }>> {
  const { rows } = await sql<OvertimeRow>`
    with k as (${keys})
    select k.employee_id, to_char(k.week_ending_date, 'YYYY-MM-DD') as week, d.overtime_rule_set as rule_set,
      coalesce(r.revision, 0)::text as revision, ${PAY_CODE_PARTS} as pay_codes,
      o.fingerprint, o.reason, s.back, s.part, s.hours
    from (select distinct employee_id, week_ending_date from k) k
    join employee e on e.id = k.employee_id
    join division d on d.id = e.division_id
    left join employee_week_overtime o on o.employee_id = k.employee_id and o.week_ending_date = k.week_ending_date
    left join employee_week_revision r on r.employee_id = k.employee_id and r.week_ending_date = k.week_ending_date
    left join lateral (
      select k.week_ending_date - t.day as back, coalesce(pc.counts_as, ${COUNTS_AS.regular}) as part,
        sum(t.hours)::float8 as hours
      from timecard t left join pay_code pc on pc.code = t.hours_type and not pc.is_deleted
      where t.employee_id = k.employee_id and t.week_ending_date = k.week_ending_date and ${WORKED}
      group by 1, 2
    ) s on true`.execute(db);
  const weeks = new Map<string, { row: OvertimeRow; days: HoursSplit[] }>();
  for (const row of rows) {
    const key = weekKeyText(row.employee_id, row.week);
    let week = weeks.get(key);
    if (!week) {
      week = { row, days: Array.from({ length: 7 }, () => ({ regular: 0, overtime: 0, doubleTime: 0 })) };
      weeks.set(key, week);
    }
    const part = PART_OF.get(row.part ?? '');
    const day = week.days[6 - (row.back ?? 0)];
    if (part && day) day[part] += row.hours ?? 0;
  }
  return new Map(
    [...weeks].map(([key, { row, days }]) => [
      key,
      {
        employeeId: row.employee_id,
        weekEndingDate: row.week,
        ...overtimeOf(row.rule_set, days, row),
        basis: { revision: row.revision, payCodes: row.pay_codes },
      },
    ]),
  );
}

interface CheckRow {
  employee_id: number;
  week: string;
  /** Null when the week has no check that still holds. */
  differs: boolean | null;
  kept: boolean | null;
}

/**
 * The overtime state of the employee-weeks of `keys` (a query of employee_id and week_ending_date),
 * as weekOvertimes works it out, without its days and splits: from each week's last check while its
 * revision, its division's rule set and the pay codes' parts are still what it was worked out from,
 * else worked out again and, outside a transaction, kept for the next reader (shared/docs/overtime.md
 * "Speed"). Inside one (a decision holding its lines) nothing is kept: the upsert could wait on
 * another decision's, which waits for those lines.
 */
export async function overtimeStates(
  db: Db | Trx,
  keys: RawBuilder<unknown>,
  /** Run as a prepared statement (db/prepared.ts): for keys of one text, as weekKeysQuery's. */
  options: { prepared?: boolean } = {},
): Promise<Map<string, EmployeeWeekKey & { state: OvertimeState }>> {
  const query = sql<CheckRow>`
    with k as (${keys})
    select k.employee_id, to_char(k.week_ending_date, 'YYYY-MM-DD') as week, c.differs,
      c.fingerprint = o.fingerprint as kept
    from (select distinct employee_id, week_ending_date from k) k
    join employee e on e.id = k.employee_id
    join division d on d.id = e.division_id
    left join employee_week_revision r on r.employee_id = k.employee_id and r.week_ending_date = k.week_ending_date
    left join employee_week_overtime_check c on c.employee_id = k.employee_id
      and c.week_ending_date = k.week_ending_date and c.revision = coalesce(r.revision, 0)
      and c.rule_set = d.overtime_rule_set and c.pay_codes = ${PAY_CODE_PARTS}
    left join employee_week_overtime o on o.employee_id = k.employee_id and o.week_ending_date = k.week_ending_date`;
  const rows = options.prepared
    ? await preparedRunner(db)(query.compile(db))
    : (await query.execute(db)).rows;
  const states = new Map<string, EmployeeWeekKey & { state: OvertimeState }>();
  const stale: EmployeeWeekKey[] = [];
  for (const row of rows) {
    const key = { employeeId: row.employee_id, weekEndingDate: row.week };
    if (row.differs === null) stale.push(key);
    else
      states.set(weekKeyText(row.employee_id, row.week), {
        ...key,
        state: !row.differs ? 'None' : row.kept ? 'Resolved' : 'Open',
      });
  }
  if (stale.length === 0) return states;
  const workedOut = await weekOvertimes(db, weekKeysQuery(stale));
  for (const [key, week] of workedOut)
    states.set(key, { employeeId: week.employeeId, weekEndingDate: week.weekEndingDate, state: week.state });
  if (!db.isTransaction) await keepOvertimeChecks(db, [...workedOut.values()]);
  return states;
}

/**
 * Keeps what was worked out, in key order (two readers meet the rows in the same order), never over a
 * check of a later revision.
 */
export async function keepOvertimeChecks(
  db: Db | Trx,
  weeks: readonly (EmployeeWeekOvertime & EmployeeWeekKey & { basis: CheckBasis })[],
) {
  const column = <T>(pick: (week: (typeof weeks)[number]) => T) => sql.val(weeks.map(pick));
  await sql`insert into employee_week_overtime_check as c
      (employee_id, week_ending_date, revision, rule_set, pay_codes, fingerprint, differs)
    select * from unnest(${column((w) => w.employeeId)}::integer[], ${column((w) => w.weekEndingDate)}::date[],
      ${column((w) => w.basis.revision)}::bigint[], ${column((w) => w.ruleSetId)}::text[],
      ${column((w) => w.basis.payCodes)}::text[], ${column((w) => w.fingerprint)}::text[],
      ${column((w) => w.differingDays.length > 0)}::boolean[])
    order by 1, 2
    on conflict (employee_id, week_ending_date) do update set revision = excluded.revision,
      rule_set = excluded.rule_set, pay_codes = excluded.pay_codes, fingerprint = excluded.fingerprint,
      differs = excluded.differs
    where c.revision <= excluded.revision`.execute(db);
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
  const weeks = await overtimeStates(
    db,
    sql`select distinct t.employee_id, t.week_ending_date from timecard t where ${where}`,
  );
  return [...weeks.values()]
    .filter((w) => w.state === 'Open')
    .map(({ employeeId, weekEndingDate }) => ({ employeeId, weekEndingDate }));
}

/** `weeks` as a query of employee_id and week_ending_date (the keys weekOvertimes reads). */
export const weekKeysQuery = (weeks: readonly EmployeeWeekKey[]) =>
  sql`select * from unnest(${sql.val(weeks.map((w) => w.employeeId))}::integer[],
    ${sql.val(weeks.map((w) => w.weekEndingDate))}::date[]) as k (employee_id, week_ending_date)`;

/** The line (timecard aliased t) is of one of `weeks`; false when there are none. */
export function inWeeks(weeks: readonly EmployeeWeekKey[]): Condition {
  if (weeks.length === 0) return sql<boolean>`false`;
  return sql<boolean>`(t.employee_id, t.week_ending_date) in (${weekKeysQuery(weeks)})`;
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
