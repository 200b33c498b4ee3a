import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { addDays, todayIn } from '@tac/contracts/calendar';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../testing/each-database.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';
import { foremanRecipients } from '../generate/index.ts';
import { runJobId } from './jobs.ts';
import { addSchedule, FAST, tempDataDir, userId, waitFor } from './test-fixtures.ts';

const TIME_ZONE = 'America/Chicago';

/** Runs on the demo data set: the foremen's types, voucher PDFs, and a schedule no one can receive. */
/** A run of the demo's data, its PDFs printed, on a 2-core machine busy with the rest of npm test. */
const RUN_TIMEOUT_MS = 100_000;
vi.setConfig({ testTimeout: RUN_TIMEOUT_MS + 20_000 });

describeEachDatabase('report scheduler on the demo data', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let admin: number;

  beforeAll(async () => {
    dataDir = await tempDataDir();
    t = await startTestApp({
      database: kind,
      seed: 'demo',
      config: { dataDir, timeZone: TIME_ZONE },
      // These runs draw real reports of the demo data (type 17: a PDF for each voucher too), which
      // on a busy machine outlast FAST's expiry; a run's expiry is the crash tests' subject.
      reportScheduler: { settings: { ...FAST, expireInSeconds: 120 } },
    });
    admin = await userId(t.db, 'admin@demo.local');
    await t.app.reportScheduler.start();
  });
  afterAll(async () => {
    await t?.close();
  });

  const settledRun = (scheduleId: number) =>
    waitFor(
      async () => {
        const run = await t.db
          .selectFrom('report_run')
          .selectAll()
          .where('schedule_id', '=', scheduleId)
          .executeTakeFirst();
        return run && run.outcome !== 'queued' && run.outcome !== 'running' && run;
      },
      RUN_TIMEOUT_MS,
      `the run of schedule ${scheduleId}`,
    );

  const outboxMail = async (runId: number) => {
    const file = await t.db
      .selectFrom('report_run_file')
      .select('name')
      .where('run_id', '=', runId)
      .where('kind', '=', 'eml')
      .executeTakeFirstOrThrow();
    return simpleParser(await readFile(path.join(dataDir, 'outbox', file.name)));
  };

  it('sends types 2, 5 and 15 to the foremen of the devices in scope, not to a list', async () => {
    const foremen = await foremanRecipients(t.db, { allProjects: true, projectIds: [], divisionIds: [] });
    expect(foremen.length).toBeGreaterThan(0);
    const id = await addSchedule(t.db, {
      createdById: admin,
      nextDueAt: new Date(Date.now() - 1000),
      reportType: '5',
      recipients: [],
      subject: 'Daily job by foreman',
    });
    const run = await settledRun(id);
    expect(run.outcome === 'sent' || run.outcome === 'empty').toBe(true);
    expect(run.recipients).toEqual(foremen);
    // The foremen are mailed in Bcc (the outbox keeps it; SMTP strips it): none sees the others.
    const mail = await outboxMail(run.id);
    const bcc = Array.isArray(mail.bcc) ? mail.bcc.flatMap((a) => a.value) : (mail.bcc?.value ?? []);
    expect(bcc.map((a) => a.address).sort()).toEqual([...foremen].sort());
    const to = Array.isArray(mail.to) ? mail.to.flatMap((a) => a.value) : (mail.to?.value ?? []);
    expect(to.flatMap((a) => [a.address, ...(a.group ?? []).map((g) => g.address)]).filter(Boolean)).toEqual(
      [],
    );
  });

  it("attaches each T&M voucher's own PDF to a type 17 report beside its PDF and CSV", async () => {
    const id = await addSchedule(t.db, {
      createdById: admin,
      nextDueAt: null,
      reportType: '17',
      run: '',
      runReportAt: '',
      subject: 'T&M vouchers',
    });
    const today = todayIn(TIME_ZONE);
    // Its dates and its being due in one write: due before it had dates, the scheduler could run it
    // without them.
    await t.db
      .updateTable('report_schedule')
      .set({ from_date: addDays(today, -60), to_date: today, next_due_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    const run = await settledRun(id);
    expect(run).toMatchObject({ outcome: 'sent', period_from: expect.anything() });
    expect(run.row_count).toBeGreaterThan(0);
    const files = await t.db
      .selectFrom('report_run_file')
      .select(['name', 'kind'])
      .where('run_id', '=', run.id)
      .execute();
    const pdfs = files.filter((f) => f.kind === 'pdf');
    expect(pdfs.length).toBeGreaterThan(1);
    expect(files.filter((f) => f.kind === 'csv').length).toBeGreaterThan(0);
    const mail = await outboxMail(run.id);
    expect(mail.attachments.map((a) => a.filename).sort()).toEqual(
      files
        .filter((f) => f.kind !== 'eml')
        .map((f) => f.name)
        .sort(),
    );
    expect(mail.text).not.toContain('This report is empty');
  });

  it('logs a schedule with no one to send to as failed, and does not retry it', async () => {
    const id = await addSchedule(t.db, {
      createdById: admin,
      nextDueAt: new Date(Date.now() - 1000),
      recipients: [],
      subject: 'Nobody',
    });
    const run = await settledRun(id);
    expect(run).toMatchObject({ outcome: 'failed', attempts: 1 });
    expect(run.error).toMatch(/No recipient/);
    // Past the first retry's delay: still one attempt, and its job is done.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const again = await t.db
      .selectFrom('report_run')
      .select('attempts')
      .where('id', '=', run.id)
      .executeTakeFirstOrThrow();
    expect(again.attempts).toBe(1);
    const job = await (await t.app.reportScheduler.jobs()).boss.getJobById('report-run', runJobId(run.id), {
      includeArchive: true,
    });
    expect(job?.state).toBe('completed');
  });
});
