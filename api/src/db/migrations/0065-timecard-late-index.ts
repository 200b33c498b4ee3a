import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The Late list (the timecard list narrowed to the lines held for a closed period) walks an index of
 * those lines alone, by division and day: its count and page read the few late lines of the range
 * instead of every line of it, which over the Pay Periods screen's year was every line the user sees
 * (shared/docs/approval.md "Speed"). Partial, so the lines that never were late (nearly all) cost it
 * nothing on write. The list's own `late_state in (…)` proves the predicate: each call is planned
 * with its values.
 */
export const timecardLateIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index timecard_late on timecard (division_id, day) where late_state <> ''`.execute(db);
  },
};
