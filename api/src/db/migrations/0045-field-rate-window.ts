import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The field sync's rate limits in the database (modules/field/rate-limit.ts), so that replicas on one
 * PostgreSQL count a device's calls together: one row per key ('device:<id>', 'enrol:<address>'),
 * its window's start and the calls counted in it. Neither column is indexed, so each count is an
 * in-place (HOT) update of the key's row. Unlogged: a count writes no WAL, so a device call does not
 * wait for a disk flush at its commit; a crash empties the table, which only opens new windows.
 */
export const fieldRateWindowMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create unlogged table field_rate_window (
      key text primary key,
      window_start timestamptz not null,
      calls integer not null
    )`.execute(db);
  },
};
