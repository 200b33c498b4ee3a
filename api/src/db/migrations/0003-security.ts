import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Security users (spec 000 §3): the employee number beside the user, and the user's project level
 * access and device access by groups, both lists of divisions. 'All Divisions' is a flag on the user,
 * never a row, so a division added later is included at once.
 */
export const securityMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('app_user')
      .addColumn('employee_number', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('all_divisions', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('all_device_groups', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();

    await db.schema
      .createTable('user_division')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
      .addColumn('division_id', 'integer', (c) => c.notNull().references('division.id'))
      .addPrimaryKeyConstraint('user_division_pk', ['user_id', 'division_id'])
      .execute();
    await db.schema.createIndex('user_division_division').on('user_division').column('division_id').execute();

    await db.schema
      .createTable('user_device_group')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
      .addColumn('division_id', 'integer', (c) => c.notNull().references('division.id'))
      .addPrimaryKeyConstraint('user_device_group_pk', ['user_id', 'division_id'])
      .execute();

    // The Security list sorts and filters on these.
    await sql`create index app_user_active_name on app_user (is_active, lower(user_name))`.execute(db);
  },
};
