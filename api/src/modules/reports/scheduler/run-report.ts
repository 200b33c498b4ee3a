import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { isRecipientEmail, isReportTypeIn, ReportMessages, reportTypeName } from '@tac/contracts';
import { sql } from 'kysely';
import type { Trx } from '../../../db/audit.ts';
import type { Db } from '../../../db/database.ts';
import type { Mailer, SentMail } from '../../../mail/mailer.ts';
import { foremanRecipients, generateReport, type ReportScope } from '../generate/index.ts';
import { dayText } from '../generate/sql.ts';
import { composePauseNotice, composeRunMail, type RunFileContent } from '../mail/compose.ts';
import { holdOutsideOwnerAccess, type RunHold } from './pause.ts';

export interface RunReportDeps {
  db: Db;
  timeZone: string;
  /** Where a run's report is generated before its files are stored (`<dataDir>/reports`). */
  workDir: string;
  mailer: Mailer;
  /** generateReport, or a stand-in a test uses to stop an attempt midway. */
  generate?: typeof generateReport;
}

/** A run that cannot succeed however often it is tried: logged failed, not retried. */
class FinalFailure extends Error {}

/**
 * One attempt at a run (a pg-boss job): hold it if its schedule is paused or its owner may no
 * longer send it (pause.ts), generate the report unless its files are stored already (an earlier
 * attempt got that far, or this is a re-send), find the recipients, send one e-mail, and log the
 * outcome. A run already sent is left alone, so a job delivered again does nothing. A
 * failure is logged with its reason and thrown, and pg-boss tries again while attempts remain;
 * `signal` aborts an attempt that ran so long pg-boss may already have handed the run to another.
 */
export async function runReport(deps: RunReportDeps, runId: number, signal: AbortSignal): Promise<void> {
  const { db } = deps;
  const run = await db
    .updateTable('report_run')
    .set({ outcome: 'running', attempts: sql`attempts + 1`, started_at: new Date(), finished_at: null })
    .where('id', '=', runId)
    .where('outcome', 'not in', ['sent', 'empty', 'paused'])
    .returning(['id', 'schedule_id as scheduleId', 'attempts', 'row_count as rowCount', 'resent_from_run_id'])
    .executeTakeFirst();
  if (!run) return;
  try {
    const schedule = await loadSchedule(db, run.scheduleId);
    if (!schedule) throw new FinalFailure('The schedule was deleted before this run was sent.');
    const period = await db
      .selectFrom('report_run')
      .select([dayText('period_from').as('from'), dayText('period_to').as('to')])
      .where('id', '=', runId)
      .executeTakeFirstOrThrow();
    const hold = await holdOutsideOwnerAccess(db, run.scheduleId, runId);
    if (hold) {
      await logHeldRun(deps, { runId, attempt: run.attempts }, schedule, period, hold, signal);
      return;
    }

    let files = await storedFiles(db, runId);
    let rowCount = run.rowCount;
    if (files.length === 0 || rowCount === null) {
      ({ files, rowCount } = await generateAndStore(deps, runId, run.attempts, schedule, period, signal));
    }

    const recipients = isReportTypeIn('noRecipient', schedule.reportType)
      ? await foremanRecipients(db, schedule.scope)
      : schedule.recipients;
    if (recipients.length === 0)
      throw new FinalFailure(
        isReportTypeIn('noRecipient', schedule.reportType)
          ? 'No recipient: no foreman of the devices in scope has an e-mail address.'
          : 'No recipient: the schedule has no e-mail address to send to.',
      );
    await db.updateTable('report_run').set({ recipients }).where('id', '=', runId).execute();

    const mail = composeRunMail({
      runId,
      scheduleName: schedule.scheduleName,
      reportTypeName: reportTypeName(schedule.reportType),
      subject: schedule.subject,
      message: schedule.message,
      period,
      rowCount,
      recipients,
      files,
    });
    // The last moment to stop: past it the mail is out, and a retry would send it again. A crash
    // between the send and the record below does just that (SMTP cannot be asked whether it took a
    // message): the one window in which a run may be mailed twice.
    signal.throwIfAborted();
    const sent = await deps.mailer.send(mail);

    await db.transaction().execute(async (trx) => {
      await storeSentMail(trx, runId, sent);
      await trx
        .updateTable('report_run')
        .set({ outcome: rowCount === 0 ? 'empty' : 'sent', error: null, finished_at: new Date() })
        .where('id', '=', runId)
        .where('attempts', '=', run.attempts)
        .execute();
    });
  } catch (error) {
    const reason = signal.aborted
      ? 'Stopped: the run took longer than its time limit.'
      : error instanceof Error
        ? error.message
        : String(error);
    await db
      .updateTable('report_run')
      .set({ outcome: 'failed', error: reason.slice(0, 2000), finished_at: new Date() })
      .where('id', '=', runId)
      // An attempt that overran may end after a later one took the run over: the later one logs.
      .where('attempts', '=', run.attempts)
      .execute();
    if (!(error instanceof FinalFailure)) throw error;
  }
}

