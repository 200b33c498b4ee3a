import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Payroll files that import as they are (shared/docs/payroll-export.md "Mappings"):
 * - `payroll_mapping`: what the payroll systems call the console's records, one row a record of a
 *   kind (an employee's Vista number, craft, class and shift; a pay code's Vista earnings code; a
 *   division's department; a device's crew), its values as JSON whose fields the kind's definition
 *   in @tac/contracts names, so a new field needs no migration.
 * - `payroll_batch_file.batch_values`: the values a payroll system takes for the whole batch when it
 *   imports the file (Vista's PR group and PR ending date), kept as they were when the file was made.
 * - `payroll_batch.files_not_made`: the layouts whose file a batch does not hold, each with why.
 * Expand only: the previous release neither reads nor writes any of them.
 */
export const payrollMappingsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table payroll_mapping (
      kind text not null,
      key text not null,
      value jsonb not null,
      updated_at timestamptz not null default now(),
      primary key (kind, key)
    )`.execute(db);
    await sql`alter table payroll_batch_file add column batch_values jsonb`.execute(db);
    await sql`alter table payroll_batch add column files_not_made jsonb`.execute(db);
  },
};
