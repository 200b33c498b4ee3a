import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Two lists of the approval screens walk an index of their own lines, by division and day, instead
 * of every line of their range (shared/docs/approval.md "Speed"):
 * - the Late list (the timecard list narrowed to the lines held for a closed period): `timecard_late`
 *   holds the late lines alone, a handful whatever the range;
 * - the list filtered to Pending lines (and Exceptions: Blocking, Pending and not late):
 *   `timecard_pending` holds the office's backlog, which a year of decided lines does not grow.
 * Both are partial, so the lines outside them (nearly all, for the first) cost them nothing on write;
 * the approval state is already in `timecard_period`, so a decision was never a heap-only update and
 * loses nothing. The list's own `late_state in (…)` and `approval_state in (…)` prove the predicates:
 * each call is planned with its values.
 */
export const timecardLateIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index timecard_late on timecard (division_id, day) where late_state <> ''`.execute(db);
    await sql`create index timecard_pending on timecard (division_id, day) where approval_state = 'Pending'`.execute(
      db,
    );
  },
};
