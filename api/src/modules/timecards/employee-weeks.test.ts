import {
  ApiPaths,
  ATTESTATION_FILTER_OPTIONS,
  ButtonClaim,
  type EmployeeWeek,
  EmployeeWeekMessages,
  TimecardSearchField as F,
  type SearchTextEntry,
  WEEK_ATTESTATION_COUNTS,
  type WeekSettings,
} from '@tac/contracts';
import { addDays, weekdayOf } from '@tac/contracts/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPng } from '../../images/tiny-png.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import {
  countRows,
  expectClaimRequired,
  expectRefusedWrite,
  failure,
  postAs,
  signIn,
} from '../../testing/api-checks.ts';
import { csvRecords } from '../../testing/csv-records.ts';
import { pmAndOtherDivision } from '../../testing/divisions.ts';
import { describeBothDatabases } from '../../testing/each-database.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser } from '../../testing/users.ts';
import { clientId, plainPdf, timecardItem, upload } from '../field/test-fixtures.ts';
import { download } from '../payroll/test-fixtures.ts';
import {
  addEmployeeWeek,
  attestingDevice,
  employeeSearch,
  employeesOf,
  employeeWeekOf,
  employeeWeeksOf,
  hoursSplit,
  weekEndingNo,
  weekFilter,
} from './test-fixtures.ts';

const paths = ApiPaths.employeeWeeks;

/**
 * The week by employee on both databases: the golden California weeks (Labor Code §510, the DLSE's
 * examples) worked out from the lines the database holds, the same weeks under FLSA once the
 * division chooses it, and what the view counts and leaves out.
 */
