import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The payroll week by employee (shared/docs/overtime.md): each division's overtime rule set (an id
 * of OVERTIME_RULE_SETS in @tac/contracts; a new division gets the first), and an index that reads
 * one employee's week without walking the division's days. Expand only: the previous release
 * neither reads nor writes the column, and its default fills it for the divisions that release adds.
 */
export const employeeWeekMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('division')
      .addColumn('overtime_rule_set', 'text', (c) => c.notNull().defaultTo('california'))
      .execute();
    await sql`create index timecard_employee_week on timecard (employee_id, week_ending_date)`.execute(db);
  },
};
