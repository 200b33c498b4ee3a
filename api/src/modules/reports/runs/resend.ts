import { ReportMessages } from '@tac/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../../auth/sessions.ts';
import { auditedWrite } from '../../../db/audit.ts';
import type { Db } from '../../../db/database.ts';
import { ApiError } from '../../../http/envelope.ts';
import type { ReportJobs } from '../scheduler/jobs.ts';
import { actionableSchedule, visibleSchedule } from '../schedules/visibility.ts';
import { refuseHeldSends } from './send-limit.ts';

/**
 * Re-send, for a user who may act on the schedule (schedules/visibility.ts), within
 * their send limit (send-limit.ts), of a schedule that is not paused, of a run that has finished: a new run of the same schedule and period, pointing at the run it repeats,
 * with that run's report files copied in the database, queued for a worker that mails them to the
 * schedule's recipients as they are now. A run that failed before its report was made has no files
 * to copy; its re-send generates the report for the same period. Returns the new run's id.
 *
 * `jobs` must be open before the transaction: on PGlite, starting pg-boss inside it would wait for
 * the one connection the transaction holds.
 */
export async function resendRun(db: Db, jobs: ReportJobs, user: AuthContext, runId: number): Promise<number> {
  return auditedWrite(db, user.userId, async (trx) => {
    await refuseHeldSends(trx, user.userId);
    const original = await trx
      .selectFrom('report_run as r')
      .innerJoin('report_schedule as s', 's.id', 'r.schedule_id')
      .select([
        'r.id',
        'r.schedule_id',
        'r.row_count',
        's.paused_reason',
        actionableSchedule(user).as('act'),
        sql<string>`to_char(r.period_from, 'YYYY-MM-DD')`.as('period_from'),
        sql<string>`to_char(r.period_to, 'YYYY-MM-DD')`.as('period_to'),
      ])
      .where('r.id', '=', runId)
      .where('s.is_deleted', '=', false)
      .where(visibleSchedule(user))
      .executeTakeFirst();
    if (!original) throw new ApiError(404, ReportMessages.runNotFound);
    if (!original.act) throw new ApiError(403, ReportMessages.restricted);
    if (original.paused_reason !== null) throw new ApiError(409, ReportMessages.schedulePaused);
    // The schedule's row orders this against other re-sends of its runs and its Run now.
    await trx
      .selectFrom('report_schedule')
      .select('id')
      .where('id', '=', original.schedule_id)
      .forUpdate()
      .execute();
    const pending = await trx
      .selectFrom('report_run')
      .select('id')
      .where((eb) => eb.or([eb('id', '=', runId), eb('resent_from_run_id', '=', runId)]))
      .where('outcome', 'in', ['queued', 'running'])
      .executeTakeFirst();
    if (pending) throw new ApiError(409, ReportMessages.runStillRunning);
    const { rows } = await sql<{ files: number }>`
      select count(*)::int as files from report_run_file where run_id = ${runId} and kind <> 'eml'`.execute(
      trx,
    );
    const copies = (rows[0]?.files ?? 0) > 0 && original.row_count !== null;
    const resent = await trx
      .insertInto('report_run')
      .values({
        schedule_id: original.schedule_id,
        due_at: sql<Date>`now()`,
        period_from: original.period_from,
        period_to: original.period_to,
        resent_from_run_id: runId,
        row_count: copies ? original.row_count : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (copies) {
      await sql`
        insert into report_run_file (run_id, name, kind, bytes, content)
        select ${resent.id}, name, kind, bytes, content from report_run_file
        where run_id = ${runId} and kind <> 'eml' order by id`.execute(trx);
    }
    await jobs.enqueue(trx, resent.id);
    return {
      result: resent.id,
      audit: {
        action: 'resend',
        entity: 'report_run',
        entityId: resent.id,
        before: null,
        after: { resentFromRunId: runId, scheduleId: original.schedule_id, filesCopied: copies },
      },
    };
  });
}
