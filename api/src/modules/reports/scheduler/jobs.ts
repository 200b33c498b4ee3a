import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { DatabaseTarget } from '../../../config.ts';
import type { OpenDatabase } from '../../../db/database.ts';
import { type MailDuty, mailJobId } from '../../../mail/duties.ts';

/**
 * The job layer under the report scheduler: pg-boss, on PostgreSQL and on the embedded PGlite alike.
 * A report run is one pg-boss job. pg-boss claims a job for one worker (FOR UPDATE SKIP LOCKED), so
 * with several replicas a run is worked once; a worker that dies mid-run leaves its job active until
 * it expires, when pg-boss's maintenance fails it and it is tried again (bounded, with backoff).
 *
 * pg-boss 10 is the last line that runs on Node 20. On PostgreSQL it keeps its own small pool. On
 * PGlite it talks through the app's Kysely handle (pg-boss's `db` option): PGlite has one connection,
 * and Kysely hands it out in turn, so a pg-boss query never lands inside another caller's
 * transaction; its schema scripts (several statements, no parameters) go through
 * OpenDatabase.script, as PGlite's parameterised query takes one statement.
 */

export const REPORT_RUN_QUEUE = 'report-run';
/**
 * pg-boss's dead letter queue of the runs: a run's job lands here when its last attempt failed,
 * including one whose worker died (the attempt expired), which could not log that itself.
 */
export const REPORT_RUN_GAVE_UP_QUEUE = 'report-run-gave-up';

export interface ReportJobSettings {
  /** How many times a failed run is tried again (SMTP down, a crash). */
  retryLimit: number;
  /** The first retry's delay; each next one doubles (pg-boss's backoff, with jitter). */
  retryDelaySeconds: number;
  /** How long one attempt may take before it counts as crashed and is tried again. */
  expireInSeconds: number;
  /** How often an idle worker asks for a job. */
  pollingIntervalSeconds: number;
  /** How often pg-boss fails expired attempts (so they are retried) and archives old jobs. */
  maintenanceIntervalSeconds: number;
}

/**
 * A run whose worker died is tried again once its attempt expires (expireInSeconds), pg-boss's
 * maintenance notices (maintenanceIntervalSeconds) and the first retry's delay passes
 * (retryDelaySeconds): about two minutes with these (shared/docs/remotes/reports.md "Runs and
 * retries"); TAC_REPORT_ATTEMPT_SECONDS moves the first. A report of the large seed renders in
 * seconds, so an attempt past its limit is a crash, not a slow report.
 */
export const DEFAULT_JOB_SETTINGS: ReportJobSettings = {
  retryLimit: 5,
  retryDelaySeconds: 15,
  expireInSeconds: 90,
  pollingIntervalSeconds: 2,
  maintenanceIntervalSeconds: 15,
};

export interface ReportRunJobData {
  runId: number;
}

/** A Kysely handle (the app's, or a transaction's) as the `db` pg-boss runs a statement through. */
// biome-ignore lint/suspicious/noExplicitAny: any schema: pg-boss's statements are raw SQL
export function kyselyJobDb(db: Kysely<any>, script?: OpenDatabase['script']): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if ((!values || values.length === 0) && script) {
        const results = await script(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: [...result.rows] };
    },
  };
}

export interface ReportJobs {
  /** Adds a run's job in the caller's transaction, so the run and its job commit (or not) together. */
  // biome-ignore lint/suspicious/noExplicitAny: any schema
  enqueue(trx: Kysely<any>, runId: number): Promise<void>;
  /**
   * Starts `concurrency` workers. The handler gets a signal that aborts shortly before pg-boss
   * gives the attempt up as crashed, so a slow attempt stops before a retry could overlap it.
   */
  work(concurrency: number, handler: (runId: number, signal: AbortSignal) => Promise<void>): Promise<void>;
  /** Starts a worker for the runs pg-boss gave up on (their retries spent). */
  workGaveUp(handler: (runId: number) => Promise<void>): Promise<void>;
  /** Adds a duty's mail's job in the caller's transaction, as enqueue does a run's (mail-duties.ts). */
  // biome-ignore lint/suspicious/noExplicitAny: any schema
  enqueueMail(duty: MailDuty, trx: Kysely<any>, id: number): Promise<void>;
  /**
   * Starts a worker for a duty's mail, with the same time limit as a run's; a mail whose retries are
   * spent stays recorded failed with its last reason (the duty's send records it).
   */
  workMail(duty: MailDuty, handler: (id: number, signal: AbortSignal) => Promise<void>): Promise<void>;
  /** Stops the workers (waiting up to `timeoutMs` for runs in progress) and pg-boss. */
  stop(timeoutMs?: number): Promise<void>;
  boss: PgBoss;
}

