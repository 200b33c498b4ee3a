import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * An employee-week's overtime kept as sent (shared/docs/overtime.md "The Overtime exception"): the
 * reviewer's reason and what the week's sent hours were when they decided (the fingerprint). While
 * the week's lines give the same fingerprint the exception stays resolved; any change to them opens
 * it again, with no trigger to keep in step. Expand only: the previous release never reads it.
 */
export const employeeWeekOvertimeMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('employee_week_overtime')
      .addColumn('employee_id', 'integer', (c) => c.notNull().references('employee.id'))
      .addColumn('week_ending_date', 'date', (c) => c.notNull())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('resolved_by', 'integer', (c) => c.references('app_user.id'))
      .addColumn('resolved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('employee_week_overtime_pkey', ['employee_id', 'week_ending_date'])
      .execute();
  },
};
