import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The day exceptions of a set of employee-days (migration 0055) worked out in one pass over their
 * lines with window functions, where the first version joined the lines to their days and shifts.
 * The planner cannot estimate those joined intermediate results and nested them loop in loop, so
 * each statement that wrote lines cost the square of its lines: on the embedded database the demo's
 * timecards took over a minute to seed. Same kinds for every line (two devices in a day, a shift's
 * hours over a quarter hour off its clock times, over 24 hours in a day); the columns it reads are
 * never null. Replaces the body only: a build before this runs beside it unchanged.
 */
export const dayExceptionsOnePassMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create or replace function timecard_day_exceptions_refresh(employees integer[], days date[])
      returns void language sql volatile as $$
        with keys as (
          select distinct e as employee_id, d as day from unnest(employees, days) as k (e, d)
        ), lines as (
          select t.id, t.day_exceptions, t.approval_state,
            max(t.device_id) over employee_day <> min(t.device_id) over employee_day as two_devices,
            sum(t.hours) over employee_day > 24 as over_24,
            coalesce(timecard_minutes(t.start_time) is not null and timecard_minutes(t.end_time) is not null
              and abs(sum(t.hours) over shift * 60
                - timecard_worked_minutes(t.start_time, t.lunch_start_time, t.lunch_end_time, t.end_time)) > 15,
              false) as mismatch
          from timecard t join keys k on k.employee_id = t.employee_id and k.day = t.day
          where t.premium_for_id is null and t.approval_state <> 'Rejected' and t.late_state <> 'Rejected'
          window employee_day as (partition by t.employee_id, t.day),
            shift as (partition by t.device_id, t.time_record_id, t.employee_id, t.day, t.start_time,
              t.lunch_start_time, t.lunch_end_time, t.end_time)
        ), wanted as (
          select id, day_exceptions, btrim(
              case when two_devices then 'TwoDevices' else '' end
              || case when mismatch then ',HoursMismatch' else '' end
              || case when over_24 then ',Over24Hours' else '' end, ',') as kinds
          from lines where approval_state = 'Pending'
        ), gained as (
          select id, kinds, kinds <> ''
              and not string_to_array(kinds, ',') <@ string_to_array(day_exceptions, ',') as reopen
          from wanted where day_exceptions <> kinds
        )
        update timecard t set day_exceptions = g.kinds,
          exception_resolution = case when g.reopen then '' else t.exception_resolution end,
          exception_resolved_by = case when g.reopen then null else t.exception_resolved_by end,
          exception_resolved_at = case when g.reopen then null else t.exception_resolved_at end
        -- Judged again on the row as it is when locked: a line approved meanwhile is final, unmarked.
        from gained g where t.id = g.id and t.approval_state = 'Pending'
      $$`.execute(db);
  },
};
