import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseTarget, MailSettings } from '../../../config.ts';
import type { OpenDatabase } from '../../../db/database.ts';
import type { MailDuty } from '../../../mail/duties.ts';
import { createMailer, type Mailer } from '../../../mail/mailer.ts';
import { inNewTrace, untraced } from '../../../ops/tracing.ts';
import type { generateReport } from '../generate/index.ts';
import { enqueueDueRuns } from './enqueue.ts';
import { DEFAULT_JOB_SETTINGS, openReportJobs, type ReportJobSettings, type ReportJobs } from './jobs.ts';
import { runGaveUp, runReport } from './run-report.ts';

export interface ReportSchedulerSettings extends ReportJobSettings {
  /** How often the scheduler looks for due schedules (a save due now wakes it at once). */
  tickSeconds: number;
  /** Runs this process works at once. */
  concurrency: number;
  /** At shutdown, how long runs in progress may take to finish before they are failed (and retried). */
  stopTimeoutSeconds: number;
}

export interface ReportSchedulerOptions {
  database: OpenDatabase;
  target: DatabaseTarget;
  timeZone: string;
  /** The data folder: report work files under reports/, mail without SMTP under outbox/. */
  dataDir: string;
  mail: MailSettings;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  settings?: Partial<ReportSchedulerSettings>;
  /** Tests replace generation to stop an attempt midway. */
  generate?: typeof generateReport;
  /** Told of each mail sent or failed (the metrics, api/src/ops/metrics.ts). */
  onMail?: (outcome: 'sent' | 'failed') => void;
  /** The mail it sends by itself when due, besides the runs (mail-duties.ts; app.ts gives the list). */
  duties?: readonly MailDuty[];
  /** The console's address for the mails' links (TAC_PUBLIC_URL). */
  consoleUrl?: string;
}

/**
 * The report scheduler of one API process: a loop that queues due schedules (enqueue.ts) and
 * workers that generate and send them (run-report.ts), over pg-boss (jobs.ts). Every replica may
 * run one; each due run is still sent once. Built with the app and started by main.ts (or a test):
 * until then it only adds jobs (a re-send), which whichever replica runs workers then sends.
 */
export class ReportScheduler {
  readonly settings: ReportSchedulerSettings;
  #jobs: Promise<ReportJobs> | undefined;
  #mailer: Mailer | undefined;
  #timer: NodeJS.Timeout | undefined;
  #tick: Promise<void> | undefined;
  #again = false;
  #started = false;
  /** Where this process's scheduler stands, for readiness in its role (notReadyReason). */
  #state: 'off' | 'starting' | 'running' | 'stopped' = 'off';
  #startFailed = false;
  #retry: NodeJS.Timeout | undefined;
  /** When the loop last looked for due schedules without failing. */
  #lookedAt = 0;

  constructor(private readonly options: ReportSchedulerOptions) {
    this.settings = {
      ...DEFAULT_JOB_SETTINGS,
      tickSeconds: 5,
      stopTimeoutSeconds: 30,
      // PGlite has one connection: more workers only queue behind it.
      concurrency: options.database.kind === 'postgres' ? 4 : 2,
      ...options.settings,
    };
  }

  get outboxDir(): string {
    return path.join(this.options.dataDir, 'outbox');
  }

