import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Projects, employees and devices as the mf-workforce screens edit them (spec 001 §3.1–3.3):
 * - employee: the fields of §3.3 beyond name and number (title, e-mail, hire date, union number, the
 *   employee's project, manager access), and is_imported (an imported employee's fields are locked);
 * - project: gc (at most 50 characters, §5.2) and is_imported;
 * - device: its employee (the details' empID), attestation and signature permissions;
 * - modified_by_id / modified_at on all three: "Modified By" is the last user who changed the row or
 *   its assignments (the audit log holds the full history);
 * - device_employee and device_project: the assignments, one row per pair, indexed both ways (a
 *   device's lists, and a project's or employee's devices);
 * - task (project_id, task_number) unique: an import updates task codes by number;
 * - list indexes in each list's order (status, number), so a page of 100 stops after 100 rows.
 */
export const workforceMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const modified = (table: string) =>
      db.schema
        .alterTable(table)
        .addColumn('modified_by_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
        .addColumn('modified_at', 'timestamptz')
        .execute();

    await db.schema
      .alterTable('employee')
      .addColumn('job_title', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('hire_date', 'date')
      .addColumn('union_number', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('project_id', 'integer', (c) => c.references('project.id'))
      .addColumn('is_manager_access', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('is_imported', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await modified('employee');

    await db.schema
      .alterTable('project')
      .addColumn('gc', 'text', (c) => c.notNull().defaultTo('').check(sql`char_length(gc) <= 50`))
      .addColumn('is_imported', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await modified('project');

    await db.schema
      .alterTable('device')
      .addColumn('employee_id', 'integer', (c) => c.references('employee.id'))
      .addColumn('allow_attestation', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('allow_signature', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await modified('device');

    for (const [table, other] of [
      ['device_employee', 'employee'],
      ['device_project', 'project'],
    ] as const) {
      await db.schema
        .createTable(table)
        .addColumn('device_id', 'integer', (c) => c.notNull().references('device.id').onDelete('cascade'))
        .addColumn(`${other}_id`, 'integer', (c) => c.notNull().references(`${other}.id`).onDelete('cascade'))
        .addPrimaryKeyConstraint(`${table}_pk`, ['device_id', `${other}_id`])
        .execute();
      await sql`create index ${sql.id(`${table}_${other}`)} on ${sql.table(table)} (${sql.ref(`${other}_id`)}, device_id)`.execute(
        db,
      );
    }

    await sql`create unique index task_project_number on task (project_id, task_number)`.execute(db);
    await sql`create index project_list on project (is_active, project_number)`.execute(db);
    await sql`create index employee_list on employee (is_active, employee_number)`.execute(db);
    await sql`create index device_list on device (is_active, name, id)`.execute(db);
  },
};
