import { mkdtemp } from 'node:fs/promises';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { postgresUrlOf } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import { type ApiProcess, startApiProcess } from '../../../testing/api-process.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';
import { closeReminderDuty } from '../close-reminders/duty.ts';
import { ReportScheduler, type ReportSchedulerSettings } from './index.ts';

/** The report suites' time zone. */
export const TIME_ZONE = 'America/Chicago';

/** Short timings for tests: quick ticks, polls, retries and crash detection. */
export const FAST: Partial<ReportSchedulerSettings> = {
  tickSeconds: 0.2,
  pollingIntervalSeconds: 0.5,
  retryDelaySeconds: 1,
  retryLimit: 3,
  expireInSeconds: 20,
  maintenanceIntervalSeconds: 1,
  stopTimeoutSeconds: 2,
};

export const tempDataDir = () => mkdtemp(path.join(os.tmpdir(), 'tac-report-runs-'));

/** An app's settings for mailing through the SMTP server at `smtpUrl`, with a data folder of its own. */
export async function mailingTo(smtpUrl: string) {
  return {
    dataDir: await tempDataDir(),
    timeZone: TIME_ZONE,
    mail: { smtpUrl, from: 'Reports <reports@office.example>' },
  };
}

/** The close reminders a second scheduler sends too: their hours and the console's address. */
export interface SecondSchedulerReminders {
  hours: number;
  consoleUrl: string;
}

/**
 * A second report scheduler on `t`'s database, started, as another API replica runs one: on
 * PostgreSQL another replica; PGlite is one process's, so a second scheduler in it. `close` stops it.
 */
export async function startSecondScheduler(
  t: TestApp,
  smtpUrl: string,
  settings: Partial<ReportSchedulerSettings>,
  reminders?: SecondSchedulerReminders,
): Promise<{ scheduler: ReportScheduler; close: () => Promise<void> }> {
  const mailing = await mailingTo(smtpUrl);
  // Another replica needs a database other processes reach: a PostgreSQL server.
  if (postgresUrlOf(t.target)) {
    const replica = await startTestApp({
      replicaOf: t,
      config: reminders
        ? { ...mailing, closeReminderHours: reminders.hours, publicUrl: reminders.consoleUrl }
        : mailing,
      reportScheduler: { settings },
    });
    await replica.app.reportScheduler.start();
    return { scheduler: replica.app.reportScheduler, close: () => replica.close() };
  }
  const scheduler = new ReportScheduler({
    database: t.app.database,
    target: t.target,
    log: t.app.log,
    ...mailing,
    settings,
    ...(reminders ? { duties: [closeReminderDuty(reminders.hours)], consoleUrl: reminders.consoleUrl } : {}),
  });
  await scheduler.start();
  return { scheduler, close: () => scheduler.stop() };
}

/**
 * A report schedule written straight into its tables (the schedules module's API has its own
 * tests): type 1 over All Projects (or over `projectIds`), daily 07:30, due at `nextDueAt`, to
 * `recipients`.
 */
export async function addSchedule(
  db: Db,
  options: {
    createdById: number | null;
    /** Who last saved it, whose access it is sent on (the creator when not given). */
    savedById?: number;
    nextDueAt: Date | null;
    name?: string;
    reportType?: string;
    run?: string;
    runReportAt?: string;
    recipients?: readonly string[];
    subject?: string;
    projectIds?: readonly number[];
  },
): Promise<number> {
  const { id } = await db
    .insertInto('report_schedule')
    .values({
      schedule_name: options.name ?? 'Daily unit notes',
      description: 'Unit notes of every project',
      report_type: options.reportType ?? '1',
      run: options.run ?? 'daily',
      run_report_at: options.runReportAt ?? '07:30 AM',
      schedule_hour: 7,
      schedule_minute: 30,
      weekday: null,
      date_in_month: null,
      start_offset: 0,
      end_offset: 0,
      subject: options.subject ?? 'Unit notes',
      message: 'The unit notes are attached.',
      all_projects: options.projectIds === undefined,
      created_by_id: options.createdById,
      modified_by_id: options.savedById ?? options.createdById,
      next_due_at: options.nextDueAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const project_id of options.projectIds ?? []) {
    await db.insertInto('report_schedule_project').values({ schedule_id: id, project_id }).execute();
  }
  for (const email of options.recipients ?? ['office@example.com']) {
    await db
      .insertInto('report_schedule_recipient')
      .values({ schedule_id: id, contact_type: 'Contact', email })
      .execute();
  }
  return id;
}

export async function userId(db: Db, userName: string): Promise<number> {
  const row = await db
    .selectFrom('app_user')
    .select('id')
    .where('user_name', '=', userName)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** When schedule `id` is next due (null: it runs no more). */
export async function nextDueAt(db: Db, id: number): Promise<Date | null> {
  const row = await db
    .selectFrom('report_schedule')
    .select('next_due_at')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.next_due_at;
}

/** Waits until `check` returns something truthy, polling; fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T>,
  timeoutMs = 20_000,
  what = 'condition',
): Promise<Exclude<T, false | null | undefined | 0 | ''>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Exclude<T, false | null | undefined | 0 | ''>;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * An SMTP server (on a free port of this suite's range) that accepts connections and never says a
 * word: a send hangs there. `connections` counts who connected.
 */
export async function startSilentSmtp(): Promise<{
  url: string;
  connections(): number;
  close(): Promise<void>;
}> {
  const port = await freePort();
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => sockets.length,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A replica of test app `t` (npm start's main.ts, a process of its own) mailing to `smtpUrl`. */
export async function startReplica(t: TestApp, smtpUrl: string): Promise<ApiProcess> {
  if (t.target.kind !== 'postgres') throw new Error('PostgreSQL expected');
  const replica = await startApiProcess({
    DATABASE_URL: t.target.url,
    TAC_DATA_DIR: await tempDataDir(),
    SMTP_URL: smtpUrl,
    TAC_TIME_ZONE: TIME_ZONE,
  });
  // The process listens before its scheduler has started (it starts in the background): a test
  // that then changes pg-boss's queue settings must not race the child's own setting of them.
  await waitFor(
    async () => (await fetch(`${replica.baseUrl}/api/health/ready?role=scheduler`)).ok,
    30_000,
    "the replica's report scheduler to start",
  );
  return replica;
}

export interface ReceivedMail {
  envelopeTo: string[];
  parsed: ParsedMail;
  /** The message as delivered, headers and all. */
  raw: string;
}

/**
 * A real SMTP server on loopback (smtp-server): it receives what nodemailer sends and keeps each
 * message parsed. `refuse(n)` makes it answer the next n messages with a temporary failure.
 */
export async function startSmtpReceiver(): Promise<{
  url: string;
  received: ReceivedMail[];
  refuse(count: number): void;
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals--;
          const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            received.push({
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              parsed,
              raw: raw.toString('latin1'),
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (count) => {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A free loopback port in 4300–4399 (this suite's range). */
async function freePort(): Promise<number> {
  for (
    let port = 4300 + Math.floor(Math.random() * 100), i = 0;
    i < 100;
    i++, port = 4300 + ((port - 4299) % 100)
  ) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => {
        const { port: bound } = probe.address() as AddressInfo;
        probe.close(() => resolve(bound === port));
      });
    });
    if (free) return port;
  }
  throw new Error('No free port in 4300–4399');
}
