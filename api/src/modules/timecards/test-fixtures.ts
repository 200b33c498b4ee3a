import {
  ApiPaths,
  type ApprovalFilter,
  type EmployeeWeek,
  type Envelope,
  type SearchTextEntry,
  TimecardSearchField,
} from '@tac/contracts';
import { addDays } from '@tac/contracts/calendar';
import type { Insertable } from 'kysely';
import { expect } from 'vitest';
import type { TimecardTable } from '../../db/schema.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { enrolDevice } from '../field/test-fixtures.ts';
import { insertTimecardLines } from './approval/late.ts';

/** A week ending on a Sunday of 2020 (n-th), far from the demo data's weeks, so tests do not meet. */
export const weekEndingNo = (n: number): string => addDays('2020-01-05', 7 * n);

/** The timecard list's filter over one week (its query format), with column searches. */
export function weekFilter(weekEnding: string, SearchText: SearchTextEntry[] = []): ApprovalFilter {
  const q = (day: string, time: string) =>
    `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)} ${time}`;
  return { fromDate: q(addDays(weekEnding, -6), '00:00:00'), toDate: q(weekEnding, '23:59:59'), SearchText };
}

/** What a test line differs in; the rest is an 8-hour day with a 30-minute lunch, not attested. */
export interface LineSpec {
  start?: string;
  lunchStart?: string;
  lunchEnd?: string;
  end?: string;
  hours?: number;
  payCode?: string;
  attestation?: string;
  /** Same record as the line before it (a second pay code of one day). */
  sameRecord?: boolean;
}

let nextRecord = 900_000;

/** The days of a week each employee is given lines on, Monday first. */
const WORK_DAYS = 5;

/**
 * The next free employee-day of a division's week in an app's database: Monday to Friday of one
 * employee, then the next: eight-hour days then make no overtime (shared/docs/overtime.md), which
 * would hold a week's lines back from approval.
 */