describeBothDatabases('The payroll week by employee', (kind) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let division: number;
  let otherDivision: number;
  let employees: number[];
  const post = postAs(
    () => t,
    () => tokens,
  );

  const weeksOf = (week: string, search: SearchTextEntry[] = [], who = 'admin') =>
    employeeWeeksOf(t, tokens[who] as string, week, search);
  const weekOf = (employeeId: number, week: string) =>
    employeeWeekOf(t, tokens.admin as string, employeeId, week);

  /** One employee's week as the CSV export writes it: its columns by header. */
  async function exportedWeek(week: string, employee: number): Promise<Record<string, string | undefined>> {
    const { fromDate, toDate } = weekFilter(week);
    const search = JSON.stringify([employeeSearch(employee)]);
    const res = await download(
      t,
      `${ApiPaths.currentView.employeeWeeks}?${new URLSearchParams({ fromDate, toDate, search })}`,
      tokens.admin as string,
    );
    const [header, line] = csvRecords(res.text);
    return Object.fromEntries((header ?? []).map((h, i) => [h, line?.[i]]));
  }

  beforeAll(async () => {
    t = await startTestApp({ database: kind, seed: 'demo' });
    tokens = await signIn(t, 'admin', 'pm');
    ({ pmDivision: division, otherDivision } = await pmAndOtherDivision(t));
    employees = await employeesOf(t, division);
    expect(employees.length).toBeGreaterThanOrEqual(6);
  });
  afterAll(() => t?.close());

  describe('California, as the published examples work it out', () => {
    const golden: [string, number[], ReturnType<typeof hoursSplit>][] = [
      ['a 10-hour day', [10, 0, 0, 0, 0, 0, 0], hoursSplit(8, 2)],
      ['a 13-hour day', [13, 0, 0, 0, 0, 0, 0], hoursSplit(8, 4, 1)],
      ['a 6-day 50-hour week', [9, 9, 9, 9, 9, 5, 0], hoursSplit(40, 10)],
      ['a seventh consecutive day of 9 hours', [4, 4, 4, 4, 4, 4, 9], hoursSplit(24, 8, 1)],
      [
        'daily and weekly overtime in one week, no hour counted twice',
        [12, 12, 12, 12, 8, 4, 0],
        hoursSplit(40, 20),
      ],
    ];
    it.each(golden.map(([name, hours, total], i) => ({ name, hours, total, i })))(
      'works out $name',
      async ({ hours, total, i }) => {
        const week = weekEndingNo(300 + i);
        const employee = employees[i] as number;
        await addEmployeeWeek(t, employee, week, hours);
        const row = await weekOf(employee, week);
        expect(row).toMatchObject({ weekEndingDate: week, overtimeRuleSet: 'california', days: hours });
        expect(row.sent).toEqual(hoursSplit(hours.reduce((a, b) => a + b, 0)));
        expect(row.workedOut).toEqual(total);
      },
    );
  });

  it('works out a workweek ending on a Saturday from its Sunday: the daily split and the seventh day fall on the days worked', async () => {
    // The week-ending day implies the first: a week ending on Saturday runs from the Sunday before.
    const week = addDays(weekEndingNo(330), -1);
    expect([weekdayOf(addDays(week, -6)), weekdayOf(week)]).toEqual([0, 6]);
    const employee = employees[2] as number;
    // 10 hours on Sunday, 4 a day Monday to Friday, and 9 on Saturday, the seventh consecutive day.
    const hours = [10, 4, 4, 4, 4, 4, 9];
    await addEmployeeWeek(t, employee, week, hours);
    const row = await weekOf(employee, week);
    expect(row).toMatchObject({ weekEndingDate: week, days: hours, differingDays: [0, 6] });
    expect(row.workedOutDays).toEqual([
      hoursSplit(8, 2),
      ...[1, 2, 3, 4, 5].map(() => hoursSplit(4)),
      hoursSplit(0, 8, 1),
    ]);
    expect(row.workedOut).toEqual(hoursSplit(28, 10, 1));
  });

  it('works the same hours out by FLSA once the division chooses it, audited', async () => {
    const week = weekEndingNo(310);
    const employee = employees[5] as number;
    await addEmployeeWeek(t, employee, week, [12, 12, 12, 12, 8, 4, 0]);
    const save = await post<WeekSettings>(paths.saveSettings, {
      divisionId: division,
      overtimeRuleSet: 'flsa',
    });
    try {
      expect(save.status, JSON.stringify(save.body)).toBe(200);
      expect(save.body.message).toBe(EmployeeWeekMessages.settingsSaved(save.body.data.divisionName));
      const row = await weekOf(employee, week);
      expect(row.overtimeRuleSet).toBe('flsa');
      expect(row.workedOut).toEqual(hoursSplit(40, 20));
      const three = await weekOf(employees[1] as number, weekEndingNo(301));
      expect(three.workedOut).toEqual(hoursSplit(13));
      const audit = await t.db
        .selectFrom('audit_log')
        .select(['before', 'after'])
        .where('entity', '=', 'week-settings')
        .where('entity_id', '=', String(division))
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(
        [audit.before, audit.after].map((v) =>
          JSON.parse(String(typeof v === 'string' ? v : JSON.stringify(v))),
        ),
      ).toEqual([{ overtimeRuleSet: 'california' }, { overtimeRuleSet: 'flsa' }]);
    } finally {
      await post(paths.saveSettings, { divisionId: division, overtimeRuleSet: 'california' });
    }
  });

  it('splits the sent hours by their pay codes and leaves rejected lines and meal premiums out of the hours', async () => {
    const week = weekEndingNo(311);
    const employee = employees[0] as number;
    await addEmployeeWeek(t, employee, week, [8, 8, 0, 0, 0, 0, 0]);
    await addEmployeeWeek(t, employee, week, [2, 0, 0, 0, 0, 0, 0], { hours_type: 'OT' });
    const [rejected] = await addEmployeeWeek(t, employee, week, [0, 0, 5, 0, 0, 0, 0]);
    await t.db
      .updateTable('timecard')
      .set({ approval_state: 'Rejected', approval_reason: 'wrong day' })
      .where('id', '=', rejected as number)
      .execute();
    const [paid] = await addEmployeeWeek(t, employee, week, [0, 1, 0, 0, 0, 0, 0], { hours_type: 'MP' });
    await t.db
      .updateTable('timecard')
      .set({ premium_for_id: rejected as number })
      .where('id', '=', paid as number)
      .execute();
    const row = await weekOf(employee, week);
    expect(row).toMatchObject({
      days: [10, 8, 0, 0, 0, 0, 0],
      sent: hoursSplit(16, 2),
      workedOut: hoursSplit(16, 2),
      premiumHours: 1,
      payCodes: ['MP', 'OT', 'REG'],
      lines: 5,
      pending: 4,
      rejected: 1,
      attestationNone: 5,
    });
  });

  it("sums the whole week whatever the search picks, and shows a user only their divisions' weeks", async () => {
    const week = weekEndingNo(312);
    const [mine, theirs] = [employees[2] as number, await otherEmployee()];
    await addEmployeeWeek(t, mine, week, [10, 10, 0, 0, 0, 0, 0]);
    await addEmployeeWeek(t, mine, week, [0, 0, 3, 0, 0, 0, 0], { hours_type: 'TRV' });
    await addEmployeeWeek(t, theirs, week, [9, 0, 0, 0, 0, 0, 0], { division_id: otherDivision });
    const travel = await weeksOf(week, [{ FieldName: F.PayCode, Value: 'TRV' }]);
    expect(travel.totalCount).toBe(1);
    expect(travel.data[0]).toMatchObject({ employeeId: mine, days: [10, 10, 3, 0, 0, 0, 0] });
    expect((await weeksOf(week)).data.map((w) => w.employeeId).sort()).toEqual([mine, theirs].sort());
    expect((await weeksOf(week, [], 'pm')).data.map((w) => w.employeeId)).toEqual([mine]);
    const outside = await weeksOf(week, [employeeSearch(theirs)], 'pm');
    expect(outside).toMatchObject({ data: [], totalCount: 0 });
  });

  it('pages the weeks newest first with an exact count, and refuses an employee id that is not one', async () => {
    const [older, newer] = [weekEndingNo(313), weekEndingNo(314)];
    const employee = employees[3] as number;
    await addEmployeeWeek(t, employee, older, [8, 0, 0, 0, 0, 0, 0]);
    await addEmployeeWeek(t, employee, newer, [8, 0, 0, 0, 0, 0, 0]);
    const { fromDate } = weekFilter(older);
    const { toDate } = weekFilter(newer);
    const query = `?fromDate=${encodeURIComponent(fromDate)}&toDate=${encodeURIComponent(toDate)}`;
    const search = [employeeSearch(employee)];
    const first = await post<EmployeeWeek[]>(`${paths.list}${query}`, {
      Skip: 1,
      Take: 1,
      SearchText: search,
    });
    expect(first.body).toMatchObject({ totalCount: 2, data: [{ weekEndingDate: newer }] });
    const past = await post<EmployeeWeek[]>(`${paths.list}${query}`, {
      Skip: 201,
      Take: 300,
      SearchText: search,
    });
    expect(past.body).toMatchObject({ totalCount: 2, data: [] });
    const bad = await post(`${paths.list}${query}`, {
      Skip: 1,
      Take: 100,
      SearchText: [{ FieldName: F.EmployeeId, Value: '1 or 1=1' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(failure(EmployeeWeekMessages.employeeId('1 or 1=1')));
  });

  it("exports every employee-week the view shows as CSV, whole weeks worked out, only the caller's divisions, a bad search a 400", async () => {
    const week = weekEndingNo(315);
    const [mine, theirs] = [employees[4] as number, await otherEmployee()];
    await addEmployeeWeek(t, mine, week, [13, 0, 0, 0, 0, 0, 0]);
    await addEmployeeWeek(t, theirs, week, [8, 0, 0, 0, 0, 0, 0], { division_id: otherDivision });
    const { fromDate, toDate } = weekFilter(week);
    const url = (search?: unknown) =>
      `${ApiPaths.currentView.employeeWeeks}?${new URLSearchParams({ fromDate, toDate, ...(search ? { search: JSON.stringify(search) } : {}) })}`;
    const res = await download(t, url(), tokens.pm as string);
    expect(res.status, res.text).toBe(200);
    const [header, ...rows] = csvRecords(res.text);
    expect(header?.slice(0, 5)).toEqual([
      'Employee Number',
      'Employee',
      'Week Ending',
      'Overtime Rules',
      'Day 1',
    ]);
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries((header ?? []).map((h, i) => [h, rows[0]?.[i]]));
    expect(row).toMatchObject({
      'Week Ending': week,
      'Overtime Rules': 'California',
      'Day 1': '13',
      'Total Hours': '13',
      'Worked Out Regular': '8',
      'Worked Out Overtime': '4',
      'Worked Out Double Time': '1',
    });
    expect(csvRecords((await download(t, url(), tokens.admin as string)).text)).toHaveLength(3);
    const bad = await download(t, url([{ FieldName: F.EmployeeId, Value: 'x' }]), tokens.admin as string);
    expect(bad.status).toBe(400);
  });

  it('counts its lines by every attestation status the line list knows, Override too: the counts add up to its lines, on the row and in the CSV', async () => {
    const week = weekEndingNo(316);
    const employee = employees[5] as number;
    await addEmployeeWeek(t, employee, week, [8, 0, 0, 0, 0, 0, 0], { attestation_status: 'Approved' });
    await addEmployeeWeek(t, employee, week, [0, 8, 0, 0, 0, 0, 0], { attestation_status: 'Override' });
    await addEmployeeWeek(t, employee, week, [0, 0, 8, 0, 0, 0, 0], { attestation_status: 'Override' });
    await addEmployeeWeek(t, employee, week, [0, 0, 0, 8, 0, 0, 0], { attestation_status: 'Rejected' });
    await addEmployeeWeek(t, employee, week, [0, 0, 0, 0, 8, 0, 0]);
    const row = await weekOf(employee, week);
    expect(row).toMatchObject({
      lines: 5,
      attestationApproved: 1,
      attestationRejected: 1,
      attestationOverride: 2,
      attestationNone: 1,
    });
    const counted = ATTESTATION_FILTER_OPTIONS.map((status) => row[WEEK_ATTESTATION_COUNTS[status].field]);
    expect(counted.reduce((sum, n) => sum + n, 0)).toBe(row.lines);

    expect(await exportedWeek(week, employee)).toMatchObject({
      Lines: '5',
      'Attestation Approved': '1',
      'Attestation Rejected': '1',
      'Attestation Override': '2',
      'Not Attested': '1',
    });
  });

  it('counts its lines with the signed attestation PDF the device uploaded on file and the others, on the row and in the CSV', async () => {
    const week = weekEndingNo(317);
    const employee = employees[4] as number;
    const { token, project, device } = await attestingDevice(t, tokens.admin as string, employee);
    const attested = { attestation: { status: 'Approved', language: 'en', reasons: [] } };
    const on = (i: number) => ({ employeeId: employee, projectId: project, day: addDays(week, i - 6) });
    // Monday's record holds two lines; the PDF is uploaded against one of them, and covers both.
    const regular = timecardItem(on(0), { timeRecordId: 970_001, ...attested });
    const overtime = timecardItem(on(0), { timeRecordId: 970_001, hoursType: 'OT', hours: 2, ...attested });
    // Tuesday's is attested too, but its only upload is a photo: no signed attestation is on file.
    const tuesday = timecardItem(on(1), { timeRecordId: 970_002, ...attested });
    const pushed = await t.call<{ items: { status: string }[] }>('POST', ApiPaths.field.push, {
      token,
      body: { items: [regular, overtime, tuesday] },
    });
    expect(
      pushed.body.data?.items.map((i) => i.status),
      JSON.stringify(pushed.body),
    ).toEqual(['accepted', 'accepted', 'accepted']);
    const pdf = {
      clientId: clientId(),
      itemClientId: regular.clientId,
      purpose: 'attestationPdf',
      name: 'a.pdf',
    };
    expect((await upload(t, token, pdf, await plainPdf())).status).toBe(200);
    const photo = {
      clientId: clientId(),
      itemClientId: tuesday.clientId,
      purpose: 'photo',
      name: 'IMG_1.png',
    };
    expect((await upload(t, token, photo, tinyPng(4, 4, [200, 40, 40], [40, 40, 200]))).status).toBe(200);
    // A meal premium the office adds to Monday's record was in nothing the employee signed.
    const signedLine = await t.db
      .selectFrom('timecard')
      .select('id')
      .where('device_id', '=', device)
      .where('time_record_id', '=', 970_001)
      .where('hours_type', '=', 'REG')
      .executeTakeFirstOrThrow();
    await addEmployeeWeek(t, employee, week, [1, 0, 0, 0, 0, 0, 0], {
      hours_type: 'MP',
      time_record_id: 970_001,
      premium_for_id: signedLine.id,
    });

    const row = await weekOf(employee, week);
    expect(row).toMatchObject({
      lines: 4,
      attestationApproved: 3,
      attestationNone: 1,
      signed: 2,
      notSigned: 2,
    });

    expect(await exportedWeek(week, employee)).toMatchObject({
      Lines: '4',
      Signed: '2',
      'Not Signed': '2',
    });
  });

  it("lists the caller's divisions' settings; saving needs the close claim and a division of the caller's", async () => {
    const mine = await t.call<WeekSettings[]>('GET', paths.settings, { token: tokens.pm as string });
    expect(mine.body.data.map((s) => s.divisionId)).not.toContain(otherDivision);
    expect(mine.body.data.find((s) => s.divisionId === division)?.overtimeRuleSet).toBe('california');
    const counts = async () => ({
      audits: await countRows(t, 'audit_log'),
      settings: await t.db.selectFrom('division').select(['id', 'overtime_rule_set']).orderBy('id').execute(),
    });
    const scoped = await createScopedAdmin();
    await expectRefusedWrite(
      t,
      {
        path: paths.saveSettings,
        body: { divisionId: otherDivision, overtimeRuleSet: 'flsa' },
        token: scoped,
      },
      { status: 404, message: EmployeeWeekMessages.divisionNotFound },
      counts,
    );
    const unknown = await post(paths.saveSettings, { divisionId: division, overtimeRuleSet: 'texas' });
    expect(unknown.status).toBe(400);
    await expectClaimRequired(t, { user: 'admin', token: tokens.admin, claim: ButtonClaim.PayPeriodClose }, [
      ['POST', paths.saveSettings, { divisionId: division, overtimeRuleSet: 'california' }],
    ]);
  });

  /** An Administrator (who holds the close claim) given only the pm's division. */
  async function createScopedAdmin(): Promise<string> {
    const id = await createUser(t.db, { userName: 'week-settings@demo.local', password: DEMO_PASSWORD });
    await t.db.updateTable('app_user').set({ all_divisions: false }).where('id', '=', id).execute();
    await t.db.insertInto('user_division').values({ user_id: id, division_id: division }).execute();
    return t.login('week-settings@demo.local');
  }

  async function otherEmployee(): Promise<number> {
    const row = await t.db
      .selectFrom('employee')
      .select('id')
      .where('division_id', '=', otherDivision)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
});