/** The message as the outbox wrote it, kept with its run (none when it went through SMTP). */
async function storeSentMail(trx: Trx, runId: number, sent: SentMail): Promise<void> {
  if (!sent.eml) return;
  await trx
    .insertInto('report_run_file')
    .values({
      run_id: runId,
      name: sent.eml.name,
      kind: 'eml',
      bytes: sent.eml.content.length,
      content: sent.eml.content,
    })
    .execute();
}

/**
 * A run its schedule's pause holds (pause.ts): nothing of the report is made or sent; the owner is
 * told when this is the run that paused it; the run is logged paused, with why and who was told.
 */
async function logHeldRun(
  deps: RunReportDeps,
  { runId, attempt }: { runId: number; attempt: number },
  schedule: ScheduleToRun,
  period: { from: string; to: string },
  hold: RunHold,
  signal: AbortSignal,
): Promise<void> {
  let sent: SentMail | null = null;
  if (hold.tell) {
    const notice = composePauseNotice({
      runId,
      scheduleName: schedule.scheduleName,
      reportTypeName: reportTypeName(schedule.reportType),
      period,
      reason: hold.reason,
      owner: hold.tell,
    });
    signal.throwIfAborted();
    sent = await deps.mailer.send(notice);
  }
  const told = hold.tell ? ` ${ReportMessages.ownerTold(hold.tell)}` : '';
  await deps.db.transaction().execute(async (trx) => {
    if (sent) await storeSentMail(trx, runId, sent);
    await trx
      .updateTable('report_run')
      .set({
        outcome: 'paused',
        error: `${ReportMessages.runPaused(hold.reason)}${told}`,
        recipients: hold.tell ? [hold.tell] : [],
        finished_at: new Date(),
      })
      .where('id', '=', runId)
      .where('attempts', '=', attempt)
      .execute();
  });
}

interface ScheduleToRun {
  scheduleName: string;
  reportType: string;
  subject: string;
  message: string;
  scope: ReportScope;
  taskCodeIds: number[];
  recipients: string[];
}

async function loadSchedule(db: Db, scheduleId: number): Promise<ScheduleToRun | undefined> {
  const schedule = await db
    .selectFrom('report_schedule')
    .select(['schedule_name', 'report_type', 'subject', 'message', 'all_projects'])
    .where('id', '=', scheduleId)
    .where('is_deleted', '=', false)
    .executeTakeFirst();
  if (!schedule) return undefined;
  const ids = async (
    table: 'report_schedule_project' | 'report_schedule_division' | 'report_schedule_task',
    column: 'project_id' | 'division_id' | 'task_id',
  ) =>
    (
      await db
        .selectFrom(table)
        .select(sql<number>`${sql.ref(column)}`.as('id'))
        .where('schedule_id', '=', scheduleId)
        .orderBy(sql.ref(column))
        .execute()
    ).map((row) => row.id);
  // An Employee or User is mailed at the address their record holds now (the schedule keeps the
  // one it had when saved, for the list); a Contact at the address typed.
  const recipients = await db
    .selectFrom('report_schedule_recipient as r')
    .leftJoin('employee as e', (join) =>
      join.onRef('e.id', '=', 'r.employee_id').on('r.contact_type', '=', 'Employee'),
    )
    .leftJoin('app_user as u', (join) =>
      join.onRef('u.id', '=', 'r.user_id').on('r.contact_type', '=', 'User'),
    )
    .select(
      sql<string>`case r.contact_type
        when 'Employee' then lower(trim(coalesce(e.email, '')))
        when 'User' then case when u.is_active then lower(trim(coalesce(u.email, ''))) else '' end
        else r.email end`.as('email'),
    )
    .where('r.schedule_id', '=', scheduleId)
    .orderBy('email')
    .execute();
  return {
    scheduleName: schedule.schedule_name,
    reportType: schedule.report_type,
    subject: schedule.subject,
    message: schedule.message,
    scope: {
      allProjects: schedule.all_projects,
      projectIds: await ids('report_schedule_project', 'project_id'),
      divisionIds: await ids('report_schedule_division', 'division_id'),
    },
    taskCodeIds: await ids('report_schedule_task', 'task_id'),
    recipients: [...new Set(recipients.map((row) => row.email).filter((email) => isRecipientEmail(email)))],
  };
}

