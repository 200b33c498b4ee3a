import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Timecards, their attachments, issue notes and daily details, with the people, projects, tasks and
 * devices they name. Laid out for the list query (TOOLCHAIN.md "Database speed measured at
 * 1M timecards"): the division is copied onto every timecard, issue note and daily detail so scoping
 * needs no join, and a covering index (division_id, day, id) INCLUDE (…) answers the page and its
 * exact count from the index alone; text filters are resolved against employees, projects, tasks and
 * devices first (`employee_id IN (SELECT … ILIKE …)`), which the small tables answer quickly.
 */
/**
 * The list's indexes as this migration built them (0005 builds them again, wider; the large seed
 * uses 0005's).
 * - timecard_list: a user who sees some divisions; the page ids and the exact count come from the
 *   index alone (INCLUDE holds what the usual filters and the sort read).
 * - timecard_day: a user who sees all divisions (no division to lead with).
 * - timecard_record: attachments and the attestation PDF by (time record, device).
 */
const TIMECARD_INDEXES: readonly string[] = [
  `create index timecard_list on timecard (division_id, day, id)
    include (employee_id, project_id, time_record_id, device_id, attestation_status)`,
  `create index timecard_day on timecard (day, id)
    include (division_id, employee_id, project_id, time_record_id, device_id, attestation_status)`,
  'create index timecard_record on timecard (time_record_id, device_id)',
];

export const timecardsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('employee')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('employee_number', 'text', (c) => c.notNull().unique())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('division_id', 'integer', (c) => c.notNull().references('division.id'))
      .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
      .execute();

    await db.schema
      .createTable('project')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('project_number', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('division_id', 'integer', (c) => c.notNull().references('division.id'))
      .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
      .execute();

    await db.schema
      .createTable('task')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('task_number', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('project_id', 'integer', (c) => c.references('project.id'))
      .execute();

    await db.schema
      .createTable('device')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('division_id', 'integer', (c) => c.notNull().references('division.id'))
      .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
      .execute();

    // One row per time record line: a record (time_record_id, device_id) may hold several lines
    // (pay codes), so the pair is indexed, not unique.
    await db.schema
      .createTable('timecard')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('time_record_id', 'integer', (c) => c.notNull())
      .addColumn('device_id', 'integer', (c) => c.notNull().references('device.id'))
      .addColumn('employee_id', 'integer', (c) => c.notNull().references('employee.id'))
      .addColumn('project_id', 'integer', (c) => c.notNull().references('project.id'))
      .addColumn('task_id', 'integer', (c) => c.references('task.id'))
      .addColumn('division_id', 'integer', (c) => c.notNull().references('division.id'))
      .addColumn('day', 'date', (c) => c.notNull())
      .addColumn('week_ending_date', 'date', (c) => c.notNull())
      .addColumn('hours', 'double precision', (c) => c.notNull().defaultTo(0))
      .addColumn('hours_type', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('start_time', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('lunch_start_time', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('lunch_end_time', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('end_time', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('work_units', 'double precision')
      .addColumn('expectation_units', 'double precision')
      .addColumn('job_override', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('union_override', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('work_done_at_job_site', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status_code_id', 'integer', (c) => c.references('status_code.id'))
      .addColumn('payroll_note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('work_note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('expectation_note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('attestation_status', 'text', (c) =>
        c.notNull().defaultTo('').check(sql`attestation_status in ('', 'Approved', 'Rejected', 'Override')`),
      )
      .addColumn('attestation_language', 'text', (c) =>
        c.notNull().defaultTo('en').check(sql`attestation_language in ('en', 'es')`),
      )
      // Rejection reasons chosen (keys of AttestationTexts.*.rejections), comma-separated.
      .addColumn('attestation_reasons', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('int_status', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('synced_at', 'timestamptz')
      .addColumn('has_attachment', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    for (const statement of TIMECARD_INDEXES) await sql.raw(statement).execute(db);

    await db.schema
      .createTable('timecard_attachment')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('time_record_id', 'integer', (c) => c.notNull())
      .addColumn('device_id', 'integer', (c) => c.notNull().references('device.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('mime', 'text', (c) => c.notNull())
      .addColumn('content', 'bytea', (c) => c.notNull())
      .execute();
    await sql`create index timecard_attachment_record on timecard_attachment (time_record_id, device_id)`.execute(
      db,
    );

    await db.schema
      .createTable('issue_note')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('note_date', 'date', (c) => c.notNull())
      .addColumn('device_id', 'integer', (c) => c.notNull().references('device.id'))
      .addColumn('employee_id', 'integer', (c) => c.references('employee.id'))
      .addColumn('project_id', 'integer', (c) => c.notNull().references('project.id'))
      .addColumn('division_id', 'integer', (c) => c.notNull().references('division.id'))
      .addColumn('issue_note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status_code_id', 'integer', (c) => c.references('status_code.id'))
      .addColumn('lost_hours', 'double precision', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`create index issue_note_list on issue_note (division_id, note_date, id)`.execute(db);

    await db.schema
      .createTable('issue_note_attachment')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('issue_note_id', 'integer', (c) =>
        c.notNull().references('issue_note.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('mime', 'text', (c) => c.notNull())
      .addColumn('content', 'bytea', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('issue_note_attachment_note')
      .on('issue_note_attachment')
      .column('issue_note_id')
      .execute();

    await db.schema
      .createTable('daily_detail')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('detail_date', 'date', (c) => c.notNull())
      .addColumn('project_id', 'integer', (c) => c.notNull().references('project.id'))
      .addColumn('device_id', 'integer', (c) => c.notNull().references('device.id'))
      .addColumn('division_id', 'integer', (c) => c.notNull().references('division.id'))
      .addColumn('weather', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('subs_or_visitors', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('inspection_description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('inspection_initial', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('equipment_description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('productive_hours', 'double precision')
      .addColumn('idle_hours', 'double precision')
      .execute();
    await sql`create index daily_detail_list on daily_detail (division_id, detail_date, id)`.execute(db);
  },
};
