import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { TIMECARD_DAY_COUNT_KEYS } from './0008-timecard-counts-by-pay-code.ts';
import { replaceDayCountApply } from './timecard-day-counts.ts';

/**
 * The day counts' and the day exceptions' triggers read an UPDATE's old and new rows in one join
 * and pass over the rows it left on what they count, where they read them twice (a union of two
 * joins; every row of the statement added and taken away again): an approval, which changes none of
 * it, paid for both on every line it decided (shared/docs/approval.md "Speed"). Same counts and
 * exceptions for every write. Replaces the bodies only: a build before this runs beside it unchanged.
 */
export const updateTriggersReadChangesOnceMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await replaceDayCountApply(db, TIMECARD_DAY_COUNT_KEYS);
    // The employee-days whose lines were added, removed or changed in what the day's kinds read:
    // a changed line's day before and after. Each branch names only the transition tables its
    // statement has.
    await sql`create or replace function timecard_day_exceptions_apply() returns trigger language plpgsql as $$
      declare
        employees integer[];
        days date[];
      begin
        if tg_op = 'INSERT' then
          select array_agg(employee_id order by employee_id, day), array_agg(day order by employee_id, day)
            into employees, days
            from (select distinct employee_id, day from added where premium_for_id is null) k;
        elsif tg_op = 'DELETE' then
          select array_agg(employee_id order by employee_id, day), array_agg(day order by employee_id, day)
            into employees, days
            from (select distinct employee_id, day from removed where premium_for_id is null) k;
        else
          select array_agg(employee_id order by employee_id, day), array_agg(day order by employee_id, day)
            into employees, days
            from (
              select distinct k.employee_id, k.day from added n join removed o on o.id = n.id
                cross join lateral (values (n.employee_id, n.day), (o.employee_id, o.day)) as k (employee_id, day)
                where (n.employee_id, n.day, n.device_id, n.time_record_id, n.hours, n.start_time,
                  n.lunch_start_time, n.lunch_end_time, n.end_time, n.premium_for_id,
                  n.approval_state = 'Rejected' or n.late_state = 'Rejected')
                  is distinct from (o.employee_id, o.day, o.device_id, o.time_record_id, o.hours, o.start_time,
                  o.lunch_start_time, o.lunch_end_time, o.end_time, o.premium_for_id,
                  o.approval_state = 'Rejected' or o.late_state = 'Rejected')
            ) k;
        end if;
        if employees is null then
          return null;
        end if;
        if cardinality(employees) > 500 then
          perform pg_advisory_xact_lock(1::bigint << 40);
        else
          perform timecard_day_lock(e, d) from unnest(employees, days) as k (e, d) order by e, d;
        end if;
        perform timecard_day_exceptions_refresh(employees, days);
        return null;
      end $$`.execute(db);
  },
};
