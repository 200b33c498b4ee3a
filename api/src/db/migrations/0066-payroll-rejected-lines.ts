import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The payroll system's answer line by line (shared/docs/payroll-export.md "The result file"): a batch
 * line its result file rejected keeps the reason (`rejected_reason`, null while none did), the batch
 * how many it rejected, and such a line's Integration Status is Error until the office corrects it.
 *
 * Before this, nothing wrote Error but the demo data set, at random and with no way out: those lines
 * become New, so an approved one goes in the next batch as any other.
 */
export const payrollRejectedLinesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table payroll_batch_line add column rejected_reason text`.execute(db);
    await sql`alter table payroll_batch add column rejected_count integer not null default 0`.execute(db);
    await sql`update timecard set int_status = 'New' where int_status = 'Error'`.execute(db);
  },
};
