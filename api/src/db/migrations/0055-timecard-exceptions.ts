import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Exceptions a line cannot show by itself (shared/docs/approval.md "Exceptions"), beside those 0023
 * derives from the line:
 *
 * - `review_exceptions`, set by the writer: `AssignmentEnded`, a line a device pushed after the
 *   office ended its assignment of the employee or project (moved the employee to another device,
 *   deactivated them, closed the project) for a day the device still held them
 *   (shared/docs/field-sync.md "Push"). It waits in review instead of being refused.
 *
 * `exception_kinds` stays the one column every reader reads (a line's exceptions, comma-separated),
 * generated from the line's own kinds and these. A generated column's expression cannot be altered
 * on PostgreSQL 15, so the column is made again: the table is rewritten once.
 */
export const timecardExceptionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table timecard add column review_exceptions text not null default ''`.execute(db);
    await sql`create function timecard_exception_kinds(
        attestation text, start_time text, lunch_start text, lunch_end text, end_time text, beyond text)
      returns text language sql immutable parallel safe as $$
        select btrim(timecard_exception_kinds(attestation, start_time, lunch_start, lunch_end, end_time)
          || ',' || beyond, ',')
      $$`.execute(db);
    await sql`alter table timecard drop column exception_kinds`.execute(db);
    await sql`alter table timecard add column exception_kinds text not null generated always as
      (timecard_exception_kinds(attestation_status, start_time, lunch_start_time, lunch_end_time, end_time,
        review_exceptions)) stored`.execute(db);
  },
};
