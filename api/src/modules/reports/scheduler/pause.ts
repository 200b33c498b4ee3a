import { isRecipientEmail } from '@tac/contracts';
import { sql } from 'kysely';
import { auditedWrite } from '../../../db/audit.ts';
import type { Db } from '../../../db/database.ts';
import { ownerAccessProblem, scheduleOwner } from '../schedules/owner-access.ts';

/** A run that is not to be sent: why, and whom it tells (the owner's address, or null). */
export interface RunHold {
  reason: string;
  tell: string | null;
}

/** Another write paused or saved the schedule between the look and the pause: look again. */
class ScheduleMoved extends Error {}

/**
 * Before run `runId` of a schedule sends anything (shared/docs/remotes/reports.md "Paused
 * schedules"): null to send it; otherwise the hold. A schedule that is paused holds every run; one
 * whose owner (the user who last saved it) may no longer send it is paused here (audited, by no
 * user), and nothing is due of it until a save resumes it. Only the run that paused it tells the
 * owner (again on its retries, which send nothing else), and only an active owner with an address.
 */
export async function holdOutsideOwnerAccess(
  db: Db,
  scheduleId: number,
  runId: number,
): Promise<RunHold | null> {
  for (;;) {
    const schedule = await db
      .selectFrom('report_schedule')
      .select([
        'id',
        'report_type as reportType',
        'all_projects as allProjects',
        'paused_reason as pausedReason',
        'paused_by_run_id as pausedByRunId',
        sql<number | null>`coalesce(modified_by_id, created_by_id)`.as('ownerId'),
      ])
      .where('id', '=', scheduleId)
      .executeTakeFirst();
    if (!schedule) return null;
    const owner = await scheduleOwner(db, schedule.ownerId);
    const address = owner?.isActive && isRecipientEmail(owner.email) ? owner.email : null;
    if (schedule.pausedReason !== null)
      return { reason: schedule.pausedReason, tell: schedule.pausedByRunId === runId ? address : null };
    const reason = await ownerAccessProblem(db, schedule, owner);
    if (reason === null) return null;
    try {
      await auditedWrite(db, null, async (trx) => {
        const paused = await trx
          .updateTable('report_schedule')
          .set({ paused_reason: reason, paused_at: sql`now()`, paused_by_run_id: runId, next_due_at: null })
          .where('id', '=', scheduleId)
          .where('paused_reason', 'is', null)
          // A save meanwhile made its saver the owner: their access is the one to judge.
          .where(
            sql<boolean>`coalesce(modified_by_id, created_by_id) is not distinct from ${schedule.ownerId}`,
          )
          .returning('id')
          .executeTakeFirst();
        if (!paused) throw new ScheduleMoved();
        return {
          result: undefined,
          audit: {
            action: 'pause',
            entity: 'report_schedule',
            entityId: scheduleId,
            before: { pausedReason: null },
            after: { pausedReason: reason, runId },
          },
        };
      });
      return { reason, tell: address };
    } catch (error) {
      if (!(error instanceof ScheduleMoved)) throw error;
    }
  }
}
