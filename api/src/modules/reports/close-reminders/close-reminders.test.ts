import {
  ApiPaths,
  CloseReminderMessages,
  type CloseReminderPreference,
  SecurityGroupId,
  type WeekSettings,
} from '@tac/contracts';
import { addDays, instantAt, todayIn, weekdayOf } from '@tac/contracts/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditsOf, failure } from '../../../testing/api-checks.ts';
import { describeEachDatabase } from '../../../testing/each-database.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';
import { createUser } from '../../../testing/users.ts';
import { addLines } from '../../timecards/test-fixtures.ts';
import type { ReportScheduler } from '../scheduler/index.ts';
import {
  FAST,
  mailingTo,
  type ReceivedMail,
  startSecondScheduler,
  startSmtpReceiver,
  TIME_ZONE,
  waitFor,
} from '../scheduler/test-fixtures.ts';
import { deadlineText } from './compose.ts';
import { closingWeek, deadlineDue, nextDeadline } from './due.ts';

const CONSOLE_URL = 'https://tac.example.com';
const HOUR = 3_600_000;
const PASSWORD = 'Close-reminders-1';

/**
 * The close reminders (shared/docs/overtime.md "Close reminders"): week settings with a deadline,
 * the digest each approver gets before it (counts, stale devices, the opt-out), once across two
 * replicas and once per deadline. The scheduler is told the time (tick(now)); its own loop looks
 * rarely, and the deadline lies days after the real clock, so the loop never finds one due.
 */
