import type { OvertimeState } from '@tac/contracts';
import { addDays } from '@tac/contracts/calendar';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pmAndOtherDivision } from '../../testing/divisions.ts';
import { describeEachDatabase } from '../../testing/each-database.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { addEmployeeWeek, employeesOf, weekEndingNo } from './test-fixtures.ts';
import {
  type EmployeeWeekKey,
  keepOvertimeChecks,
  overtimeStates,
  weekKeysQuery,
  weekKeyText,
  weekOvertimes,
} from './week-overtime.ts';

/**
 * An employee-week's overtime check, kept until what it was worked out from changes
 * (shared/docs/overtime.md "Speed"): the states read through the kept checks must always be what
 * working every week out again from its lines gives.
 */
describeEachDatabase("An employee-week's kept overtime check", (kind) => {
  let t: TestApp;
  let division: number;
  let otherDivision: number;
  let employees: number[];

  /** The states as the preview and the lists read them: through the kept checks, keeping what they work out. */
  const throughChecks = async (keys: readonly EmployeeWeekKey[]) =>
    Object.fromEntries(
      [...(await overtimeStates(t.db, weekKeysQuery(keys)))].map(([key, w]) => [key, w.state]),
    );
  /** The same weeks worked out again from their lines, reading no kept check. */
  const recounted = async (keys: readonly EmployeeWeekKey[]) =>
    Object.fromEntries(
      [...(await weekOvertimes(t.db, weekKeysQuery(keys)))].map(([key, w]) => [key, w.state]),
    );
  /** Reads the weeks through their checks, which must equal a recount, and gives their states. */
  const statesOf = async (keys: readonly EmployeeWeekKey[]): Promise<Record<string, OvertimeState>> => {
    const states = await throughChecks(keys);
    expect(states).toEqual(await recounted(keys));
    return states;
  };
  const keptChecks = ({ employeeId, weekEndingDate }: EmployeeWeekKey) =>
    t.db
      .selectFrom('employee_week_overtime_check')
      .selectAll()
      .where('employee_id', '=', employeeId)
      .where('week_ending_date', '=', weekEndingDate)
      .execute();

  beforeAll(async () => {
    t = await startTestApp({ database: kind, seed: 'demo' });
    ({ pmDivision: division, otherDivision } = await pmAndOtherDivision(t));
    employees = await employeesOf(t, division);
  });
  afterAll(() => t?.close());

  it('keeps what it worked out and reads it back while the week is unchanged, an approval included', async () => {
    const employeeId = employees[0] as number;
    const week = weekEndingNo(150);
    const key = { employeeId, weekEndingDate: week };
    const lines = await addEmployeeWeek(t, employeeId, week, [0, 8, 8, 8, 8, 8, 0]);
    expect(await statesOf([key])).toEqual({ [weekKeyText(employeeId, week)]: 'None' });
    expect(await keptChecks(key)).toMatchObject([{ differs: false }]);

    // Read from the check, not the lines: a check made to say the week differs reads Open.
    await t.db
      .updateTable('employee_week_overtime_check')
      .set({ differs: true })
      .where('employee_id', '=', employeeId)
      .where('week_ending_date', '=', week)
      .execute();
    expect(await throughChecks([key])).toEqual({ [weekKeyText(employeeId, week)]: 'Open' });
    // An approval changes nothing the split reads: the week keeps its revision, and its check holds.
    const revision = () =>
      t.db
        .selectFrom('employee_week_revision')
        .select('revision')
        .where('employee_id', '=', employeeId)
        .where('week_ending_date', '=', week)
        .executeTakeFirstOrThrow();
    const before = await revision();
    await t.db.updateTable('timecard').set({ approval_state: 'Approved' }).where('id', 'in', lines).execute();
    expect(await revision()).toEqual(before);
    expect(await throughChecks([key])).toEqual({ [weekKeyText(employeeId, week)]: 'Open' });
    // Any change to the hours moves the revision on: the week is worked out again.
    await t.db
      .updateTable('timecard')
      .set({ hours: 7 })
      .where('id', '=', lines[0] as number)
      .execute();
    expect(await statesOf([key])).toEqual({ [weekKeyText(employeeId, week)]: 'None' });
  });

  it('works a week out again after each change to what its split reads: hours, pay code, whether a line counts, its week, the rule set, the pay codes', async () => {
    const employeeId = employees[1] as number;
    const week = weekEndingNo(151);
    const nextWeek = addDays(week, 7);
    const keys = [
      { employeeId, weekEndingDate: week },
      { employeeId, weekEndingDate: nextWeek },
    ];
    const [monday] = await addEmployeeWeek(t, employeeId, week, [0, 8, 8, 8, 8, 0, 0]);
    await addEmployeeWeek(t, employeeId, nextWeek, [0, 8, 0, 0, 0, 0, 0]);
    const line = t.db.updateTable('timecard').where('id', '=', monday as number);
    const expectStates = async (thisWeek: OvertimeState, following: OvertimeState) =>
      expect(await statesOf(keys)).toEqual({
        [weekKeyText(employeeId, week)]: thisWeek,
        [weekKeyText(employeeId, nextWeek)]: following,
      });

    await expectStates('None', 'None');
    // Ten hours on a day sent as regular: two are California's daily overtime.
    await line.set({ hours: 10 }).execute();
    await expectStates('Open', 'None');
    // Sent back to the field, the line no longer counts; sent in again, it does.
    await line.set({ approval_state: 'Rejected' }).execute();
    await expectStates('None', 'None');
    await line.set({ approval_state: 'Pending' }).execute();
    await expectStates('Open', 'None');
    // Held on the Late list it does not count either.
    await line.set({ late_state: 'Held' }).execute();
    await expectStates('None', 'None');
    await line.set({ late_state: '' }).execute();
    await expectStates('Open', 'None');
    // Under FLSA a 34-hour week has no overtime; the division's rule set is read as it is now.
    await t.db
      .updateTable('division')
      .set({ overtime_rule_set: 'flsa' })
      .where('id', '=', division)
      .execute();
    await expectStates('None', 'None');
    await t.db
      .updateTable('division')
      .set({ overtime_rule_set: 'california' })
      .where('id', '=', division)
      .execute();
    await expectStates('Open', 'None');
    // The employee moved to a division of another rule set.
    await t.db
      .updateTable('division')
      .set({ overtime_rule_set: 'flsa' })
      .where('id', '=', otherDivision)
      .execute();
    await t.db
      .updateTable('employee')
      .set({ division_id: otherDivision })
      .where('id', '=', employeeId)
      .execute();
    await expectStates('None', 'None');
    await t.db.updateTable('employee').set({ division_id: division }).where('id', '=', employeeId).execute();
    await t.db
      .updateTable('division')
      .set({ overtime_rule_set: 'california' })
      .where('id', '=', otherDivision)
      .execute();
    await expectStates('Open', 'None');
    // Sent as 8 regular and 2 overtime hours on two lines: the split the rules work out.
    await line.set({ hours: 8 }).execute();
    const overtimeLines = await addEmployeeWeek(t, employeeId, week, [0, 2, 0, 0, 0, 0, 0], {
      hours_type: 'OT',
    });
    await expectStates('None', 'None');
    // The pay codes: OT counted as regular makes those two hours regular again.
    await t.db.updateTable('pay_code').set({ counts_as: 'Regular' }).where('code', '=', 'OT').execute();
    await expectStates('Open', 'None');
    await t.db.updateTable('pay_code').set({ counts_as: 'Overtime' }).where('code', '=', 'OT').execute();
    await expectStates('None', 'None');
    // The line's pay code changed: ten hours sent, eight as overtime.
    await line.set({ hours_type: 'OT' }).execute();
    await expectStates('Open', 'None');
    await line.set({ hours_type: 'REG' }).execute();
    await expectStates('None', 'None');
    // A meal premium is pay, not work: the line marked as one leaves the week's hours.
    const [other] = await addEmployeeWeek(t, employeeId, week, [0, 0, 8, 0, 0, 0, 0]);
    await expectStates('Open', 'None');
    await t.db
      .updateTable('timecard')
      .set({ premium_for_id: monday as number })
      .where('id', '=', other as number)
      .execute();
    await expectStates('None', 'None');
    // A line moved to the next week: both weeks worked out again (the two overtime hours left alone
    // on their day are regular hours).
    await line.set({ day: addDays(week, 3), week_ending_date: nextWeek }).execute();
    await expectStates('Open', 'None');
    // Lines removed.
    await t.db
      .deleteFrom('timecard')
      .where('id', 'in', [other as number, ...overtimeLines])
      .execute();
    await expectStates('None', 'None');
  });

  it('keeps no check that holds from what a reader read before a writer committed', async () => {
    const employeeId = employees[2] as number;
    const week = weekEndingNo(153);
    const key = { employeeId, weekEndingDate: week };
    const [monday] = await addEmployeeWeek(t, employeeId, week, [0, 8, 8, 8, 8, 8, 0]);
    // A reader works the week out (None) and, before it keeps what it read, a writer commits ten
    // hours on the Monday (Open): what it keeps is of the revision it read, which no longer holds.
    const read = await weekOvertimes(t.db, weekKeysQuery([key]));
    await t.db
      .updateTable('timecard')
      .set({ hours: 10 })
      .where('id', '=', monday as number)
      .execute();
    await keepOvertimeChecks(t.db, [...read.values()]);
    expect(await statesOf([key])).toEqual({ [weekKeyText(employeeId, week)]: 'Open' });
  });

  it('equals a recount after writers and readers ran at once, with no error or deadlock', async () => {
    const people = employees.slice(3, 7);
    const week = weekEndingNo(152);
    const keys = people.map((employeeId) => ({ employeeId, weekEndingDate: week }));
    const lines: number[] = [];
    for (const employeeId of people)
      lines.push(...(await addEmployeeWeek(t, employeeId, week, [0, 8, 8, 8, 8, 8, 0])));
    const rounds = Number(process.env.OVERTIME_CHECK_ROUNDS || 12);
    // Each writer flips hours across the daily limit on lines of every week, in its own transaction,
    // while readers read and keep the weeks' checks: on PostgreSQL truly at once.
    const writer = async (w: number) => {
      for (let round = 0; round < rounds; round++) {
        // Writers change lines of their own (no two wait on each other's rows) in the same weeks.
        const picked = lines.filter((_, i) => i % 2 === w && (i + round) % 3 !== 0);
        await t.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('timecard')
            .set({ hours: sql`case when hours > 8 then 8 else 9.5 end` })
            .where('id', 'in', picked)
            .execute();
          // Held open a moment, so readers read before it commits and keep what they read after.
          await sql`select pg_sleep(0.01)`.execute(trx);
        });
      }
    };
    const reader = async () => {
      for (let round = 0; round < rounds * 2; round++) await throughChecks(keys);
    };
    await Promise.all([writer(0), writer(1), reader(), reader(), reader()]);
    const states = await statesOf(keys);
    expect(Object.keys(states)).toHaveLength(people.length);
  });
});
