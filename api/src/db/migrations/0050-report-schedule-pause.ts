import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Paused report schedules (shared/docs/remotes/reports.md "Paused schedules"): a schedule whose
 * projects, divisions or type left the access of the user who last saved it is paused at its next
 * run instead of mailed.
 * - report_schedule: why it is paused (null: it is not), since when, and the run that paused it
 *   (that run tells the owner, once, even when its notice is retried).
 * - report_run: the outcome 'paused', a run that was due and not sent because of it.
 */
export const reportSchedulePauseMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('report_schedule')
      .addColumn('paused_reason', 'text')
      .addColumn('paused_at', 'timestamptz')
      .addColumn('paused_by_run_id', 'integer', (c) => c.references('report_run.id').onDelete('set null'))
      .execute();
    await sql`alter table report_run drop constraint report_run_outcome_check`.execute(db);
    await sql`alter table report_run add constraint report_run_outcome_check
      check (outcome in ('queued', 'running', 'sent', 'empty', 'failed', 'paused'))`.execute(db);
  },
};