describeEachDatabase('close reminders', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let adminToken: string;
  const division = { north: 0, south: 0, none: 0 };
  const user = { both: '', south: '', optedOut: '', contribute: '', none: '' };
  const ids: Record<string, number> = {};
  // Three days after the real today at 10:00: the loop's real-time look is never within a day of it.
  const deadlineDay = addDays(todayIn(TIME_ZONE), 3);
  const deadline = instantAt(deadlineDay, 10 * 60, TIME_ZONE);
  const before = new Date(deadline.getTime() - 2 * HOUR);
  const week = closingWeek(deadline, TIME_ZONE).businessWeekEnding;

  const mailsTo = (address: string): ReceivedMail[] =>
    smtp.received.filter((m) => m.envelopeTo.includes(address));
  const remindersOf = (userId: number) =>
    t.db
      .selectFrom('close_reminder')
      .select(['deadline_at', 'outcome', 'attempts', 'division_ids', 'error'])
      .where('user_id', '=', userId)
      .orderBy('deadline_at')
      .execute();
  const allFinished = async () => {
    const open = await t.db
      .selectFrom('close_reminder')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('outcome', 'in', ['queued', 'running'])
      .executeTakeFirstOrThrow();
    return Number(open.n) === 0;
  };
  const saveSettings = (body: Record<string, unknown>) =>
    t.call<WeekSettings>('POST', ApiPaths.employeeWeeks.saveSettings, { body, token: adminToken });

  async function addDivision(name: string): Promise<number> {
    const { id } = await t.db
      .insertInto('division')
      .values({ division_name: name })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('project')
      .values({ project_number: `CR-${id}`, name: `Project of ${name}`, division_id: id })
      .execute();
    return id;
  }
  async function addEmployee(divisionId: number, number: string): Promise<number> {
    const { id } = await t.db
      .insertInto('employee')
      .values({ employee_number: number, first_name: 'Crew', last_name: number, division_id: divisionId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }
  async function addDevice(divisionId: number, name: string, lastSyncAt: Date | null, crew: number[]) {
    const { id } = await t.db
      .insertInto('device')
      .values({ name, division_id: divisionId, last_sync_at: lastSyncAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const employee_id of crew)
      await t.db.insertInto('device_employee').values({ device_id: id, employee_id }).execute();
    return id;
  }
  async function addUser(key: keyof typeof user, roleId: SecurityGroupId, divisions: number[]) {
    const userName = `close.${key}@example.com`;
    ids[key] = await createUser(t.db, { userName, password: PASSWORD, roleId });
    await t.db
      .updateTable('app_user')
      .set({ first_name: key, all_divisions: false })
      .where('id', '=', ids[key] as number)
      .execute();
    for (const division_id of divisions)
      await t.db
        .insertInto('user_division')
        .values({ user_id: ids[key] as number, division_id })
        .execute();
    user[key] = userName;
  }

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await startTestApp({
      database: kind,
      config: { ...(await mailingTo(smtp.url)), closeReminderHours: 24, publicUrl: CONSOLE_URL },
      reportScheduler: { settings: { ...FAST, tickSeconds: 600 } },
    });
    // The office's administrator, of every division, who saves the week settings; the demo users
    // (some of every division too) would be mailed as well: these tests follow their own approvers.
    await createUser(t.db, { userName: 'close.office@example.com', password: PASSWORD });
    await t.db
      .updateTable('app_user')
      .set({ close_reminders: false, all_divisions: true })
      .where((eb) =>
        eb.or([eb('user_name', 'like', '%@demo.local'), eb('user_name', '=', 'close.office@example.com')]),
      )
      .execute();
    adminToken = await t.login('close.office@example.com', PASSWORD);
    division.north = await addDivision('Reminder North');
    division.south = await addDivision('Reminder South');
    division.none = await addDivision('Reminder Without Deadline');
    const [n1, n2, n3] = [
      await addEmployee(division.north, 'CRN-1'),
      await addEmployee(division.north, 'CRN-2'),
      await addEmployee(division.north, 'CRN-3'),
    ];
    const s1 = await addEmployee(division.south, 'CRS-1');
    await addEmployee(division.none, 'CRX-1');
    // North: a crew of two silent for ten days (stale at 3), one synced yesterday, one without a crew.
    await addDevice(division.north, 'North tablet A', new Date(before.getTime() - 10 * 24 * HOUR), [
      n1 as number,
      n2 as number,
    ]);
    await addDevice(division.north, 'North tablet B', new Date(before.getTime() - 24 * HOUR), [n3 as number]);
    await addDevice(division.north, 'North spare', null, []);
    await addDevice(division.south, 'South phone', null, [s1]);
    await addDevice(division.none, 'Nowhere phone', null, []);
    // North: four lines, one approved, one with a missed meal break; South: a 9-hour day sent as
    // regular, which California's rules split (its week's Overtime exception holds it back).
    const north = await addLines(t, division.north, week, [
      {},
      {},
      {},
      { hours: 6, lunchStart: '', lunchEnd: '' },
    ]);
    await t.db
      .updateTable('timecard')
      .set({ approval_state: 'Approved' })
      .where('id', '=', north[0]?.id as number)
      .execute();
    await addLines(t, division.south, week, [{ hours: 9 }]);
    await addLines(t, division.none, week, [{}]);

    await addUser('both', SecurityGroupId.ProjectManager, [division.north, division.south]);
    await addUser('south', SecurityGroupId.ProjectManager, [division.south]);
    await addUser('optedOut', SecurityGroupId.ProjectManager, [division.north]);
    await addUser('contribute', SecurityGroupId.Contribute, [division.north, division.south]);
    await addUser('none', SecurityGroupId.ProjectManager, [division.none]);
    await t.app.reportScheduler.start();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('works out when a deadline is and when its reminder is due, in the business time zone', () => {
    const monday10 = { weekday: 1, hour: 10 };
    // Sunday 2026-03-08 is the spring-forward day in Chicago: Sunday 09:00 is 25 hours before
    // Monday 10:00 CDT (UTC−5), 10:30 within a day of it.
    const sunday = instantAt('2026-03-08', 9 * 60, TIME_ZONE);
    expect(nextDeadline(monday10, sunday, TIME_ZONE).toISOString()).toBe('2026-03-09T15:00:00.000Z');
    expect(deadlineDue(monday10, sunday, TIME_ZONE, 24)).toBeNull();
    const day = deadlineDue(monday10, instantAt('2026-03-08', 10 * 60 + 30, TIME_ZONE), TIME_ZONE, 24);
    expect(day?.toISOString()).toBe('2026-03-09T15:00:00.000Z');
    // At the deadline itself the next one is a week on: no late reminder.
    expect(deadlineDue(monday10, new Date('2026-03-09T15:00:00.000Z'), TIME_ZONE, 24)).toBeNull();
    // A Monday deadline closes the week that ended the Sunday before; a Sunday one the week ending that day.
    expect(closingWeek(new Date('2026-03-09T15:00:00.000Z'), TIME_ZONE).businessWeekEnding).toBe(
      '2026-03-08',
    );
    expect(closingWeek(instantAt('2026-03-08', 18 * 60, TIME_ZONE), TIME_ZONE).businessWeekEnding).toBe(
      '2026-03-08',
    );
    expect(deadlineText(new Date('2026-03-09T15:00:00.000Z'), TIME_ZONE)).toBe('Monday 03/09/26 10:00 AM');
  });

  describe('week settings', () => {
    it('saves a close deadline and stale-device days, audited, and keeps what a save leaves out', async () => {
      const weekday = weekdayOf(deadlineDay);
      const saved = await saveSettings({
        divisionId: division.north,
        overtimeRuleSet: 'california',
        closeWeekday: weekday,
        closeHour: 10,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.data).toMatchObject({ closeWeekday: weekday, closeHour: 10, staleDeviceDays: 3 });
      const south = await saveSettings({
        divisionId: division.south,
        overtimeRuleSet: 'california',
        closeWeekday: weekday,
        closeHour: 10,
        staleDeviceDays: 2,
      });
      expect(south.body.data).toMatchObject({ closeWeekday: weekday, closeHour: 10, staleDeviceDays: 2 });
      // An older screen's save names the rule set alone: the deadline stays.
      const older = await saveSettings({ divisionId: division.south, overtimeRuleSet: 'california' });
      expect(older.body.data).toMatchObject({ closeWeekday: weekday, closeHour: 10, staleDeviceDays: 2 });
      const listed = await t.call<WeekSettings[]>('GET', ApiPaths.employeeWeeks.settings, {
        token: adminToken,
      });
      expect(listed.body.data.find((s) => s.divisionId === division.none)).toMatchObject({
        closeWeekday: null,
        closeHour: null,
        staleDeviceDays: 3,
      });
      const audits = await auditsOf(t, 'week-settings', division.south);
      expect(audits.map((a) => [a.before, a.after])).toEqual([
        [
          { overtimeRuleSet: 'california', closeWeekday: null, closeHour: null, staleDeviceDays: 3 },
          { overtimeRuleSet: 'california', closeWeekday: weekday, closeHour: 10, staleDeviceDays: 2 },
        ],
        [{ overtimeRuleSet: 'california' }, { overtimeRuleSet: 'california' }],
      ]);
    });

    it('refuses half a deadline and values out of range, naming the field, and writes nothing', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ closeWeekday: 1 }, CloseReminderMessages.hourMissing],
        [{ closeWeekday: 1, closeHour: null }, CloseReminderMessages.hourMissing],
        [{ closeHour: 9 }, CloseReminderMessages.weekdayMissing],
        [{ closeWeekday: 7, closeHour: 9 }, 'closeWeekday must be 6 or less, or null'],
        [{ closeWeekday: 1, closeHour: 24 }, 'closeHour must be 23 or less, or null'],
        [{ staleDeviceDays: 0 }, CloseReminderMessages.staleDeviceDays],
        [{ staleDeviceDays: 61 }, CloseReminderMessages.staleDeviceDays],
        [{ staleDeviceDays: 2.5 }, CloseReminderMessages.staleDeviceDays],
      ];
      const audits = (await auditsOf(t, 'week-settings', division.none)).length;
      for (const [fields, message] of cases) {
        const res = await saveSettings({ divisionId: division.none, overtimeRuleSet: 'flsa', ...fields });
        expect([res.status, res.body], JSON.stringify(fields)).toEqual([400, failure(message)]);
      }
      expect(await auditsOf(t, 'week-settings', division.none)).toHaveLength(audits);
      const row = await t.db
        .selectFrom('division')
        .select(['overtime_rule_set', 'close_weekday', 'close_hour'])
        .where('id', '=', division.none)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ overtime_rule_set: 'california', close_weekday: null, close_hour: null });
    });
  });

  describe('the signed-in user’s choice', () => {
    it('is on at first, turned off by the user themselves, audited', async () => {
      const token = await t.login(user.optedOut, PASSWORD);
      const first = await t.call<CloseReminderPreference>('GET', ApiPaths.closeReminders.preference, {
        token,
      });
      expect(first.body.data).toEqual({ emailMe: true, approver: true, hasEmail: true, hoursBefore: 24 });
      const off = await t.call<CloseReminderPreference>('POST', ApiPaths.closeReminders.savePreference, {
        token,
        body: { emailMe: false },
      });
      expect(off.status).toBe(200);
      expect(off.body.message).toBe(CloseReminderMessages.preferenceSaved(false));
      expect(off.body.data.emailMe).toBe(false);
      expect(
        (await auditsOf(t, 'close-reminder-preference', ids.optedOut as number)).map((a) => a.after),
      ).toEqual([{ emailMe: false }]);
      const contribute = await t.login(user.contribute, PASSWORD);
      const notApprover = await t.call<CloseReminderPreference>('GET', ApiPaths.closeReminders.preference, {
        token: contribute,
      });
      expect(notApprover.body.data).toMatchObject({ emailMe: true, approver: false });
    });
  });

  describe('the digest', () => {
    let second: ReportScheduler;
    let closeSecond: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      ({ scheduler: second, close: closeSecond } = await startSecondScheduler(
        t,
        smtp.url,
        { ...FAST, tickSeconds: 600 },
        { hours: 24, consoleUrl: CONSOLE_URL },
      ));
    });
    afterAll(() => closeSecond?.());

    it('is not queued before its hours begin', async () => {
      await t.app.reportScheduler.tick(new Date(deadline.getTime() - 25 * HOUR));
      expect(await t.db.selectFrom('close_reminder').selectAll().execute()).toEqual([]);
    });

    it('goes to each approver once, though two replicas look at once', async () => {
      const schedulers = [t.app.reportScheduler, second];
      await Promise.all([...schedulers, ...schedulers].map((s) => s.tick(before)));
      await waitFor(allFinished, 30_000, 'every digest finished');
      await waitFor(async () => mailsTo(user.south).length === 1, 10_000, "the South approver's mail");
      // Time for a second mail, were one on its way.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(mailsTo(user.both)).toHaveLength(1);
      expect(mailsTo(user.south)).toHaveLength(1);
      expect(await remindersOf(ids.both as number)).toEqual([
        expect.objectContaining({
          outcome: 'sent',
          attempts: 1,
          division_ids: [division.north, division.south],
        }),
      ]);
    });

    it('counts each division’s pending lines, open exceptions and employee-weeks with overtime to resolve, names its stale devices, and links the screens', () => {
      const [mail] = mailsTo(user.both);
      const when = deadlineText(deadline, TIME_ZONE);
      expect(mail?.parsed.subject).toBe(CloseReminderMessages.subject(when));
      const text = mail?.parsed.text ?? '';
      expect(text).toContain(CloseReminderMessages.intro(`${when} (${TIME_ZONE})`));
      const [mm, dd, yy] = [week.slice(5, 7), week.slice(8, 10), week.slice(2, 4)];
      expect(text).toContain(
        `Reminder North, week ending ${mm}/${dd}/${yy}: 3 pending lines, 1 open exception.`,
      );
      expect(text).toContain(
        `Reminder South, week ending ${mm}/${dd}/${yy}: 1 pending line, 0 open exceptions, 1 employee-week with overtime to resolve.`,
      );
      expect(text).toMatch(/- North tablet A \(2 employees\), last synced \d\d\/\d\d\/\d\d/);
      expect(text).toContain('have not synced for 2 days or more');
      expect(text).toContain('- South phone (1 employee), never synced');
      // Synced yesterday, or no crew: not named.
      expect(text).not.toContain('North tablet B');
      expect(text).not.toContain('North spare');
      // The week by employee of the week closing, on its blocking lines.
      const from = addDays(week, -6);
      expect(text).toContain(
        `https://tac.example.com/TimeCard?from=${from}&to=${week}&view=employees&exceptions=Blocking`,
      );
      expect(text).toContain('https://tac.example.com/PayPeriods');
      expect(text).toContain(CloseReminderMessages.optOut('https://tac.example.com/WeekSettings'));
      // South's approver hears of South alone.
      const south = mailsTo(user.south)[0]?.parsed.text ?? '';
      expect(south).toContain('Reminder South');
      expect(south).not.toContain('Reminder North');
    });

    it('leaves out who opted out, who does not approve, and divisions without a deadline', async () => {
      expect(mailsTo(user.optedOut)).toEqual([]);
      expect(mailsTo(user.contribute)).toEqual([]);
      expect(mailsTo(user.none)).toEqual([]);
      for (const key of ['optedOut', 'contribute', 'none'] as const)
        expect(await remindersOf(ids[key] as number)).toEqual([]);
    });

    it('is not sent again for the same deadline', async () => {
      await Promise.all([t.app.reportScheduler.tick(new Date(before.getTime() + HOUR)), second.tick(before)]);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(mailsTo(user.both)).toHaveLength(1);
      expect(await remindersOf(ids.both as number)).toHaveLength(1);
    });

    it("is sent again before next week's deadline", async () => {
      await t.app.reportScheduler.tick(new Date(before.getTime() + 7 * 24 * HOUR));
      await waitFor(async () => mailsTo(user.both).length === 2, 30_000, "next week's digest");
      // The mail arrives before its row is marked sent: read the rows once every digest finished.
      await waitFor(allFinished, 30_000, "next week's digests finished");
      const reminders = await remindersOf(ids.both as number);
      expect(reminders.map((r) => [r.deadline_at.getTime(), r.outcome])).toEqual([
        [deadline.getTime(), 'sent'],
        [nextDeadline({ weekday: weekdayOf(deadlineDay), hour: 10 }, deadline, TIME_ZONE).getTime(), 'sent'],
      ]);
      // Next week has no lines yet; the silent devices are still named.
      const text = mailsTo(user.both)[1]?.parsed.text ?? '';
      expect(text).toContain('0 pending lines, 0 open exceptions.');
      expect(text).toContain('North tablet A');
    });
  });
});
