import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/** id, and the two instants every reference row keeps (stored in UTC, ARCHITECTURE.md "Dates"). */
function withRowBasics<T extends string>(table: CreateTableBuilder<T, never>) {
  return table
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));
}

/**
 * Unique, ignoring case, among live rows only: a deleted row's text may be used again, while the
 * deleted row stays for the old records that name it.
 */
async function uniqueAmongLive(db: Kysely<unknown>, table: string, column: string): Promise<void> {
  await sql`create unique index ${sql.id(`${table}_${column}_ci`)} on ${sql.table(table)} (lower(${sql.ref(column)})) where not is_deleted`.execute(
    db,
  );
}

/**
 * The six reference lists beside the Material List (spec 002 §3). Forecasts are not named by other
 * records, so they are deleted outright; every other list is soft-deleted (is_deleted).
 */
export const referenceListsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await withRowBasics(db.schema.createTable('forecast'))
      // A calendar date with no time zone; the API reads it back as 'YYYY-MM-DD' text.
      .addColumn('forecast_date', 'date', (c) => c.notNull().unique())
      .addColumn('forecast_days', 'integer', (c) => c.notNull().defaultTo(0).check(sql`forecast_days >= 0`))
      .addColumn('previous_forecast_date', 'date')
      .execute();

    // A clean, general name: security (project level access) and timecards will refer to divisions.
    await withRowBasics(db.schema.createTable('division'))
      .addColumn('division_name', 'text', (c) => c.notNull())
      .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('is_deleted', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await uniqueAmongLive(db, 'division', 'division_name');

    await withRowBasics(db.schema.createTable('payroll_note_option'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('is_deleted', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await uniqueAmongLive(db, 'payroll_note_option', 'name');

    await withRowBasics(db.schema.createTable('equipment'))
      .addColumn('display_text', 'text', (c) => c.notNull())
      .addColumn('is_deleted', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await uniqueAmongLive(db, 'equipment', 'display_text');

    await withRowBasics(db.schema.createTable('status_code'))
      .addColumn('status_initial', 'text', (c) => c.notNull())
      .addColumn('display_text', 'text', (c) => c.notNull())
      .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('is_deleted', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    // The initial is the code field devices record; two live codes may not share it.
    await uniqueAmongLive(db, 'status_code', 'status_initial');

    await withRowBasics(db.schema.createTable('supervisor_override_reason'))
      .addColumn('display_text', 'text', (c) => c.notNull())
      .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('is_deleted', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await uniqueAmongLive(db, 'supervisor_override_reason', 'display_text');
  },
};