  /** pg-boss, started at first need (creating its schema and queue on a new database). */
  jobs(): Promise<ReportJobs> {
    // pg-boss polls and maintains its tables from here on: background work, in no request's trace.
    this.#jobs ??= untraced(() =>
      openReportJobs(
        this.options.database,
        this.options.target,
        this.settings,
        (error) => this.options.log.error({ err: error }, 'report jobs: pg-boss reported an error'),
        this.options.duties,
      ),
    );
    return this.#jobs;
  }

  /**
   * Starts the workers and the loop; the first look for due schedules is at once. A start that fails
   * leaves nothing running (pg-boss stopped), so it can be tried again.
   */
  async start(): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    this.#state = 'starting';
    try {
      await this.#startWorkers();
    } catch (error) {
      this.#started = false;
      const jobs = this.#jobs;
      this.#jobs = undefined;
      await (await jobs?.catch(() => undefined))?.stop(1000).catch(() => undefined);
      throw error;
    }
    if (this.#state !== 'starting') return;
    this.#state = 'running';
    this.#startFailed = false;
    this.#lookedAt = Date.now();
    this.wake();
  }

  /**
   * Starts the scheduler without holding up the caller, trying again after 1 s, 2 s, … up to 30 s
   * while it fails (the database not answering yet, pg-boss's schema locked by another replica), until
   * it runs or stop() is called. The process serves requests meanwhile; readiness in the scheduler's
   * role says it is not ready (shared/docs/operations.md "Health").
   */
  keepStarting(): void {
    if (this.#state === 'starting' || this.#state === 'running') return;
    let delayMs = 1000;
    const attempt = () => {
      this.start().catch((error: unknown) => {
        if (this.#state !== 'starting') return;
        this.#startFailed = true;
        this.options.log.error(
          { err: error, retryInSeconds: delayMs / 1000 },
          'report scheduler: could not start; trying again',
        );
        this.#retry = setTimeout(attempt, delayMs);
        this.#retry.unref();
        delayMs = Math.min(delayMs * 2, 30_000);
      });
    };
    this.#state = 'starting';
    attempt();
  }

  /**
   * Why this process is not ready in the report scheduler's role, or null when it is: the scheduler
   * runs and has looked for due schedules lately. Public: it names no error (the log does).
   */
  notReadyReason(now: number = Date.now()): string | null {
    switch (this.#state) {
      case 'off':
        return 'report scheduler not started on this process';
      case 'stopped':
        return 'report scheduler stopped';
      case 'starting':
        return this.#startFailed
          ? 'report scheduler did not start (the log says why); trying again'
          : 'report scheduler starting';
    }
    const boundSeconds = Math.max(60, 3 * this.settings.tickSeconds);
    if (now - this.#lookedAt > boundSeconds * 1000)
      return `report scheduler has not looked for due reports for over ${boundSeconds} s`;
    return null;
  }

  async #startWorkers(): Promise<void> {
    const { options } = this;
    const jobs = await this.jobs();
    const mailer = countedMailer(createMailer(options.mail, this.outboxDir), options.onMail);
    this.#mailer = mailer;
    const deps = {
      db: options.database.db,
      timeZone: options.timeZone,
      workDir: path.join(options.dataDir, 'reports'),
      mailer,
      generate: options.generate,
    };
    const work = async (runId: number, signal: AbortSignal) => {
      try {
        // A trace of its own (with its queries) when traces are on; a no-op otherwise.
        await inNewTrace('report run', { 'tac.report_run.id': runId }, () => runReport(deps, runId, signal));
      } catch (error) {
        options.log.warn(
          { err: error, runId },
          'report run failed; pg-boss retries it while attempts remain',
        );
        throw error;
      }
    };
    // pg-boss's workers poll from here on: background work, in no request's trace.
    await untraced(() => jobs.work(this.settings.concurrency, work));
    await untraced(() => jobs.workGaveUp((runId) => runGaveUp(options.database.db, runId)));
    const context = {
      db: options.database.db,
      timeZone: options.timeZone,
      mailer,
      consoleUrl: options.consoleUrl,
    };
    for (const duty of options.duties ?? [])
      await untraced(() =>
        jobs.workMail(duty, async (id, signal) => {
          try {
            await inNewTrace(duty.queue, { 'tac.mail.id': id }, () => duty.send(context, id, signal));
          } catch (error) {
            options.log.warn(
              { err: error, duty: duty.queue, id },
              'mail failed; pg-boss retries it while attempts remain',
            );
            throw error;
          }
        }),
      );
  }

  /** Looks for due schedules now (a save with Run now), rather than at the next tick. */
  wake(): void {
    if (!this.#started) return;
    if (this.#tick) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    // A save due now wakes the loop from its request: the loop's rounds are in no request's trace.
    this.#tick = untraced(() => this.tick())
      .then(() => {
        this.#lookedAt = Date.now();
      })
      .catch((error) =>
        this.options.log.error({ err: error }, 'report scheduler: looking for due schedules failed'),
      )
      .finally(() => {
        this.#tick = undefined;
        if (!this.#started) return;
        if (this.#again) {
          this.#again = false;
          this.wake();
          return;
        }
        this.#timer = setTimeout(() => this.wake(), this.settings.tickSeconds * 1000);
        this.#timer.unref();
      });
  }

  /** Queues the runs and every duty's mail due at `now`; returns how many runs. */
  async tick(now: Date = new Date()): Promise<number> {
    const jobs = await this.jobs();
    const queued = await enqueueDueRuns(this.options.database.db, jobs, now, this.options.timeZone);
    if (queued > 0) this.options.log.info({ queued }, 'report scheduler: runs queued');
    const context = { db: this.options.database.db, timeZone: this.options.timeZone };
    for (const duty of this.options.duties ?? []) {
      const mails = await duty.enqueueDue(context, now, (trx, id) => jobs.enqueueMail(duty, trx, id));
      if (mails > 0) this.options.log.info({ duty: duty.queue, mails }, 'report scheduler: mail queued');
    }
    return queued;
  }

  /** Stops the loop, the workers (runs in progress get stopTimeoutSeconds to finish) and pg-boss. */
  async stop(): Promise<void> {
    this.#started = false;
    this.#state = 'stopped';
    clearTimeout(this.#retry);
    clearTimeout(this.#timer);
    await this.#tick;
    const jobs = this.#jobs;
    this.#jobs = undefined;
    try {
      // pg-boss that never started (its start failed and was reported) has nothing to stop.
      const opened = await jobs?.catch(() => undefined);
      await opened?.stop(this.settings.stopTimeoutSeconds * 1000);
    } finally {
      this.#mailer?.close();
    }
  }
}

function countedMailer(mailer: Mailer, onMail: ReportSchedulerOptions['onMail']): Mailer {
  if (!onMail) return mailer;
  return {
    async send(mail) {
      try {
        const sent = await mailer.send(mail);
        onMail('sent');
        return sent;
      } catch (error) {
        onMail('failed');
        throw error;
      }
    },
    close: () => mailer.close(),
  };
}
