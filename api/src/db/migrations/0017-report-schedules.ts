import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Report schedules (spec 001 §3.4): what to report, on whom, when and to whom.
 * - report_schedule: the form's fields. The offsets are start_offset/end_offset (the spec's startDate
 *   and endDate count days back, they are no dates); date mode keeps from_date/to_date and run ''.
 *   all_projects stands for the 'All Projects' entry (no project rows then). Deleting sets
 *   is_deleted: the run log (migration 0018) keeps pointing at the schedule it ran.
 * - next_due_at: when the scheduler should run it next (UTC), null when nothing is due (a one-off
 *   that has run, a deleted schedule); the partial index lets the scheduler find due ones at once.
 * - child tables, one row per chosen project, division, task code, recipient and delegate, each
 *   indexed the other way too (a user's schedules by delegate; scoping by project or division).
 *   A recipient keeps the e-mail it was saved with (lower-cased, unique per schedule) beside the
 *   employee or user it came from, so mail goes where the form said even if that person's e-mail
 *   changes later.
 * - report_schedule_list: the list's order (name, id) among the live schedules.
 */
export const reportSchedulesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('report_schedule')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('schedule_name', 'text', (c) =>
        c.notNull().check(sql`char_length(schedule_name) between 1 and 60`),
      )
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('report_type', 'text', (c) => c.notNull())
      .addColumn('run', 'text', (c) => c.notNull().check(sql`run in ('daily', 'weekly', 'monthly', '')`))
      .addColumn('run_report_at', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('schedule_hour', 'integer')
      .addColumn('schedule_minute', 'integer')
      .addColumn('weekday', 'integer', (c) => c.check(sql`weekday between 0 and 6`))
      .addColumn('date_in_month', 'integer', (c) => c.check(sql`date_in_month between 0 and 31`))
      .addColumn('start_offset', 'integer', (c) => c.check(sql`start_offset between 0 and 28`))
      .addColumn('end_offset', 'integer', (c) => c.check(sql`end_offset between 0 and 28`))
      .addColumn('from_date', 'date')
      .addColumn('to_date', 'date')
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('all_projects', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_by_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
      .addColumn('modified_by_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('is_deleted', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('next_due_at', 'timestamptz')
      .execute();
    await sql`create index report_schedule_list on report_schedule (schedule_name, id) where not is_deleted`.execute(
      db,
    );
    await sql`create index report_schedule_due on report_schedule (next_due_at) where not is_deleted and next_due_at is not null`.execute(
      db,
    );
    await sql`create index report_schedule_creator on report_schedule (created_by_id) where not is_deleted`.execute(
      db,
    );

    const link = async (table: string, column: string, references: string) => {
      await db.schema
        .createTable(table)
        .addColumn('schedule_id', 'integer', (c) =>
          c.notNull().references('report_schedule.id').onDelete('cascade'),
        )
        .addColumn(column, 'integer', (c) => c.notNull().references(references).onDelete('cascade'))
        .addPrimaryKeyConstraint(`${table}_pk`, ['schedule_id', column])
        .execute();
      await sql`create index ${sql.id(`${table}_by_${column}`)} on ${sql.table(table)} (${sql.ref(column)}, schedule_id)`.execute(
        db,
      );
    };
    await link('report_schedule_project', 'project_id', 'project.id');
    await link('report_schedule_division', 'division_id', 'division.id');
    await link('report_schedule_task', 'task_id', 'task.id');
    await link('report_schedule_delegate', 'user_id', 'app_user.id');

    await db.schema
      .createTable('report_schedule_recipient')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('schedule_id', 'integer', (c) =>
        c.notNull().references('report_schedule.id').onDelete('cascade'),
      )
      .addColumn('contact_type', 'text', (c) =>
        c.notNull().check(sql`contact_type in ('Contact', 'Employee', 'User')`),
      )
      .addColumn('employee_id', 'integer', (c) => c.references('employee.id').onDelete('set null'))
      .addColumn('user_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
      .addColumn('email', 'text', (c) => c.notNull().check(sql`email = lower(email) and email <> ''`))
      .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
      .addUniqueConstraint('report_schedule_recipient_email', ['schedule_id', 'email'])
      .execute();
  },
};