/** The report files a run has stored (an earlier attempt's, or the run a re-send repeats). */
async function storedFiles(db: Db, runId: number): Promise<RunFileContent[]> {
  const rows = await db
    .selectFrom('report_run_file')
    .select(['name', 'kind', 'content'])
    .where('run_id', '=', runId)
    .where('kind', '<>', 'eml')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ name: row.name, kind: row.kind, content: Buffer.from(row.content) }));
}

/**
 * Renders the report into a work folder of its own, stores its files and row count with the run,
 * and removes the folder: the database keeps them (any replica serves them, a retry or re-send
 * reuses them).
 */
async function generateAndStore(
  deps: RunReportDeps,
  runId: number,
  attempt: number,
  schedule: ScheduleToRun,
  period: { from: string; to: string },
  signal: AbortSignal,
): Promise<{ files: RunFileContent[]; rowCount: number }> {
  const outDir = path.join(deps.workDir, `run-${runId}-attempt-${attempt}`);
  try {
    const report = await (deps.generate ?? generateReport)(
      deps.db,
      {
        typeCode: Number(schedule.reportType),
        period,
        scope: schedule.scope,
        taskCodeIds: schedule.taskCodeIds,
        scheduleName: schedule.scheduleName,
        timeZone: deps.timeZone,
      },
      outDir,
    );
    const files: RunFileContent[] = [];
    for (const file of report.files)
      files.push({ name: file.name, kind: file.kind, content: await readFile(file.path) });
    signal.throwIfAborted();
    await deps.db.transaction().execute(async (trx) => {
      // Only the attempt that holds the run stores its files (one that overran has lost it).
      const holder = await trx
        .selectFrom('report_run')
        .select('attempts')
        .where('id', '=', runId)
        .forUpdate()
        .executeTakeFirst();
      if (holder?.attempts !== attempt) throw new Error('This attempt was overtaken by a later one');
      await trx
        .deleteFrom('report_run_file')
        .where('run_id', '=', runId)
        .where('kind', '<>', 'eml')
        .execute();
      for (const file of files)
        await trx
          .insertInto('report_run_file')
          .values({
            run_id: runId,
            name: file.name,
            kind: file.kind,
            bytes: file.content.length,
            content: file.content,
          })
          .execute();
      await trx
        .updateTable('report_run')
        .set({ row_count: report.rowCount })
        .where('id', '=', runId)
        .execute();
    });
    return { files, rowCount: report.rowCount };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/**
 * pg-boss gave a run up: its retries are spent (the dead letter queue, jobs.ts). A last attempt
 * that failed has logged why; one whose worker died, or ran past its time, could not, and the run
 * still says running: it is logged failed here.
 */
export async function runGaveUp(db: Db, runId: number): Promise<void> {
  await db
    .updateTable('report_run')
    .set({
      outcome: 'failed',
      error:
        'Gave up after its last attempt: the worker stopped before the run finished (it crashed, or the run took longer than allowed).',
      finished_at: new Date(),
    })
    .where('id', '=', runId)
    .where('outcome', 'in', ['queued', 'running'])
    .execute();
}
