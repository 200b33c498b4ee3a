import { type ReportRunPeriod, reportPeriod } from '@tac/contracts';
import { wallClockIn } from '@tac/contracts/calendar';
import type { Db } from '../../../db/database.ts';
import { timingColumns } from '../schedules/columns.ts';
import { dueAfterRun } from './due.ts';
import type { ReportJobs } from './jobs.ts';

/** How many due schedules one transaction takes: row locks are held only that long. */
const BATCH = 25;

/**
 * Takes every schedule due at `now`: for each, logs a run (queued, with the period it covers) and
 * adds its job, and moves next_due_at on (null for a one-off) — all in one transaction per batch.
 *
 * Exactly once with several replicas: the due rows are locked FOR UPDATE SKIP LOCKED, so a replica
 * ticking at the same moment passes over the rows another holds, and once that commits they are no
 * longer due; the run's (schedule, due time) is unique besides, so a run is never logged twice.
 * A save of the schedule waits for the lock and then sets its own next_due_at, as it should.
 * Returns the number of runs queued.
 */
export async function enqueueDueRuns(db: Db, jobs: ReportJobs, now: Date, timeZone: string): Promise<number> {
  let queued = 0;
  for (;;) {
    const { taken, added } = await db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('report_schedule as s')
        .select(['s.id', ...timingColumns, 's.next_due_at as dueAt'])
        .where('s.is_deleted', '=', false)
        .where('s.next_due_at', '<=', now)
        .orderBy('s.next_due_at')
        .orderBy('s.id')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      let added = 0;
      for (const schedule of due) {
        const dueAt = schedule.dueAt as Date;
        const period = reportPeriod(
          { ...schedule, run: schedule.run as ReportRunPeriod | '' },
          wallClockIn(timeZone, dueAt).day,
        );
        const run = await trx
          .insertInto('report_run')
          .values({ schedule_id: schedule.id, due_at: dueAt, period_from: period.from, period_to: period.to })
          .onConflict((oc) =>
            oc.columns(['schedule_id', 'due_at']).where('resent_from_run_id', 'is', null).doNothing(),
          )
          .returning('id')
          .executeTakeFirst();
        if (run) {
          await jobs.enqueue(trx, run.id);
          added++;
        }
        await trx
          .updateTable('report_schedule')
          .set({ next_due_at: dueAfterRun(schedule, now, timeZone) })
          .where('id', '=', schedule.id)
          .execute();
      }
      return { taken: due.length, added };
    });
    queued += added;
    if (taken < BATCH) return queued;
  }
}
