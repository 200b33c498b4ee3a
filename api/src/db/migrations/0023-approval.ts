import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The approval loop (shared/docs/approval.md).
 *
 * - Each timecard line gets an approval state (Pending, Approved, Rejected with a reason), an
 *   exception resolution, the office's correction (reason, and the values before the first one) and
 *   a Late-list state.
 * - `exception_kinds` is derived by the database from the line itself, so every writer (the seeds,
 *   a field sync, a correction) gets it right: the attestation Rejected, a meal break missing or
 *   under 30 minutes on over 5 hours worked (California Labor Code §512), over 10 hours worked (the
 *   second meal break a line cannot record).
 * - `pay_period` holds one row per division and week-ending day. Writers that may make a line
 *   pending take the row FOR SHARE and closing takes it FOR UPDATE, so a close never leaves a
 *   pending line behind. Lines inserted into a closed period are held on the Late list by a
 *   statement trigger, whoever inserts them.
 */
/** The index this migration adds, by name: the large seed drops it for its load and builds it after. */
export const APPROVAL_INDEXES = {
  // The period counts and closing read lines by division and week.
  timecard_period: `create index timecard_period on timecard (division_id, week_ending_date)
    include (approval_state, late_state)`,
} as const;

export const approvalMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create function timecard_minutes(clock text) returns integer
      language sql immutable parallel safe as $$
        select case when length(clock) = 5 and substr(clock, 3, 1) = ':'
            and translate(clock, '0123456789', '') = ':'
          then substr(clock, 1, 2)::integer * 60 + substr(clock, 4, 2)::integer end
      $$`.execute(db);
    // Written as plain immutable expressions (no regular expression, no concat_ws, which is only
    // stable), so the planner inlines them: the generated column below is computed again on every
    // update of a line, and run as a query each body cost a third of a bulk approval
    // (shared/docs/approval.md "Speed").
    await sql`create function timecard_meal_minutes(lunch_start text, lunch_end text) returns integer
      language sql immutable parallel safe as $$
        select coalesce((timecard_minutes(lunch_end) - timecard_minutes(lunch_start) + 1440) % 1440, 0)
      $$`.execute(db);
    // Minutes from start to end (past midnight when the end is earlier), less the meal break.
    await sql`create function timecard_worked_minutes(start_time text, lunch_start text, lunch_end text, end_time text)
      returns integer language sql immutable parallel safe as $$
        select (timecard_minutes(end_time) - timecard_minutes(start_time) + 1440) % 1440
          - timecard_meal_minutes(lunch_start, lunch_end)
      $$`.execute(db);
    await sql`create function timecard_exception_kinds(
        attestation text, start_time text, lunch_start text, lunch_end text, end_time text)
      returns text language sql immutable parallel safe as $$
        select btrim(
          case when attestation = 'Rejected' then 'AttestationRejected' else '' end
          || case when timecard_worked_minutes(start_time, lunch_start, lunch_end, end_time) > 300
            and timecard_meal_minutes(lunch_start, lunch_end) < 30 then ',MealBreak' else '' end
          || case when timecard_worked_minutes(start_time, lunch_start, lunch_end, end_time) > 600
            then ',SecondMealBreak' else '' end, ',')
      $$`.execute(db);
    await sql`alter table timecard
      add column approval_state text not null default 'Pending'
        constraint timecard_approval_state check (approval_state in ('Pending', 'Approved', 'Rejected')),
      add column approval_reason text not null default '',
      add column approval_by integer references app_user (id) on delete set null,
      add column approval_at timestamptz,
      add column exception_kinds text not null generated always as
        (timecard_exception_kinds(attestation_status, start_time, lunch_start_time, lunch_end_time, end_time)) stored,
      add column exception_resolution text not null default '',
      add column exception_resolved_by integer references app_user (id) on delete set null,
      add column exception_resolved_at timestamptz,
      add column correction_reason text not null default '',
      add column original jsonb,
      add column corrected_by integer references app_user (id) on delete set null,
      add column corrected_at timestamptz,
      add column late_state text not null default ''
        constraint timecard_late_state check (late_state in ('', 'Held', 'Rejected')),
      add column premium_for_id integer references timecard (id)`.execute(db);
    await sql.raw(APPROVAL_INDEXES.timecard_period).execute(db);
    await sql`create index timecard_premium on timecard (premium_for_id) where premium_for_id is not null`.execute(
      db,
    );

    await sql`create table pay_period (
      division_id integer not null references division (id),
      week_ending_date date not null,
      closed boolean not null default false,
      closed_by integer references app_user (id) on delete set null,
      closed_at timestamptz,
      reopened_by integer references app_user (id) on delete set null,
      reopened_at timestamptz,
      reopen_reason text not null default '',
      primary key (division_id, week_ending_date)
    )`.execute(db);
    await sql`insert into pay_period (division_id, week_ending_date)
      select distinct division_id, week_ending_date from timecard`.execute(db);

    // Every inserted line's period exists (so closing and writing meet on its row), and a line of a
    // closed period is held on the Late list. FOR SHARE waits for a close under way, then reads it.
    await sql`create function timecard_hold_late() returns trigger language plpgsql as $$
      begin
        insert into pay_period (division_id, week_ending_date)
          select distinct division_id, week_ending_date from added order by 1, 2
          on conflict do nothing;
        perform 1 from pay_period p
          where (p.division_id, p.week_ending_date) in (select division_id, week_ending_date from added)
          order by p.division_id, p.week_ending_date for share;
        update timecard t set late_state = 'Held'
          from added a, pay_period p
          where t.id = a.id and p.division_id = a.division_id
            and p.week_ending_date = a.week_ending_date and p.closed and a.late_state = '';
        return null;
      end $$`.execute(db);
    await sql`create trigger timecard_hold_late after insert on timecard
      referencing new table as added for each statement execute function timecard_hold_late()`.execute(db);
  },
};
