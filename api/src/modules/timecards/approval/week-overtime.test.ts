import {
  ApiPaths,
  ApprovalMessages,
  type ApprovalOutcome,
  type ApprovalPreview,
  type PayrollBatch,
  type PayrollBatchLine,
  type PayrollBatchPreview,
  type SearchTextEntry,
  type TimecardRecord,
  TimecardSearchField,
  type WeekOvertimeOutcome,
} from '@tac/contracts';
import { addDays, weekdayOf } from '@tac/contracts/calendar';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  auditsOf,
  countRows,
  expectRefusedWrite,
  failure,
  postAs,
  signIn,
} from '../../../testing/api-checks.ts';
import { csvRecords } from '../../../testing/csv-records.ts';
import { pmAndOtherDivision } from '../../../testing/divisions.ts';
import { describeEachDatabase } from '../../../testing/each-database.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';
import { approveLines, download, statusesOf } from '../../payroll/test-fixtures.ts';
import {
  addEmployeeWeek,
  employeeSearch,
  employeesOf,
  employeeWeekOf,
  employeeWeeksOf,
  hoursSplit,
  weekEndingNo,
  weekFilter,
} from '../test-fixtures.ts';

const paths = ApiPaths.approval;

/**
 * The Overtime exception (shared/docs/overtime.md): a week whose hours as sent are not the split its
 * rule set works out holds its pending lines back from approval until a reviewer applies the split
 * as corrections or keeps the hours as sent; any later change to the week opens it again.
 */
