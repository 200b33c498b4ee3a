import {
  ApiPaths,
  contactRecipient,
  REPORT_RECIPIENT_MAX,
  REPORT_SCHEDULE_ADDS_PER_WINDOW,
  REPORT_SEND_WINDOW_MINUTES,
  REPORT_SENDS_PER_WINDOW,
  ReportMessages,
  type ReportRun,
  type ReportScheduleRow,
} from '@tac/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../testing/each-database.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';
import { seedWorkforceFixture, type WorkforceFixture } from '../../workforce/test-fixtures.ts';
import { addSchedule, FAST, nextDueAt, tempDataDir, userId, waitFor } from '../scheduler/test-fixtures.ts';
import { projectEntry, weeklySchedule } from '../schedules/test-fixtures.ts';

const P = ApiPaths.reports;

describeEachDatabase('report run log routes', (kind) => {
  let t: TestApp;
  let adminToken: string;
  let contributeToken: string;
  let readOnlyToken: string;
  let pmToken: string;
  /** The admin's schedule, which the contribute user may not see, and its first run. */
  let adminSchedule: number;
  let firstRun: ReportRun;
  /** The contribute user's own schedule. */
  let ownSchedule: number;
  let f: WorkforceFixture;

  const runs = (token: string, scheduleId: number, skip = 0, take = 100) =>
    t.call<ReportRun[]>('GET', `${P.runs}?scheduleId=${scheduleId}&Skip=${skip}&Take=${take}`, { token });

  const settled = async (token: string, scheduleId: number, count: number) =>
    waitFor(async () => {
      const res = await runs(token, scheduleId);
      return (
        res.body.data.length === count &&
        res.body.data.every((r) => r.outcome === 'sent' || r.outcome === 'empty') &&
        res.body.data
      );
    });

  /** A schedule `creator` made, due a second ago, after the tick that sent it: its id and its run. */
  const sentSchedule = async (
    creator: string,
    schedule: Omit<Parameters<typeof addSchedule>[1], 'createdById' | 'nextDueAt'>,
  ): Promise<[number, ReportRun]> => {
    const id = await addSchedule(t.db, {
      createdById: await userId(t.db, creator),
      nextDueAt: new Date(Date.now() - 1000),
      ...schedule,
    });
    await t.app.reportScheduler.tick();
    const [run] = (await settled(adminToken, id, 1)) as [ReportRun];
    return [id, run];
  };

  /** Saves, as the Administrator, a weekly schedule set to Run now: its id. */
  const savedRunNow = async (scheduleName: string) => {
    const saved = await t.call<{ id: number }>('POST', P.save, {
      token: adminToken,
      body: weeklySchedule(f, { scheduleName, runReportAt: 'now', scheduleHour: 0, scheduleMinute: 0 }),
    });
    expect(saved.status, saved.body.message).toBe(200);
    return saved.body.data.id;
  };

  beforeAll(async () => {
    t = await startTestApp({
      database: kind,
      config: { dataDir: await tempDataDir(), timeZone: 'America/Chicago' },
      // The loop looks every minute only: what runs sooner was woken (a save due now, a re-send).
      reportScheduler: { settings: { ...FAST, tickSeconds: 60 } },
    });
    f = await seedWorkforceFixture(t.db);
    [adminToken, contributeToken, readOnlyToken] = [
      await t.login('admin@demo.local'),
      await t.login('contribute@demo.local'),
      await t.login('readonly@demo.local'),
    ];
    pmToken = await t.login('pm@demo.local');
    const due = new Date(Date.now() - 1000);
    adminSchedule = await addSchedule(t.db, {
      createdById: await userId(t.db, 'admin@demo.local'),
      nextDueAt: due,
    });
    ownSchedule = await addSchedule(t.db, {
      createdById: await userId(t.db, 'contribute@demo.local'),
      nextDueAt: due,
      name: 'Mine',
      projectIds: [f.project.a1],
    });
    await t.app.reportScheduler.start();
    [firstRun] = (await settled(adminToken, adminSchedule, 1)) as [ReportRun];
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists a schedule's runs with their period, recipients, outcome and files", async () => {
    const res = await runs(adminToken, adminSchedule);
    expect(res.status).toBe(200);
    expect(res.body.totalCount).toBe(1);
    expect(firstRun).toMatchObject({
      scheduleId: adminSchedule,
      recipients: ['office@example.com'],
      outcome: 'empty',
      error: null,
      attempts: 1,
      resentFromRunId: null,
    });
    expect(firstRun.periodFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(firstRun.periodTo).toBe(firstRun.periodFrom);
    expect(Date.parse(firstRun.dueAt)).toBeLessThan(Date.now());
    expect(firstRun.files.map((f) => f.kind).sort()).toEqual(['csv', 'eml', 'pdf']);
    expect(firstRun.files.every((f) => f.bytes > 0 && f.name.length > 0)).toBe(true);
  });

  it('serves each run file with its type and an attachment name', async () => {
    for (const file of firstRun.files) {
      const res = await fetch(`${t.baseUrl}${P.runFile}?fileId=${file.id}`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(res.status).toBe(200);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.length).toBe(file.bytes);
      expect(res.headers.get('content-disposition')).toContain(`filename="${file.name}"`);
      const type = res.headers.get('content-type') ?? '';
      if (file.kind === 'pdf') {
        expect(type).toBe('application/pdf');
        expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      }
      if (file.kind === 'csv') expect(type).toMatch(/^text\/csv/);
      if (file.kind === 'eml') {
        expect(type).toBe('message/rfc822');
        expect(bytes.toString()).toContain('Subject: Unit notes');
      }
    }
  });

  it("refuses another user's schedule, its files and its re-send as not found; its own are served", async () => {
    const list = await runs(contributeToken, adminSchedule);
    expect(list.status).toBe(404);
    expect(list.body).toMatchObject({ success: false, data: null });
    const pdf = firstRun.files.find((f) => f.kind === 'pdf');
    const file = await t.call('GET', `${P.runFile}?fileId=${pdf?.id}`, { token: contributeToken });
    expect(file.status).toBe(404);
    const resend = await t.call('POST', P.resendRun, {
      token: contributeToken,
      body: { runId: firstRun.id },
    });
    expect(resend.status).toBe(404);
    expect((await runs(adminToken, adminSchedule)).body.totalCount).toBe(1);

    const own = await settled(contributeToken, ownSchedule, 1);
    expect(own[0]?.scheduleId).toBe(ownSchedule);
  });

  it("refuses pm@demo.local on an Administrator's schedule naming another division: run log, run files, Run now and Re-send", async () => {
    const [shared, run] = await sentSchedule('admin@demo.local', {
      name: 'Shared with division 110',
      reportType: '13',
      projectIds: [f.project.other, f.project.a1],
    });
    const file = run.files.find((f) => f.kind === 'csv');

    const log = await runs(pmToken, shared);
    expect(log.status).toBe(403);
    expect(log.body.message).toBe(ReportMessages.restricted);
    const download = await t.call('GET', `${P.runFile}?fileId=${file?.id}`, { token: pmToken });
    expect(download.status).toBe(403);
    const now = await t.call('POST', P.runNow, { token: pmToken, body: { id: shared } });
    expect(now.status).toBe(403);
    const resend = await t.call('POST', P.resendRun, { token: pmToken, body: { runId: run.id } });
    expect(resend.status).toBe(403);
    // Nothing was queued by the refusals; the Administrator still reads the log and the file.
    expect((await runs(adminToken, shared)).body.totalCount).toBe(1);
    const served = await fetch(`${t.baseUrl}${P.runFile}?fileId=${file?.id}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(served.status).toBe(200);

    // A schedule of a type Project Manager may not choose (11), on his own project only: refused alike.
    const typeEleven = await addSchedule(t.db, {
      createdById: await userId(t.db, 'admin@demo.local'),
      nextDueAt: null,
      name: 'Timecards of T-0004',
      reportType: '11',
      projectIds: [f.project.other],
    });
    expect((await runs(pmToken, typeEleven)).status).toBe(403);
    expect((await t.call('POST', P.runNow, { token: pmToken, body: { id: typeEleven } })).status).toBe(403);
  });

  it('keeps attestation schedules from Read Only: their runs and files answer not found', async () => {
    // Read Only's own, saved by an Administrator (All Projects is theirs to choose, and they send it).
    const [attested, run] = await sentSchedule('readonly@demo.local', {
      name: 'Attested no',
      reportType: '19',
      savedById: await userId(t.db, 'admin@demo.local'),
    });
    expect((await runs(readOnlyToken, attested)).status).toBe(404);
    for (const file of run.files) {
      const res = await t.call('GET', `${P.runFile}?fileId=${file.id}`, { token: readOnlyToken });
      expect(res.status).toBe(404);
    }
    const listed = await t.call<{ id: number }[]>('POST', `${P.list}?userId=1`, {
      token: readOnlyToken,
      body: { Skip: 0, Take: 1000, SearchText: [] },
    });
    expect(listed.body.data.map((r) => r.id)).not.toContain(attested);
    expect((await t.call('GET', `${P.get}?id=${attested}`, { token: readOnlyToken })).status).toBe(404);
  });

  it("Run now sends once, now, and leaves the schedule's run, day, time and next run as they were", async () => {
    const nextMonday = new Date(Date.now() + 3 * 24 * 3600_000);
    const weekly = await addSchedule(t.db, {
      createdById: await userId(t.db, 'admin@demo.local'),
      nextDueAt: nextMonday,
      name: 'Weekly, run now',
      run: 'weekly',
    });
    const timing = () =>
      t.db
        .selectFrom('report_schedule')
        .select(['run', 'run_report_at', 'schedule_hour', 'schedule_minute', 'next_due_at'])
        .where('id', '=', weekly)
        .executeTakeFirstOrThrow();
    const before = await timing();
    const res = await t.call('POST', P.runNow, { token: adminToken, body: { id: weekly } });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe(ReportMessages.ranNow);
    const [run] = (await settled(adminToken, weekly, 1)) as [ReportRun];
    expect(run.recipients).toEqual(['office@example.com']);
    expect(await timing()).toEqual(before);
    await t.app.reportScheduler.tick();
    expect((await runs(adminToken, weekly)).body.totalCount).toBe(1);
  });

  it('an update never sends by itself: a Run now schedule edited for its subject is not mailed again', async () => {
    const id = await savedRunNow('Once');
    await settled(adminToken, id, 1);
    const loaded = (await t.call<Record<string, unknown>>('GET', `${P.get}?id=${id}`, { token: adminToken }))
      .body.data;
    const updated = await t.call('POST', P.save, {
      token: adminToken,
      body: {
        ...weeklySchedule(f),
        ...loaded,
        subject: 'A better subject',
        hasFullAccess: undefined,
        nextDueAt: undefined,
      },
    });
    expect(updated.status, updated.body.message).toBe(200);
    await t.app.reportScheduler.tick();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await runs(adminToken, id)).body.totalCount).toBe(1);
    expect(await nextDueAt(t.db, id)).toBeNull();
  });

  it('refuses a Re-send while the run is still queued or being sent', async () => {
    const busy = await addSchedule(t.db, {
      createdById: await userId(t.db, 'admin@demo.local'),
      nextDueAt: null,
      name: 'Busy',
    });
    const { id } = await t.db
      .insertInto('report_run')
      .values({
        schedule_id: busy,
        due_at: new Date(),
        period_from: '2026-01-05',
        period_to: '2026-01-05',
        outcome: 'running',
        attempts: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await t.call('POST', P.resendRun, { token: adminToken, body: { runId: id } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ReportMessages.runStillRunning);
    const now = await t.call('POST', P.runNow, { token: adminToken, body: { id: busy } });
    expect(now.status).toBe(409);
    expect((await runs(adminToken, busy)).body.totalCount).toBe(1);
  });

  it(`holds Run now and Re-send to ${REPORT_SENDS_PER_WINDOW} per user in ${REPORT_SEND_WINDOW_MINUTES} minutes, with a clear message`, async () => {
    const sysadmin = await t.login('sysadmin@demo.local');
    const creator = await userId(t.db, 'sysadmin@demo.local');
    const ids: number[] = [];
    for (let i = 0; i < 40; i++)
      ids.push(await addSchedule(t.db, { createdById: creator, nextDueAt: null, name: `Burst ${i}` }));
    const answers = await Promise.all(
      ids.map((id) => t.call('POST', P.runNow, { token: sysadmin, body: { id } })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(REPORT_SENDS_PER_WINDOW);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - REPORT_SENDS_PER_WINDOW);
    expect(answers.find((a) => a.status === 429)?.body.message).toBe(
      ReportMessages.sendsHeld(REPORT_SENDS_PER_WINDOW, REPORT_SEND_WINDOW_MINUTES),
    );
    const queued = await t.db.selectFrom('report_run').select('id').where('schedule_id', 'in', ids).execute();
    expect(queued).toHaveLength(REPORT_SENDS_PER_WINDOW);
    // Re-send counts against the same limit.
    const resend = await t.call('POST', P.resendRun, { token: sysadmin, body: { runId: firstRun.id } });
    expect(resend.status).toBe(429);
  });

  it(`counts a schedule added to run now as a Run now: 20 at once by one user, ${REPORT_SENDS_PER_WINDOW} added and sent, the rest 429 and not written; ${REPORT_SCHEDULE_ADDS_PER_WINDOW} adds a window`, async () => {
    const outside = Array.from({ length: REPORT_RECIPIENT_MAX }, (_, i) =>
      contactRecipient(`outside${i}@elsewhere.example`),
    );
    const bodies = Array.from({ length: 20 }, (_, i) =>
      weeklySchedule(f, {
        scheduleName: `Now ${i}`,
        runReportAt: 'now',
        scheduleHour: 0,
        scheduleMinute: 0,
        sendReportTo: outside,
      }),
    );
    const answers = await Promise.all(
      bodies.map((body) => t.call<{ id: number }>('POST', P.save, { token: contributeToken, body })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(REPORT_SENDS_PER_WINDOW);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - REPORT_SENDS_PER_WINDOW);
    expect(answers.find((a) => a.status === 429)?.body.message).toBe(
      ReportMessages.sendsHeld(REPORT_SENDS_PER_WINDOW, REPORT_SEND_WINDOW_MINUTES),
    );
    // A refused add wrote nothing: no schedule, no list row, no audit row.
    const contributor = await userId(t.db, 'contribute@demo.local');
    const added = await t.db
      .selectFrom('report_schedule')
      .select('id')
      .where('created_by_id', '=', contributor)
      .where('schedule_name', 'like', 'Now %')
      .execute();
    expect(added.map((s) => s.id).sort()).toEqual(
      answers.flatMap((a) => (a.status === 200 ? [a.body.data.id] : [])).sort(),
    );
    const recipients = await t.db
      .selectFrom('report_schedule_recipient')
      .select('id')
      .where(
        'schedule_id',
        'in',
        added.map((s) => s.id),
      )
      .execute();
    expect(recipients).toHaveLength(REPORT_SENDS_PER_WINDOW * REPORT_RECIPIENT_MAX);
    // The ones added are sent, once each.
    const sent = await waitFor(async () => {
      const runs = await t.db
        .selectFrom('report_run')
        .select(['schedule_id', 'outcome'])
        .where(
          'schedule_id',
          'in',
          added.map((s) => s.id),
        )
        .execute();
      return (
        runs.length === added.length &&
        runs.every((r) => r.outcome === 'sent' || r.outcome === 'empty') &&
        runs
      );
    });
    expect(new Set(sent.map((r) => r.schedule_id)).size).toBe(REPORT_SENDS_PER_WINDOW);
    // Their sends spent the user's Run now budget as well.
    const runNow = await t.call('POST', P.runNow, { token: contributeToken, body: { id: ownSchedule } });
    expect(runNow.status).toBe(429);

    // Schedules that send at their time count only against the adds a window allows.
    const more = REPORT_SCHEDULE_ADDS_PER_WINDOW - REPORT_SENDS_PER_WINDOW + 5;
    const weekly = await Promise.all(
      Array.from({ length: more }, (_, i) =>
        t.call('POST', P.save, {
          token: contributeToken,
          body: weeklySchedule(f, { scheduleName: `Weekly ${i}` }),
        }),
      ),
    );
    expect(weekly.filter((a) => a.status === 200)).toHaveLength(more - 5);
    expect(weekly.filter((a) => a.status === 429)).toHaveLength(5);
    expect(weekly.find((a) => a.status === 429)?.body.message).toBe(
      ReportMessages.addsHeld(REPORT_SCHEDULE_ADDS_PER_WINDOW, REPORT_SEND_WINDOW_MINUTES),
    );
  });

  it("pauses a schedule whose project left its owner's access at its next run: nothing sent, the owner told, the list says why; a save by one whose access covers it resumes it", async () => {
    const { id: moving } = await t.db
      .insertInto('project')
      .values({ project_number: 'T-0200', name: 'Moving', division_id: f.division.other })
      .returning('id')
      .executeTakeFirstOrThrow();
    const saved = await t.call<{ id: number }>('POST', P.save, {
      token: pmToken,
      body: weeklySchedule(f, {
        scheduleName: 'Roster of the moving project',
        projects: [projectEntry(moving, 'T-0200')],
        sendReportTo: [contactRecipient('gc@elsewhere.example')],
      }),
    });
    expect(saved.status, saved.body.message).toBe(200);
    const id = saved.body.data.id;
    // The project moves to a division the project manager does not hold; then its run falls due.
    await t.db
      .updateTable('project')
      .set({ division_id: f.division.mine })
      .where('id', '=', moving)
      .execute();
    await t.db
      .updateTable('report_schedule')
      .set({ next_due_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    await t.app.reportScheduler.tick();
    const [run] = await waitFor(async () => {
      const res = await runs(adminToken, id);
      expect(res.status, res.body.message).toBe(200);
      const outcome = res.body.data[0]?.outcome;
      return outcome !== undefined && outcome !== 'queued' && outcome !== 'running' && res.body.data;
    });
    expect(run).toMatchObject({ outcome: 'paused', recipients: ['pm@demo.local'] });
    const reason = ReportMessages.ownerLostAccess('pm@demo.local', 'project T-0200 - Moving');
    expect(run?.error).toBe(
      `${ReportMessages.runPaused(reason)} ${ReportMessages.ownerTold('pm@demo.local')}`,
    );
    // No report was made; the one message is the owner's notice.
    expect(run?.files.map((file) => file.kind)).toEqual(['eml']);
    const notice = await fetch(`${t.baseUrl}${P.runFile}?fileId=${run?.files[0]?.id}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const text = (await notice.text()).replace(/=\r?\n/g, '');
    expect(text).toContain(`Subject: ${ReportMessages.pausedNoticeSubject('Roster of the moving project')}`);
    expect(text).toContain('T-0200 - Moving');
    expect(text).not.toContain('gc@elsewhere.example');

    const row = async () =>
      (
        await t.call<ReportScheduleRow[]>('POST', `${P.list}?userId=1`, {
          token: adminToken,
          body: {
            Skip: 0,
            Take: 1,
            SearchText: [{ FieldName: 'scheduleName', Value: 'moving project' }],
          },
        })
      ).body.data[0];
    expect((await row())?.pausedReason).toBe(reason);
    expect(await nextDueAt(t.db, id)).toBeNull();
    const again = await t.call('POST', P.runNow, { token: adminToken, body: { id } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ReportMessages.schedulePaused);
    const resend = await t.call('POST', P.resendRun, { token: adminToken, body: { runId: run?.id } });
    expect(resend.status).toBe(409);
    // Nothing is due while paused: a tick queues nothing.
    await t.app.reportScheduler.tick();
    expect((await runs(adminToken, id)).body.totalCount).toBe(1);

    // Saved by the Administrator, whose access covers it: it resumes, due at its next time.
    const loaded = (await t.call<Record<string, unknown>>('GET', `${P.get}?id=${id}`, { token: adminToken }))
      .body.data;
    expect(loaded.pausedReason).toBe(reason);
    const resumed = await t.call('POST', P.save, {
      token: adminToken,
      body: { ...loaded, hasFullAccess: undefined, nextDueAt: undefined, pausedReason: undefined },
    });
    expect(resumed.status, resumed.body.message).toBe(200);
    expect((await row())?.pausedReason).toBeNull();
    expect((await nextDueAt(t.db, id))?.getTime()).toBeGreaterThan(Date.now());
  });

  it('needs the report edit claim to re-send, and a signed-in user for everything', async () => {
    const resend = await t.call('POST', P.resendRun, { token: readOnlyToken, body: { runId: firstRun.id } });
    expect(resend.status).toBe(403);
    expect((await runs('', adminSchedule)).status).toBe(401);
  });

  it('answers bad input with 400 and unknown ids with 404', async () => {
    expect(
      (await t.call('GET', `${P.runs}?scheduleId=abc&Skip=0&Take=10`, { token: adminToken })).status,
    ).toBe(400);
    expect((await t.call('GET', `${P.runFile}?fileId=-1`, { token: adminToken })).status).toBe(400);
    expect((await t.call('POST', P.resendRun, { token: adminToken, body: {} })).status).toBe(400);
    expect((await runs(adminToken, 999_999)).status).toBe(404);
    expect((await t.call('GET', `${P.runFile}?fileId=999999`, { token: adminToken })).status).toBe(404);
    expect((await t.call('POST', P.resendRun, { token: adminToken, body: { runId: 999_999 } })).status).toBe(
      404,
    );
  });

  it('runs a schedule saved with Run now at once: the save wakes the scheduler', async () => {
    const id = await savedRunNow('Run now');
    const [run] = await waitFor(
      async () => {
        const res = await runs(adminToken, id);
        const outcome = res.body.data[0]?.outcome;
        return (outcome === 'sent' || outcome === 'empty') && res.body.data;
      },
      15_000,
      'the Run now run',
    );
    expect(run?.recipients).toEqual(['office@example.com']);
    expect(run?.files.map((file) => file.kind).sort()).toEqual(['csv', 'eml', 'pdf']);
  });

  it('re-sends a run as a new run with the same files and period, newest first in the log', async () => {
    const res = await t.call('POST', P.resendRun, { token: adminToken, body: { runId: firstRun.id } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const [resent, original] = await settled(adminToken, adminSchedule, 2);
    expect(original?.id).toBe(firstRun.id);
    expect(resent).toMatchObject({
      resentFromRunId: firstRun.id,
      periodFrom: firstRun.periodFrom,
      periodTo: firstRun.periodTo,
      outcome: 'empty',
      attempts: 1,
    });
    // The stored PDF and CSV went out again (the same bytes), with a message of its own.
    const reportFiles = (run: ReportRun | undefined) =>
      (run?.files ?? [])
        .filter((f) => f.kind !== 'eml')
        .map((f) => ({ name: f.name, kind: f.kind, bytes: f.bytes }));
    expect(reportFiles(resent)).toEqual(reportFiles(original));
    expect(resent?.files.filter((f) => f.kind === 'eml')).toHaveLength(1);

    const page1 = await runs(adminToken, adminSchedule, 0, 1);
    expect(page1.body).toMatchObject({ totalCount: 2 });
    expect(page1.body.data.map((r) => r.id)).toEqual([resent?.id]);
    const page2 = await runs(adminToken, adminSchedule, 2, 2);
    expect(page2.body.data.map((r) => r.id)).toEqual([firstRun.id]);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'entity_id'])
      .where('entity', '=', 'report_run')
      .where('action', '=', 'resend')
      .execute();
    expect(audit).toEqual([{ action: 'resend', entity: 'report_run', entity_id: String(resent?.id) }]);
  });
});
