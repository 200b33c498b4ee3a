import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * An employee-week's last overtime check, kept until anything it was worked out from changes
 * (shared/docs/overtime.md "Speed"): an approval reads its weeks' states instead of working every
 * week out again from its lines.
 *
 * - employee_week_revision: a number per employee-week that every write changing what the week's
 *   split reads (a line added or removed; its employee, week, day, hours, pay code or premium link;
 *   whether it counts, not rejected and off the Late list) moves on, in the writing statement, by
 *   trigger, whoever writes (the previous release too). An approval changes none of it.
 * - employee_week_overtime_check: what a reader worked out, with the revision, the division's rule
 *   set and the pay codes' parts it read in the same snapshot; it holds while all three still are.
 *   Only readers write it, outside any other write's transaction, so a writer never waits on it.
 *
 * Expand only: the previous release neither reads nor writes these, and its writes move the
 * revisions on like this release's.
 */
export const employeeWeekOvertimeChecksMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table employee_week_revision (
      employee_id integer not null,
      week_ending_date date not null,
      revision bigint not null default 1,
      primary key (employee_id, week_ending_date)
    )`.execute(db);
    await sql`create table employee_week_overtime_check (
      employee_id integer not null,
      week_ending_date date not null,
      revision bigint not null,
      rule_set text not null,
      pay_codes text not null,
      fingerprint text not null,
      differs boolean not null,
      primary key (employee_id, week_ending_date)
    )`.execute(db);
    // One grouped upsert a statement, in key order, so two writers meet the rows in the same order.
    // An UPDATE moves on the weeks (before and after) of the lines it changed in what the split
    // reads; each branch names only the transition tables its statement has.
    await sql`create function employee_week_revise() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into employee_week_revision as r (employee_id, week_ending_date)
            select distinct employee_id, week_ending_date from added order by 1, 2
            on conflict (employee_id, week_ending_date) do update set revision = r.revision + 1;
        elsif tg_op = 'DELETE' then
          insert into employee_week_revision as r (employee_id, week_ending_date)
            select distinct employee_id, week_ending_date from removed order by 1, 2
            on conflict (employee_id, week_ending_date) do update set revision = r.revision + 1;
        else
          insert into employee_week_revision as r (employee_id, week_ending_date)
            select distinct k.employee_id, k.week_ending_date from added n join removed o on o.id = n.id
              cross join lateral (values (n.employee_id, n.week_ending_date), (o.employee_id, o.week_ending_date))
                as k (employee_id, week_ending_date)
              where (n.employee_id, n.week_ending_date, n.day, n.hours, n.hours_type, n.premium_for_id,
                  n.approval_state <> 'Rejected' and n.late_state = '')
                is distinct from (o.employee_id, o.week_ending_date, o.day, o.hours, o.hours_type, o.premium_for_id,
                  o.approval_state <> 'Rejected' and o.late_state = '')
              order by 1, 2
            on conflict (employee_id, week_ending_date) do update set revision = r.revision + 1;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger employee_week_revise_insert after insert on timecard
      referencing new table as added for each statement execute function employee_week_revise()`.execute(db);
    await sql`create trigger employee_week_revise_delete after delete on timecard
      referencing old table as removed for each statement execute function employee_week_revise()`.execute(
      db,
    );
    await sql`create trigger employee_week_revise_update after update on timecard
      referencing old table as removed new table as added
      for each statement execute function employee_week_revise()`.execute(db);
  },
};
