import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Payroll export batches (shared/docs/payroll-export.md).
 *
 * - `payroll_batch`: who made it, when, of which weeks and divisions, its state (Exported, Processed,
 *   Cancelled) and the payroll system's acknowledgment (its batch number, its result file).
 * - `payroll_batch_line`: each exported line as it was sent (a snapshot: a later correction never
 *   changes what a batch holds), and for a correction line the values the earlier batch sent.
 * - `payroll_batch_file`: each layout's bytes and SHA-256, written once when the batch is made, so a
 *   download later gives the same bytes.
 * - A line's Integration Status: New (the default now; '' from older rows reads as New), Exported,
 *   Processed, and Changed, set by the database when an exported or processed line's paid values
 *   change, whoever changes them.
 */
export const payrollExportMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table timecard alter column int_status set default 'New'`.execute(db);
    await sql`alter table timecard add column payroll_batch_id integer`.execute(db);

    await sql`create table payroll_batch (
      id integer generated always as identity primary key,
      created_at timestamptz not null default now(),
      created_by integer references app_user (id) on delete set null,
      week_ending_dates date[] not null,
      division_ids integer[] not null,
      state text not null default 'Exported'
        constraint payroll_batch_state check (state in ('Exported', 'Processed', 'Cancelled')),
      line_count integer not null default 0,
      correction_count integer not null default 0,
      total_hours numeric(12, 2) not null default 0,
      processed_at timestamptz,
      processed_by integer references app_user (id) on delete set null,
      payroll_batch_number text not null default '',
      result_file_name text not null default '',
      result_file bytea,
      cancelled_at timestamptz,
      cancelled_by integer references app_user (id) on delete set null,
      cancel_reason text not null default ''
    )`.execute(db);
    await sql`create index payroll_batch_created on payroll_batch (created_at desc, id desc)`.execute(db);

    await sql`create table payroll_batch_line (
      batch_id integer not null references payroll_batch (id),
      seq integer not null,
      timecard_id integer not null references timecard (id),
      kind text not null constraint payroll_batch_line_kind check (kind in ('Line', 'Correction')),
      division_id integer not null,
      employee_number text not null,
      employee_name text not null,
      project_number text not null,
      task_number text not null,
      day date not null,
      week_ending_date date not null,
      pay_code text not null,
      hours numeric(8, 2) not null,
      previous_batch_id integer references payroll_batch (id),
      previous_task_number text,
      previous_pay_code text,
      previous_hours numeric(8, 2),
      primary key (batch_id, seq)
    )`.execute(db);
    await sql`create index payroll_batch_line_timecard on payroll_batch_line (timecard_id, batch_id)`.execute(
      db,
    );

    await sql`create table payroll_batch_file (
      batch_id integer not null references payroll_batch (id),
      layout text not null,
      file_name text not null,
      content bytea not null,
      sha256 text not null,
      primary key (batch_id, layout)
    )`.execute(db);

    // What a batch takes: approved lines of a division's weeks not yet exported, found without
    // reading the exported ones.
    await sql`create index timecard_exportable on timecard (division_id, week_ending_date)
      where approval_state = 'Approved' and int_status in ('', 'New', 'Changed')`.execute(db);

    // A change to what payroll was paid on, after export, is a correction the next batch carries.
    await sql`create function timecard_mark_changed() returns trigger language plpgsql as $$
      begin
        if old.int_status in ('Exported', 'Processed') and new.int_status = old.int_status and
          (new.hours, new.hours_type, new.task_id, new.day, new.employee_id, new.project_id)
            is distinct from
          (old.hours, old.hours_type, old.task_id, old.day, old.employee_id, old.project_id) then
          new.int_status := 'Changed';
        end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger timecard_mark_changed before update of hours, hours_type, task_id, day,
      employee_id, project_id on timecard for each row execute function timecard_mark_changed()`.execute(db);
  },
};