describeEachDatabase('The Overtime exception of an employee-week', (kind) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let division: number;
  let otherDivision: number;
  let employees: number[];
  const post = postAs(
    () => t,
    () => tokens,
  );

  const weekOf = (employeeId: number, week: string) =>
    employeeWeekOf(t, tokens.admin as string, employeeId, week);
  const lines = (employeeId: number, week: string) =>
    t.db
      .selectFrom('timecard')
      .select(['id', 'day', 'hours', 'hours_type', 'approval_state', 'original', 'correction_reason'])
      .where('employee_id', '=', employeeId)
      .where('week_ending_date', '=', week)
      .orderBy('day')
      .orderBy('hours_type')
      .execute();
  /** The week's lines as the timecard list sends them. */
  const listWeek = async (week: string, search: SearchTextEntry[] = []) => {
    const { fromDate, toDate } = weekFilter(week);
    const res = await t.call<TimecardRecord[]>(
      'POST',
      `${ApiPaths.timecards.list}?${new URLSearchParams({ fromDate, toDate })}`,
      { body: { SearchText: search, Skip: 0, Take: 1000 }, token: tokens.admin as string },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const approveWeek = (employeeId: number, week: string) =>
    post<ApprovalOutcome>(paths.decide, {
      decision: 'Approve',
      filter: weekFilter(week, [employeeSearch(employeeId)]),
    });
  const resolve = (employeeId: number, week: string, apply: boolean, who = 'admin') =>
    post<WeekOvertimeOutcome>(
      paths.resolveWeekOvertime,
      { employeeId, weekEndingDate: week, reason: 'Checked the week', apply },
      who,
    );

  beforeAll(async () => {
    t = await startTestApp({ database: kind, seed: 'demo' });
    tokens = await signIn(t, 'admin', 'pm');
    ({ pmDivision: division, otherDivision } = await pmAndOtherDivision(t));
    employees = await employeesOf(t, division);
  });
  afterAll(() => t?.close());

  it('holds a 13-hour day sent as regular back from approval, and applies the worked-out split as corrections', async () => {
    const week = weekEndingNo(320);
    const employee = employees[0] as number;
    const [long, short] = await addEmployeeWeek(t, employee, week, [13, 8, 0, 0, 0, 0, 0]);
    expect(await weekOf(employee, week)).toMatchObject({
      overtime: 'Open',
      differingDays: [0],
      sent: hoursSplit(21),
      workedOut: hoursSplit(16, 4, 1),
    });

    // One line alone: the precise refusal; the week: nothing approved, counted as held back.
    const one = await post(paths.decide, { lineIds: [short], decision: 'Approve' });
    expect(one.status).toBe(409);
    expect(one.body).toEqual(failure(ApprovalMessages.overtimeOpen));
    const preview = await post<ApprovalPreview>(paths.preview, {
      filter: weekFilter(week, [employeeSearch(employee)]),
    });
    expect(preview.body.data).toMatchObject({ matching: 2, approvable: 0, openExceptions: 2 });
    expect((await approveWeek(employee, week)).body.data).toEqual({ changed: 0, skipped: 2 });

    const applied = await resolve(employee, week, true);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body).toMatchObject({
      data: { corrected: 1, added: 2 },
      message: ApprovalMessages.overtimeApplied(1, 2),
    });
    const after = await lines(employee, week);
    expect(after).toHaveLength(4);
    expect(after.map((l) => [Number(l.hours), l.hours_type])).toEqual(
      expect.arrayContaining([
        [8, 'REG'],
        [4, 'OT'],
        [1, 'DT'],
      ]),
    );
    const corrected = after.find((l) => l.id === long);
    expect(corrected).toMatchObject({ hours: 8, hours_type: 'REG', correction_reason: 'Checked the week' });
    expect(corrected?.original).toMatchObject({ hours: 13, hoursType: 'REG' });
    expect(await weekOf(employee, week)).toMatchObject({
      overtime: 'None',
      sent: hoursSplit(16, 4, 1),
      workedOut: hoursSplit(16, 4, 1),
    });
    const weekAudit = await t.db
      .selectFrom('audit_log')
      .select(['action'])
      .where('entity', '=', 'employee-week')
      .where('entity_id', '=', `${employee}/${week}`)
      .execute();
    expect(weekAudit.map((a) => a.action)).toEqual(['apply-overtime-split']);
    expect((await auditsOf(t, 'timecard', long as number)).at(-1)).toMatchObject({ action: 'correct' });
    // Tuesday's line goes; Monday's three still wait for their second meal break, another exception.
    expect((await approveWeek(employee, week)).body.data).toEqual({ changed: 1, skipped: 3 });
    expect(
      (await lines(employee, week)).filter((l) => l.approval_state === 'Approved').map((l) => l.id),
    ).toEqual([short]);
  });

  it('keeps a week as sent for those hours only: a later change opens it again', async () => {
    const week = weekEndingNo(321);
    const employee = employees[1] as number;
    await addEmployeeWeek(t, employee, week, [4, 4, 4, 4, 4, 4, 9]);
    expect(await weekOf(employee, week)).toMatchObject({
      overtime: 'Open',
      differingDays: [6],
      workedOut: hoursSplit(24, 8, 1),
    });
    const kept = await resolve(employee, week, false);
    expect(kept.body).toMatchObject({
      data: { corrected: 0, added: 0 },
      message: ApprovalMessages.overtimeKept,
    });
    expect(await weekOf(employee, week)).toMatchObject({
      overtime: 'Resolved',
      overtimeResolution: 'Checked the week',
    });
    // A late push of one more hour on Monday: the week is not the one that was kept.
    const [more] = await addEmployeeWeek(t, employee, week, [1, 0, 0, 0, 0, 0, 0]);
    expect(await weekOf(employee, week)).toMatchObject({ overtime: 'Open', overtimeResolution: '' });
    expect((await approveWeek(employee, week)).body.data).toEqual({ changed: 0, skipped: 8 });
    await resolve(employee, week, false);
    expect((await approveWeek(employee, week)).body.data).toEqual({ changed: 8, skipped: 0 });
    expect(more).toBeDefined();
  });

  it('moves overtime a device sent on a week under forty back to regular, on the line sent', async () => {
    const week = weekEndingNo(322);
    const employee = employees[2] as number;
    await addEmployeeWeek(t, employee, week, [8, 0, 0, 0, 0, 0, 0]);
    const [ot] = await addEmployeeWeek(t, employee, week, [2, 0, 0, 0, 0, 0, 0], { hours_type: 'OT' });
    // 10 hours on Monday: California pays 2 of them at 1.5×, so the device was right.
    expect(await weekOf(employee, week)).toMatchObject({ overtime: 'None' });
    await post('/api/PayPeriod/SaveWeekSettings', { divisionId: division, overtimeRuleSet: 'flsa' });
    try {
      expect(await weekOf(employee, week)).toMatchObject({ overtime: 'Open', workedOut: hoursSplit(10) });
      expect((await resolve(employee, week, true)).body.data).toEqual({ corrected: 1, added: 0 });
      expect((await lines(employee, week)).find((l) => l.id === ot)).toMatchObject({
        hours: 2,
        hours_type: 'REG',
      });
    } finally {
      await post('/api/PayPeriod/SaveWeekSettings', { divisionId: division, overtimeRuleSet: 'california' });
    }
  });

  it('holds back weeks of regular hours just past a daily, weekly or seventh-day limit, and approves one just within', async () => {
    // Seven days of 4 hours, a day of 8.01, 40.01 hours on six days, a day the rules read as 8.01
    // (hours in hundredths, rounded); and just within, 6 × 6.66 + 0.04.
    const cases = [
      { week: weekEndingNo(330), hours: [4, 4, 4, 4, 4, 4, 4], held: true },
      { week: weekEndingNo(331), hours: [8.01, 0, 0, 0, 0, 0, 0], held: true },
      { week: weekEndingNo(332), hours: [8, 8, 8, 8, 4, 4.01, 0], held: true },
      { week: weekEndingNo(334), hours: [8.0051, 0, 0, 0, 0, 0, 0], held: true },
      { week: weekEndingNo(333), hours: [6.66, 6.66, 6.66, 6.66, 6.66, 6.7, 0], held: false },
    ];
    const employee = employees[3] as number;
    for (const { week, hours } of cases) await addEmployeeWeek(t, employee, week, hours);
    for (const { week, hours, held } of cases) {
      const lineCount = hours.filter((h) => h > 0).length;
      expect((await approveWeek(employee, week)).body.data, week).toEqual(
        held ? { changed: 0, skipped: lineCount } : { changed: lineCount, skipped: 0 },
      );
    }
  });

  it('applies the split to a week payroll already had: the next batch reverses the line sent and sends the corrected and new lines, reason and originals kept', async () => {
    const week = weekEndingNo(326);
    const employee = employees[5] as number;
    const [long, short] = (await addEmployeeWeek(t, employee, week, [13, 8, 0, 0, 0, 0, 0])) as [
      number,
      number,
    ];
    // As a week approved and exported as all regular before its division's rules said otherwise.
    await approveLines(t, [long, short]);
    const first = await post<PayrollBatch>(ApiPaths.payroll.create, {
      weekEndingDates: [week],
      divisionIds: [division],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ lineCount: 2, correctionCount: 0, totalHours: 21 });
    expect(await weekOf(employee, week)).toMatchObject({ overtime: 'Open', workedOut: hoursSplit(16, 4, 1) });

    const applied = await resolve(employee, week, true);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data).toEqual({ corrected: 1, added: 2 });
    const corrected = await lines(employee, week);
    const added = corrected
      .filter((l) => l.id !== long && l.id !== short)
      .map((l) => l.id)
      .sort((a, b) => a - b);
    // The line payroll has changed: Changed, a correction; the hours moved off it are new lines.
    expect(await statusesOf(t, [long, short, ...added])).toEqual(['Changed', 'Exported', 'New', 'New']);

    // Monday's lines still miss their second meal break: resolved, they are approved (Tuesday's was).
    for (const id of [long, ...added]) {
      const ok = await post(paths.resolveException, { lineId: id, reason: 'Took it late' });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    }
    expect((await approveWeek(employee, week)).body.data).toEqual({ changed: 3, skipped: 1 });

    const preview = await post<PayrollBatchPreview>(ApiPaths.payroll.preview, {
      weekEndingDates: [week],
      divisionIds: [division],
    });
    expect(preview.body.data).toMatchObject({ lines: 2, corrections: 1, totalHours: 13 });
    const second = await post<PayrollBatch>(ApiPaths.payroll.create, {
      weekEndingDates: [week],
      divisionIds: [division],
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data).toMatchObject({ lineCount: 3, correctionCount: 1, totalHours: 13 });
    const sent = await t.call<PayrollBatchLine[]>(
      'GET',
      `${ApiPaths.payroll.lines}?batchId=${second.body.data.id}&Skip=0&Take=100`,
      { token: tokens.admin as string },
    );
    expect(sent.body.data.map((l) => [l.timecardId, l.kind, l.payCode, l.hours])).toEqual([
      [long, 'Correction', 'REG', 8],
      [added[0], 'Line', 'OT', 4],
      [added[1], 'Line', 'DT', 1],
    ]);
    expect(sent.body.data[0]).toMatchObject({
      previousBatchId: first.body.data.id,
      previousPayCode: 'REG',
      previousHours: 13,
    });
    // What payroll imports: the 13 regular hours it was paid on undone, then the week's split.
    const sage = await download(
      t,
      `${ApiPaths.payroll.file}?batchId=${second.body.data.id}&layout=sage300`,
      tokens.admin as string,
    );
    expect(
      sage.text
        .trim()
        .split('\r\n')
        .map((r) => r.split(','))
        .map((r) => [r[6], r[7]]),
    ).toEqual([
      ['REG', '-13.00'],
      ['REG', '8.00'],
      ['OT', '4.00'],
      ['DT', '1.00'],
    ]);

    const after = await lines(employee, week);
    expect(await statusesOf(t, [long, short, ...added])).toEqual([
      'Exported',
      'Exported',
      'Exported',
      'Exported',
    ]);
    expect(after.find((l) => l.id === long)).toMatchObject({
      hours: 8,
      hours_type: 'REG',
      correction_reason: 'Checked the week',
      original: expect.objectContaining({ hours: 13, hoursType: 'REG' }),
    });
    expect(after.filter((l) => added.includes(l.id)).map((l) => l.correction_reason)).toEqual([
      'Checked the week',
      'Checked the week',
    ]);
    expect(after.find((l) => l.id === short)).toMatchObject({
      hours: 8,
      original: null,
      correction_reason: '',
    });
    expect(await weekOf(employee, week)).toMatchObject({ overtime: 'None', sent: hoursSplit(16, 4, 1) });
  });

  it('applies the split of a workweek ending on a Saturday to the lines of the days it differs: its Sunday and its Saturday', async () => {
    const week = addDays(weekEndingNo(328), -1);
    const [sunday, saturday] = [addDays(week, -6), week];
    expect([weekdayOf(sunday), weekdayOf(saturday)]).toEqual([0, 6]);
    const employee = employees[3] as number;
    await addEmployeeWeek(t, employee, week, [10, 4, 4, 4, 4, 4, 9]);
    expect(await weekOf(employee, week)).toMatchObject({ overtime: 'Open', differingDays: [0, 6] });

    const applied = await resolve(employee, week, true);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data).toEqual({ corrected: 2, added: 2 });
    const onDay = async (day: string) =>
      (
        await t.db
          .selectFrom('timecard')
          .select(['hours', 'hours_type'])
          .where('employee_id', '=', employee)
          .where('week_ending_date', '=', week)
          .where('day', '=', day)
          .orderBy('hours_type')
          .execute()
      ).map((l) => [Number(l.hours), l.hours_type]);
    // Sunday's 10 hours: 2 at 1.5×; Saturday, the seventh consecutive day: 8 at 1.5×, 1 at 2×.
    expect(await onDay(sunday)).toEqual([
      [2, 'OT'],
      [8, 'REG'],
    ]);
    expect(await onDay(addDays(week, -1))).toEqual([[4, 'REG']]);
    expect(await onDay(saturday)).toEqual([
      [1, 'DT'],
      [8, 'OT'],
    ]);
    expect(await weekOf(employee, week)).toMatchObject({
      overtime: 'None',
      workedOut: hoursSplit(28, 10, 1),
    });
    expect((await approveWeek(employee, week)).body.data).toEqual({ changed: 9, skipped: 0 });
  });

  it('reads a week whose pay period is closed as closed, where applying the split is refused', async () => {
    const week = weekEndingNo(324);
    const employee = employees[4] as number;
    const ids = await addEmployeeWeek(t, employee, week, [13, 0, 0, 0, 0, 0, 0]);
    expect(await weekOf(employee, week)).toMatchObject({ overtime: 'Open', periodClosed: false });
    // As a week approved and exported before its division's rules changed, then closed, would be.
    await t.db
      .updateTable('timecard')
      .set({ approval_state: 'Approved', int_status: 'Exported' })
      .where('id', 'in', ids)
      .execute();
    await t.db
      .updateTable('pay_period')
      .set({ closed: true })
      .where('division_id', '=', division)
      .where('week_ending_date', '=', week)
      .execute();
    expect(await weekOf(employee, week)).toMatchObject({ overtime: 'Open', periodClosed: true });
    const applied = await resolve(employee, week, true);
    expect(applied.status).toBe(409);
    expect(applied.body).toEqual(failure(ApprovalMessages.periodClosed(week)));
  });

  it("marks the lines an open Overtime holds back on the line list, where Exceptions: Open finds them, and counts them on the week's row", async () => {
    const week = weekEndingNo(325);
    const [employee, neighbour] = [employees[0] as number, employees[1] as number];
    const [long, short] = await addEmployeeWeek(t, employee, week, [13, 8, 0, 0, 0, 0, 0]);
    const [clear] = await addEmployeeWeek(t, neighbour, week, [8, 0, 0, 0, 0, 0, 0]);
    const open = [{ FieldName: TimecardSearchField.Exceptions, Value: 'Open' }];
    const exceptionsOf = (rows: TimecardRecord[]) =>
      Object.fromEntries(rows.map((r) => [r.lineId, r.exceptions]));

    // The 13-hour line misses its second meal break too; the 8-hour one is held by its week alone.
    expect(exceptionsOf(await listWeek(week))).toMatchObject({
      [long as number]: ['SecondMealBreak', 'Overtime'],
      [short as number]: ['Overtime'],
      [clear as number]: [],
    });
    const found = await listWeek(week, open);
    expect(found.map((r) => r.lineId).sort()).toEqual([long, short].sort());
    expect(await weekOf(employee, week)).toMatchObject({ overtime: 'Open', openExceptions: 2 });
    // Every reader of the list's filter reads the same lines: the week view, a decision, the CSVs.
    const weeks = await employeeWeeksOf(t, tokens.admin as string, week, open);
    expect(weeks.data.map((w) => w.employeeId)).toEqual([employee]);
    const preview = await post<ApprovalPreview>(paths.preview, { filter: weekFilter(week, open) });
    expect(preview.body.data).toMatchObject({ matching: 2, approvable: 0 });
    const { fromDate, toDate } = weekFilter(week);
    const csv = await download(
      t,
      `${ApiPaths.currentView.timecards}?${new URLSearchParams({ fromDate, toDate, search: JSON.stringify(open) })}`,
      tokens.admin as string,
    );
    expect(csv.status, csv.text).toBe(200);
    expect(csvRecords(csv.text)).toHaveLength(3);

    await resolve(employee, week, false);
    expect(exceptionsOf(await listWeek(week))).toMatchObject({
      [long as number]: ['SecondMealBreak'],
      [short as number]: [],
    });
    expect((await listWeek(week, open)).map((r) => r.lineId)).toEqual([long]);
    expect(await weekOf(employee, week)).toMatchObject({ overtime: 'Resolved', openExceptions: 1 });
  });

  it('refuses what it cannot resolve, writing nothing: no overtime, another division, no reason', async () => {
    const week = weekEndingNo(323);
    const employee = employees[3] as number;
    await addEmployeeWeek(t, employee, week, [8, 0, 0, 0, 0, 0, 0]);
    const counts = async () => ({
      lines: await countRows(t, 'timecard'),
      audits: await countRows(t, 'audit_log'),
      kept: await countRows(t, 'employee_week_overtime'),
    });
    await expectRefusedWrite(
      t,
      {
        path: paths.resolveWeekOvertime,
        body: { employeeId: employee, weekEndingDate: week, reason: 'x', apply: true },
        token: tokens.admin,
      },
      { status: 409, message: ApprovalMessages.noOvertime },
      counts,
    );
    const theirs = (
      await t.db
        .selectFrom('employee')
        .select('id')
        .where('division_id', '=', otherDivision)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    await addEmployeeWeek(t, theirs, week, [13, 0, 0, 0, 0, 0, 0], { division_id: otherDivision });
    await expectRefusedWrite(
      t,
      {
        path: paths.resolveWeekOvertime,
        body: { employeeId: theirs, weekEndingDate: week, reason: 'x', apply: false },
        token: tokens.pm,
      },
      { status: 404, message: ApprovalMessages.weekNotFound },
      counts,
    );
    await expectRefusedWrite(
      t,
      {
        path: paths.resolveWeekOvertime,
        body: { employeeId: theirs, weekEndingDate: week, reason: ' ', apply: false },
        token: tokens.admin,
      },
      { status: 400, message: ApprovalMessages.reasonRequired('reason') },
      counts,
    );
  });
});
