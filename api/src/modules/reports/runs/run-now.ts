import { ReportMessages, type ReportRunPeriod, reportPeriod } from '@tac/contracts';
import { todayIn } from '@tac/contracts/calendar';
import { sql } from 'kysely';
import type { AuthContext } from '../../../auth/sessions.ts';
import { auditedWrite } from '../../../db/audit.ts';
import type { Db } from '../../../db/database.ts';
import { ApiError } from '../../../http/envelope.ts';
import type { ReportJobs } from '../scheduler/jobs.ts';
import { periodColumns } from '../schedules/columns.ts';
import { actionableSchedule, visibleSchedule } from '../schedules/visibility.ts';
import { refuseHeldSends } from './send-limit.ts';

/**
 * Run now (shared/docs/remotes/reports.md "Run now"): the saved schedule's report once, now, for
 * the period a run today covers, queued for a worker; the schedule's run, day, time and next due
 * time stay as they are. For a user who may act on the schedule, within their send limit, not
 * while a run of it is still queued or being sent, and not while it is paused (a save resumes it). `jobs` must be open before the transaction (see
 * resend.ts). Returns the new run's id.
 */
export async function runScheduleNow(
  db: Db,
  jobs: ReportJobs,
  user: AuthContext,
  scheduleId: number,
  timeZone: string,
  now: Date = new Date(),
): Promise<number> {
  return auditedWrite(db, user.userId, async (trx) => {
    await refuseHeldSends(trx, user.userId);
    const schedule = await trx
      .selectFrom('report_schedule as s')
      .select(['s.id', ...periodColumns, 's.paused_reason', actionableSchedule(user).as('act')])
      .where('s.id', '=', scheduleId)
      .where('s.is_deleted', '=', false)
      .where(visibleSchedule(user))
      .forUpdate()
      .executeTakeFirst();
    if (!schedule) throw new ApiError(404, ReportMessages.notFound);
    if (!schedule.act) throw new ApiError(403, ReportMessages.restricted);
    if (schedule.paused_reason !== null) throw new ApiError(409, ReportMessages.schedulePaused);
    const pending = await trx
      .selectFrom('report_run')
      .select('id')
      .where('schedule_id', '=', scheduleId)
      .where('outcome', 'in', ['queued', 'running'])
      .executeTakeFirst();
    if (pending) throw new ApiError(409, ReportMessages.alreadySending);

    const period = reportPeriod(
      { ...schedule, run: schedule.run as ReportRunPeriod | '' },
      todayIn(timeZone, now),
    );
    const run = await trx
      .insertInto('report_run')
      .values({
        schedule_id: scheduleId,
        due_at: sql<Date>`clock_timestamp()`,
        period_from: period.from,
        period_to: period.to,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await jobs.enqueue(trx, run.id);
    return {
      result: run.id,
      audit: {
        action: 'run-now',
        entity: 'report_run',
        entityId: run.id,
        before: null,
        after: { scheduleId, periodFrom: period.from, periodTo: period.to },
      },
    };
  });
}
