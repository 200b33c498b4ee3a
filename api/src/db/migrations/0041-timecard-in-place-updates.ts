import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Lets PostgreSQL update a timecard line's Integration Status in place (a heap-only tuple update:
 * no new entry in any of the table's indexes), which is most of what making a payroll batch writes
 * (shared/docs/payroll-export.md, shared/docs/benchmarks.md "Payroll export").
 *
 * - `timecard_exportable` (0030) named `int_status` in its predicate, so every change of the status
 *   wrote an entry in each index of the table. A batch finds its lines by division and week through
 *   `timecard_period` (0023) just as well, so it goes.
 * - Pages are filled to 70% by inserts and by updates that move a row, leaving room for the later
 *   versions of the rows already there (lines are exported, then processed, together with the lines
 *   approved beside them). Existing pages keep their fill until their rows are rewritten.
 */
export const timecardInPlaceUpdatesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`drop index timecard_exportable`.execute(db);
    await sql`alter table timecard set (fillfactor = 70)`.execute(db);
  },
};
