import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.ts';
import { describeEachDatabase } from '../../../testing/each-database.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';
import { generateReport } from '../generate/index.ts';
import { REPORT_RUN_GAVE_UP_QUEUE, REPORT_RUN_QUEUE, runJobId } from './jobs.ts';
import {
  addSchedule,
  FAST,
  mailingTo,
  nextDueAt,
  type ReceivedMail,
  startSecondScheduler,
  startSmtpReceiver,
  TIME_ZONE,
  tempDataDir,
  userId,
  waitFor,
} from './test-fixtures.ts';

/** The runs of a schedule, oldest first. */
const runsOf = (db: Db, scheduleId: number) =>
  db
    .selectFrom('report_run')
    .select(['id', 'outcome', 'attempts', 'error', 'recipients', 'row_count', 'resent_from_run_id'])
    .where('schedule_id', '=', scheduleId)
    .orderBy('id')
    .execute();

const filesOf = (db: Db, runId: number) =>
  db
    .selectFrom('report_run_file')
    .select(['name', 'kind', 'bytes', 'content'])
    .where('run_id', '=', runId)
    .orderBy('id')
    .execute();

const finished = (outcome: string) => outcome === 'sent' || outcome === 'empty';

describeEachDatabase('report scheduler', (kind) => {
  describe('without SMTP_URL (the outbox)', () => {
    let t: TestApp;
    let dataDir: string;
    let admin: number;
    /** While set, generation waits on it (a worker stuck mid-run). */
    let stuck: Promise<void> | undefined;
    let stuckStarted = 0;

    beforeAll(async () => {
      dataDir = await tempDataDir();
      t = await startTestApp({
        database: kind,
        config: { dataDir, timeZone: TIME_ZONE },
        reportScheduler: {
          settings: { ...FAST, expireInSeconds: 4 },
          generate: async (...args) => {
            if (stuck) {
              stuckStarted++;
              const wait = stuck;
              stuck = undefined;
              await wait;
            }
            return generateReport(...args);
          },
        },
      });
      admin = await userId(t.db, 'admin@demo.local');
      await t.app.reportScheduler.start();
    });
    afterAll(async () => {
      await t?.close();
    });

    it('sends a due schedule once: PDF and CSV stored, the message written to the outbox and logged; the schedule moves on', async () => {
      const dueAt = new Date(Date.now() - 60_000);
      const id = await addSchedule(t.db, {
        createdById: admin,
        nextDueAt: dueAt,
        name: 'Outbox daily',
        recipients: ['office@example.com', 'pm@example.com'],
      });
      const [run] = await waitFor(async () => {
        const runs = await runsOf(t.db, id);
        return runs.length === 1 && finished(runs[0]?.outcome ?? '') && runs;
      });
      // No project has unit notes in this database: the report is empty, and still sent.
      expect(run).toMatchObject({ outcome: 'empty', attempts: 1, error: null, row_count: 0 });
      expect(run?.recipients).toEqual(['office@example.com', 'pm@example.com']);

      const files = await filesOf(t.db, run?.id ?? 0);
      expect(files.map((f) => f.kind).sort()).toEqual(['csv', 'eml', 'pdf']);
      const pdf = files.find((f) => f.kind === 'pdf');
      expect(
        Buffer.from(pdf?.content ?? [])
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');

      const eml = files.find((f) => f.kind === 'eml');
      const onDisk = await readFile(path.join(dataDir, 'outbox', eml?.name ?? ''));
      expect(onDisk.equals(Buffer.from(eml?.content ?? []))).toBe(true);
      const mail = await simpleParser(onDisk);
      expect(mail.subject).toBe('Unit notes');
      expect(mail.text).toContain('The unit notes are attached.');
      expect(mail.text).toContain('This report is empty');
      expect(mail.attachments.map((a) => a.contentType).sort()).toEqual(['application/pdf', 'text/csv']);
      expect(mail.attachments.map((a) => a.filename)).toEqual(
        files.filter((f) => f.kind !== 'eml').map((f) => f.name),
      );

      // Daily at 07:30 Chicago: due next at the first 07:30 after the run was taken.
      const due = await nextDueAt(t.db, id);
      expect(due?.getTime()).toBeGreaterThan(Date.now());
      expect(due?.getTime()).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
      // A later tick finds nothing due: still one run.
      await t.app.reportScheduler.tick();
      expect(await runsOf(t.db, id)).toHaveLength(1);
    });

    it('runs Run now once and is then due never again', async () => {
      const id = await addSchedule(t.db, {
        createdById: admin,
        nextDueAt: new Date(),
        runReportAt: 'now',
        name: 'Run now',
      });
      t.app.reportScheduler.wake();
      await waitFor(async () => finished((await runsOf(t.db, id))[0]?.outcome ?? ''));
      expect(await nextDueAt(t.db, id)).toBeNull();
      expect(await runsOf(t.db, id)).toHaveLength(1);
    });

    it('retries a run whose worker stopped mid-run, and sends it once', async () => {
      let release = () => {};
      stuck = new Promise<void>((resolve) => {
        release = resolve;
      });
      stuckStarted = 0;
      const id = await addSchedule(t.db, {
        createdById: admin,
        nextDueAt: new Date(Date.now() - 1000),
        name: 'Stuck worker',
      });
      t.app.reportScheduler.wake();
      // The first attempt hangs in generation; after expireInSeconds pg-boss gives it up and a
      // second attempt (another worker) generates and sends it.
      const [run] = await waitFor(
        async () => {
          const runs = await runsOf(t.db, id);
          return finished(runs[0]?.outcome ?? '') && runs;
        },
        30_000,
        'the retried run',
      );
      expect(stuckStarted).toBe(1);
      expect(run?.attempts).toBe(2);
      // The stuck attempt wakes up late: its time is over, so it neither sends nor logs.
      release();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const files = await filesOf(t.db, run?.id ?? 0);
      expect(files.filter((f) => f.kind === 'eml')).toHaveLength(1);
      const outbox = (await readdir(path.join(dataDir, 'outbox'))).filter((name) =>
        name.startsWith(`run-${run?.id}-`),
      );
      expect(outbox).toHaveLength(1);
      expect((await runsOf(t.db, id))[0]).toMatchObject({ outcome: 'empty', attempts: 2 });
      const job = await (await t.app.reportScheduler.jobs()).boss.getJobById(
        'report-run',
        runJobId(run?.id ?? 0),
        {
          includeArchive: true,
        },
      );
      expect(job?.state).toBe('completed');
    });

    it('logs a run failed when pg-boss gives it up, its every attempt stuck', async () => {
      const jobs = await t.app.reportScheduler.jobs();
      await jobs.boss.updateQueue(REPORT_RUN_QUEUE, {
        name: REPORT_RUN_QUEUE,
        policy: 'standard',
        retryLimit: 0,
        expireInSeconds: 4,
        deadLetter: REPORT_RUN_GAVE_UP_QUEUE,
      });
      let release = () => {};
      stuck = new Promise<void>((resolve) => {
        release = resolve;
      });
      const id = await addSchedule(t.db, {
        createdById: admin,
        nextDueAt: new Date(Date.now() - 1000),
        name: 'Always stuck',
      });
      t.app.reportScheduler.wake();
      const [run] = await waitFor(
        async () => {
          const runs = await runsOf(t.db, id);
          return runs[0]?.outcome === 'failed' && runs;
        },
        30_000,
        'the run given up',
      );
      expect(run).toMatchObject({ attempts: 1 });
      expect(run?.error).toMatch(/^Gave up after its last attempt/);
      release();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      // The stuck attempt, woken past its time, sent nothing.
      expect((await filesOf(t.db, run?.id ?? 0)).filter((f) => f.kind === 'eml')).toHaveLength(0);
      expect((await runsOf(t.db, id))[0]?.outcome).toBe('failed');
    });
  });

  describe('with SMTP_URL (a real SMTP server on loopback)', () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
    let admin: number;

    beforeAll(async () => {
      smtp = await startSmtpReceiver();
      t = await startTestApp({
        database: kind,
        config: await mailingTo(smtp.url),
        reportScheduler: { settings: FAST },
      });
      admin = await userId(t.db, 'admin@demo.local');
      await t.app.reportScheduler.start();
    });
    afterAll(async () => {
      await t?.close();
      await smtp?.close();
    });

    const mailsWithSubject = (subject: string): ReceivedMail[] =>
      smtp.received.filter((m) => m.parsed.subject === subject);

    it('delivers one message with the PDF and CSV attached, to the recipients in Bcc (no header names them), and writes no outbox file', async () => {
      const id = await addSchedule(t.db, {
        createdById: admin,
        nextDueAt: new Date(Date.now() - 1000),
        subject: 'SMTP delivery',
        recipients: ['a@example.com', 'b@example.com'],
      });
      await waitFor(async () => mailsWithSubject('SMTP delivery').length === 1);
      const [mail] = mailsWithSubject('SMTP delivery');
      expect(mail?.envelopeTo.sort()).toEqual(['a@example.com', 'b@example.com']);
      expect(mail?.parsed.from?.text).toContain('reports@office.example');
      // Recipients do not see each other: the message as delivered names none of them.
      expect(mail?.raw).not.toMatch(/[ab]@example\.com/);
      expect(mail?.raw).toMatch(/^To: .*undisclosed-recipients.*;\r?$/m);
      const attachments = mail?.parsed.attachments ?? [];
      expect(attachments.map((a) => a.contentType).sort()).toEqual(['application/pdf', 'text/csv']);
      expect(
        attachments
          .find((a) => a.contentType === 'application/pdf')
          ?.content.subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      const [run] = await waitFor(async () => {
        const runs = await runsOf(t.db, id);
        return finished(runs[0]?.outcome ?? '') && runs;
      });
      expect((await filesOf(t.db, run?.id ?? 0)).map((f) => f.kind).sort()).toEqual(['csv', 'pdf']);
    });

    it('logs an SMTP refusal as failed with the reason, then retries and sends', async () => {
      smtp.refuse(1);
      const id = await addSchedule(t.db, {
        createdById: admin,
        nextDueAt: new Date(Date.now() - 1000),
        subject: 'SMTP retry',
      });
      const [failed] = await waitFor(async () => {
        const runs = await runsOf(t.db, id);
        return runs[0]?.outcome === 'failed' && runs;
      });
      expect(failed?.error).toMatch(/451.*Mailbox busy/);
      expect(failed?.attempts).toBe(1);
      const [sent] = await waitFor(async () => {
        const runs = await runsOf(t.db, id);
        return finished(runs[0]?.outcome ?? '') && runs;
      });
      expect(sent).toMatchObject({ attempts: 2, error: null });
      expect(mailsWithSubject('SMTP retry')).toHaveLength(1);
      // The retry mailed the files the first attempt generated: generated once.
      expect((await filesOf(t.db, sent?.id ?? 0)).filter((f) => f.kind === 'pdf')).toHaveLength(1);
    });

    it('two scheduler instances on one database queue and send each due run exactly once', async () => {
      const { scheduler: second, close } = await startSecondScheduler(t, smtp.url, FAST);
      try {
        const due = new Date(Date.now() - 1000);
        const ids: number[] = [];
        for (let i = 0; i < 20; i++)
          ids.push(
            await addSchedule(t.db, {
              createdById: admin,
              nextDueAt: due,
              name: `Twice ${i}`,
              subject: `Exactly once ${i}`,
            }),
          );
        // Both look at once, and keep looking, while the runs go out.
        await Promise.all([
          t.app.reportScheduler.tick(),
          second.tick(),
          t.app.reportScheduler.tick(),
          second.tick(),
        ]);
        await waitFor(
          async () => {
            const done = await t.db
              .selectFrom('report_run')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('schedule_id', 'in', ids)
              .where('outcome', 'in', ['sent', 'empty'])
              .executeTakeFirstOrThrow();
            return Number(done.n) === ids.length;
          },
          60_000,
          'every run sent',
        );
        await new Promise((resolve) => setTimeout(resolve, 1000));
        for (let i = 0; i < ids.length; i++) {
          expect(mailsWithSubject(`Exactly once ${i}`)).toHaveLength(1);
          expect(await runsOf(t.db, ids[i] as number)).toMatchObject([{ attempts: 1 }]);
        }
      } finally {
        await close();
      }
    });
  });
});