const slots = new WeakMap<TestApp, Map<string, number>>();
function nextSlot(t: TestApp, divisionId: number, weekEnding: string): number {
  const taken = slots.get(t) ?? new Map<string, number>();
  slots.set(t, taken);
  const key = `${divisionId}/${weekEnding}`;
  const slot = taken.get(key) ?? 0;
  taken.set(key, slot + 1);
  return slot;
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * What addLines' lines of a division belong to: its employees in employee-number order, its first
 * project and its first device; a suite finds the same ones to check a line's employee or device.
 */
export async function lineOwners(t: TestApp, divisionId: number) {
  const employees = await t.db
    .selectFrom('employee')
    .select(['id', 'employee_number'])
    .where('division_id', '=', divisionId)
    .orderBy('employee_number')
    .orderBy('id')
    .execute();
  if (employees.length === 0) throw new Error(`No employee in division ${divisionId}`);
  const project = await t.db
    .selectFrom('project')
    .select('id')
    .where('division_id', '=', divisionId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const device = await t.db
    .selectFrom('device')
    .select('id')
    .where('division_id', '=', divisionId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { employees, project, device };
}

/**
 * Inserts lines for a division's week with the division's first demo project and device, through
 * insertTimecardLines as every writer does; answers their ids. Each record is its own employee-day
 * (the week's days of the division's first employee, then of the next, and so on across calls, so
 * records sort in the order they were added) and its hours match its clock times, as a device's do:
 * a spec giving hours but no end gets the end they make, one giving an end but no hours the hours
 * its times make. Else the day's exceptions (two devices, hours unlike the clock times, over 24
 * hours: shared/docs/approval.md) would mark lines a test did not mean to.
 */
export async function addLines(
  t: TestApp,
  divisionId: number,
  weekEnding: string,
  specs: readonly LineSpec[],
): Promise<{ id: number; late: boolean }[]> {
  const { employees, project, device } = await lineOwners(t, divisionId);
  // Records: a spec and the sameRecord specs after it.
  const records: LineSpec[][] = [];
  for (const spec of specs) {
    if (spec.sameRecord && records.length > 0) records[records.length - 1]?.push(spec);
    else records.push([spec]);
  }
  const rows: Insertable<TimecardTable>[] = records.flatMap((record) => {
    nextRecord += 1;
    const first = record[0] as LineSpec;
    const start = first.start ?? '07:00';
    const lunchStart = first.lunchStart ?? '11:00';
    const lunchEnd = first.lunchEnd ?? '11:30';
    const meal = lunchStart && lunchEnd ? minutesOf(lunchEnd) - minutesOf(lunchStart) : 0;
    const end =
      first.end ??
      clockOf(minutesOf(start) + meal + 60 * record.reduce((sum, spec) => sum + (spec.hours ?? 8), 0));
    const worked = ((minutesOf(end) - minutesOf(start) + 1440) % 1440) - meal;
    const slot = nextSlot(t, divisionId, weekEnding);
    const employee = employees[Math.floor(slot / WORK_DAYS) % employees.length] as { id: number };
    return record.map((spec) => ({
      time_record_id: nextRecord,
      device_id: device.id,
      employee_id: employee.id,
      project_id: project.id,
      division_id: divisionId,
      day: addDays(weekEnding, (slot % WORK_DAYS) - 6),
      week_ending_date: weekEnding,
      hours: spec.hours ?? (record.length === 1 ? worked / 60 : 8),
      hours_type: spec.payCode ?? 'REG',
      start_time: start,
      lunch_start_time: lunchStart,
      lunch_end_time: lunchEnd,
      end_time: end,
      attestation_status: spec.attestation ?? '',
    }));
  });
  return insertTimecardLines(t.db, rows);
}

let nextWeekRecord = 950_000;

/**
 * One person's week as a device sends it: a line a day worked (Monday first, hours as given; 0 is a
 * day off), REG unless `extra` says otherwise, started at 06:00 with a 30-minute lunch and clock
 * times that hold the hours (no meal or hours exception a test did not mean), with the first project
 * and device of the line's division (`extra.division_id`, else the employee's). Answers the ids.
 */
export async function addEmployeeWeek(
  t: TestApp,
  employeeId: number,
  week: string,
  hours: readonly number[],
  extra: Partial<Insertable<TimecardTable>> = {},
): Promise<number[]> {
  const employee = await t.db
    .selectFrom('employee')
    .select('division_id')
    .where('id', '=', employeeId)
    .executeTakeFirstOrThrow();
  const divisionId = extra.division_id ?? employee.division_id;
  const { project, device } = await divisionPlace(t, divisionId);
  const rows = hours.flatMap((h, i) =>
    h > 0
      ? [
          {
            time_record_id: nextWeekRecord++,
            device_id: device,
            employee_id: employeeId,
            project_id: project,
            division_id: divisionId,
            day: addDays(week, i - 6),
            week_ending_date: week,
            hours: h,
            hours_type: 'REG',
            start_time: '06:00',
            lunch_start_time: '11:00',
            lunch_end_time: '11:30',
            end_time: clockOf(6 * 60 + 30 + Math.round(h * 60)),
            ...extra,
          },
        ]
      : [],
  );
  return (await insertTimecardLines(t.db, rows)).map((r) => r.id);
}

/** The first project and device of a division: where addEmployeeWeek puts a person's lines. */
export async function divisionPlace(
  t: TestApp,
  divisionId: number,
): Promise<{ project: number; device: number }> {
  const first = async (table: 'project' | 'device') =>
    (
      await t.db
        .selectFrom(table)
        .select('id')
        .where('division_id', '=', divisionId)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  return { project: await first('project'), device: await first('device') };
}

/**
 * The device addEmployeeWeek puts a person's lines on (their division's first), enrolled, assigned
 * the person and the division's first project and allowed attestations, so that a test pushes the
 * person's attested lines and their uploads as a device does: its credential, the project, the device.
 */
export async function attestingDevice(
  t: TestApp,
  adminToken: string,
  employeeId: number,
): Promise<{ token: string; project: number; device: number }> {
  const { division_id } = await t.db
    .selectFrom('employee')
    .select('division_id')
    .where('id', '=', employeeId)
    .executeTakeFirstOrThrow();
  const { project, device } = await divisionPlace(t, division_id);
  await t.db
    .insertInto('device_employee')
    .values({ device_id: device, employee_id: employeeId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await t.db
    .insertInto('device_project')
    .values({ device_id: device, project_id: project })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await t.db.updateTable('device').set({ allow_attestation: true }).where('id', '=', device).execute();
  return { token: await enrolDevice(t, adminToken, device), project, device };
}

/** A timecard line's row as stored (its approval, late and correction columns included). */
export const timecardRow = (t: TestApp, id: number) =>
  t.db.selectFrom('timecard').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A split of hours as the week by employee answers it: regular, overtime (1.5×), double time (2×). */
export const hoursSplit = (regular: number, overtime = 0, doubleTime = 0) => ({
  regular,
  overtime,
  doubleTime,
});

/** The ids of a division's employees, in id order. */
export async function employeesOf(t: TestApp, divisionId: number): Promise<number[]> {
  const rows = await t.db
    .selectFrom('employee')
    .select('id')
    .where('division_id', '=', divisionId)
    .orderBy('id')
    .execute();
  return rows.map((e) => e.id);
}

/** The search that picks one person's lines (and weeks). */
export const employeeSearch = (employeeId: number): SearchTextEntry => ({
  FieldName: TimecardSearchField.EmployeeId,
  Value: String(employeeId),
});

/** The week by employee of the week ending `week` as `token`'s user reads it, with searches: 200, the answer. */
export async function employeeWeeksOf(
  t: TestApp,
  token: string,
  week: string,
  SearchText: SearchTextEntry[] = [],
): Promise<Envelope<EmployeeWeek[]>> {
  const { fromDate, toDate } = weekFilter(week);
  const res = await t.call<EmployeeWeek[]>(
    'POST',
    `${ApiPaths.employeeWeeks.list}?${new URLSearchParams({ fromDate, toDate })}`,
    { body: { Skip: 1, Take: 100, SearchText }, token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** One person's week as `token`'s user reads it: there is exactly one. */
export async function employeeWeekOf(t: TestApp, token: string, employeeId: number, week: string) {
  const { data } = await employeeWeeksOf(t, token, week, [employeeSearch(employeeId)]);
  expect(data).toHaveLength(1);
  return data[0] as EmployeeWeek;
}