/** The pg-boss job id (a UUID) of a run. */
export const runJobId = (runId: number): string =>
  `00000000-0000-4000-8000-${runId.toString(16).padStart(12, '0')}`;

/**
 * Starts pg-boss on the app's database (creating its schema, the run queue and each duty's queue when
 * missing).
 */
export async function openReportJobs(
  database: OpenDatabase,
  target: DatabaseTarget,
  settings: ReportJobSettings,
  onError: (error: Error) => void,
  duties: readonly MailDuty[] = [],
): Promise<ReportJobs> {
  const connection: PgBoss.DatabaseOptions =
    target.kind === 'postgres'
      ? { connectionString: target.url, max: 4, application_name: 'tac-report-jobs' }
      : { db: kyselyJobDb(database.db, database.script) };
  const boss = new PgBoss({
    ...connection,
    // The report scheduler decides what is due (due.ts); pg-boss's cron is not used.
    schedule: false,
    supervise: true,
    migrate: true,
    maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds,
  });
  boss.on('error', onError);
  await boss.start();
  await ensureQueues(boss, settings, duties);

  return {
    boss,
    async enqueue(trx, runId) {
      const data: ReportRunJobData = { runId };
      // The job's id is made of the run's: a run has at most one job (pg-boss inserts with ON
      // CONFLICT DO NOTHING), and the job of a run can be looked up.
      await boss.send(REPORT_RUN_QUEUE, data, { db: kyselyJobDb(trx), id: runJobId(runId) });
    },
    async work(concurrency, handler) {
      for (let i = 0; i < concurrency; i++) {
        let workerId = '';
        workerId = await boss.work<ReportRunJobData>(
          REPORT_RUN_QUEUE,
          { batchSize: 1, pollingIntervalSeconds: settings.pollingIntervalSeconds },
          async ([job]) => {
            if (!job) return;
            // pg-boss fails the attempt at expireInSeconds; stop a little before that.
            const margin = Math.min(5, settings.expireInSeconds / 5);
            const signal = AbortSignal.timeout((settings.expireInSeconds - margin) * 1000);
            try {
              await handler(job.data.runId, signal);
            } finally {
              // A pg-boss 10 worker waits out its polling interval even after a job: told, it asks
              // for the next at once. 500 runs due together went at one a second without this.
              boss.notifyWorker(workerId);
            }
          },
        );
      }
    },
    async workGaveUp(handler) {
      await boss.work<ReportRunJobData>(
        REPORT_RUN_GAVE_UP_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: Math.max(settings.pollingIntervalSeconds, 5) },
        async ([job]) => {
          if (job) await handler(job.data.runId);
        },
      );
    },
    async enqueueMail(duty, trx, id) {
      await boss.send(duty.queue, { id }, { db: kyselyJobDb(trx), id: mailJobId(duty, id) });
    },
    async workMail(duty, handler) {
      let workerId = '';
      workerId = await boss.work<{ id: number }>(
        duty.queue,
        { batchSize: 1, pollingIntervalSeconds: settings.pollingIntervalSeconds },
        async ([job]) => {
          if (!job) return;
          const margin = Math.min(5, settings.expireInSeconds / 5);
          try {
            await handler(job.data.id, AbortSignal.timeout((settings.expireInSeconds - margin) * 1000));
          } finally {
            boss.notifyWorker(workerId);
          }
        },
      );
    },
    async stop(timeoutMs = 30_000) {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}

/** Creates a queue, or brings an existing one to these settings (another replica may race). */
async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
  if (!(await boss.getQueue(queue.name))) {
    try {
      await boss.createQueue(queue.name, queue);
      return;
    } catch (error) {
      if (!(await boss.getQueue(queue.name))) throw error;
    }
  }
  await boss.updateQueue(queue.name, queue);
}

/**
 * The run queue (retries with backoff, expiry) and its dead letter queue, which must exist first;
 * each duty's queue with a run's retries and expiry.
 */
async function ensureQueues(
  boss: PgBoss,
  settings: ReportJobSettings,
  duties: readonly MailDuty[],
): Promise<void> {
  await ensureQueue(boss, {
    name: REPORT_RUN_GAVE_UP_QUEUE,
    policy: 'standard',
    retryLimit: 3,
    retryDelay: 30,
  });
  await ensureQueue(boss, {
    name: REPORT_RUN_QUEUE,
    policy: 'standard',
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: settings.expireInSeconds,
    deadLetter: REPORT_RUN_GAVE_UP_QUEUE,
  });
  for (const duty of duties)
    await ensureQueue(boss, {
      name: duty.queue,
      policy: 'standard',
      retryLimit: settings.retryLimit,
      retryDelay: settings.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: settings.expireInSeconds,
    });
}
