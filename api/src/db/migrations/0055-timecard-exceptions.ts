import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Exceptions a line cannot show by itself (shared/docs/approval.md "Exceptions"), beside those 0023
 * derives from the line:
 *
 * - `review_exceptions`, set by the writer: `AssignmentEnded`, a line a device pushed after the
 *   office ended its assignment of the employee or project (moved the employee to another device,
 *   deactivated them, closed the project) for a day the device still held them
 *   (shared/docs/field-sync.md "Push"). It waits in review instead of being refused.
 * - `day_exceptions`, kept by the database from the employee's other lines of the day, whoever
 *   writes them: `TwoDevices` (the day came from more than one device), `HoursMismatch` (a record's
 *   hours differ from its clock times by more than a quarter hour), `Over24Hours` (the day's hours
 *   add up to more than 24). Premium lines (pay, not work) and rejected lines (sent back, not paid)
 *   count in none; only Pending lines are marked (an approved line is final).
 *
 * `exception_kinds` stays the one column every reader reads (a line's exceptions, comma-separated),
 * generated from the line's own kinds and these. A generated column's expression cannot be altered
 * on PostgreSQL 15, so the column is made again: the table is rewritten once.
 *
 * Keeping `day_exceptions` true under concurrent writers: statement triggers find the employee-days
 * whose lines changed in a way these read, take a transaction lock per employee-day (in key order, so
 * two writers never wait on each other in a circle), and only then read the day's lines, so a writer
 * that waited sees the lines the other committed (a statement reaching over 500 employee-days, a
 * bulk load, takes one lock for all days instead). A writer that locks a line and then changes what
 * these read (a correction) takes the day's lock before the line's (`timecard_day_lock`), so a push
 * updating that line's day meets the same order. When a Pending line gains one of these kinds, its
 * resolution is cleared, as a correction clears it: the new one must be looked at.
 */
export const timecardExceptionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table timecard add column review_exceptions text not null default '',
      add column day_exceptions text not null default ''`.execute(db);
    await sql`create function timecard_exception_kinds(
        attestation text, start_time text, lunch_start text, lunch_end text, end_time text, beyond text)
      returns text language sql immutable parallel safe as $$
        select btrim(timecard_exception_kinds(attestation, start_time, lunch_start, lunch_end, end_time)
          || ',' || btrim(beyond, ','), ',')
      $$`.execute(db);
    await sql`alter table timecard drop column exception_kinds`.execute(db);
    await sql`alter table timecard add column exception_kinds text not null generated always as
      (timecard_exception_kinds(attestation_status, start_time, lunch_start_time, lunch_end_time, end_time,
        review_exceptions || ',' || day_exceptions)) stored`.execute(db);

    // One lock key an employee-day, unique and beyond the int4 range the other advisory locks use,
    // under one key for all days (2^40) that each such lock holds shared: a statement reaching more
    // employee-days than the lock table should hold for one transaction takes that one exclusively.
    await sql`create function timecard_day_lock(employee integer, worked date) returns void
      language sql volatile as $$
        select pg_advisory_xact_lock_shared(1::bigint << 40);
        select pg_advisory_xact_lock((1::bigint << 40) + (employee::bigint << 20) + (worked - date '1900-01-01'));
      $$`.execute(db);

    await sql`create function timecard_day_exceptions_refresh(employees integer[], days date[])
      returns void language sql volatile as $$
        with keys as (
          select distinct e as employee_id, d as day from unnest(employees, days) as k (e, d)
        ), lines as (
          select t.id, t.employee_id, t.day, t.device_id, t.time_record_id, t.hours, t.start_time,
            t.lunch_start_time, t.lunch_end_time, t.end_time
          from timecard t join keys k on k.employee_id = t.employee_id and k.day = t.day
          where t.premium_for_id is null and t.approval_state <> 'Rejected' and t.late_state <> 'Rejected'
        ), days as (
          select employee_id, day, count(distinct device_id) > 1 as two_devices, sum(hours) > 24 as over_24
          from lines group by employee_id, day
        ), shifts as (
          select device_id, time_record_id, employee_id, day, start_time, lunch_start_time, lunch_end_time,
            end_time, abs(sum(hours) * 60
              - timecard_worked_minutes(start_time, lunch_start_time, lunch_end_time, end_time)) > 15 as mismatch
          from lines
          where timecard_minutes(start_time) is not null and timecard_minutes(end_time) is not null
          group by device_id, time_record_id, employee_id, day, start_time, lunch_start_time, lunch_end_time,
            end_time
        ), wanted as (
          select l.id, btrim(
              case when d.two_devices then 'TwoDevices' else '' end
              || case when coalesce(s.mismatch, false) then ',HoursMismatch' else '' end
              || case when d.over_24 then ',Over24Hours' else '' end, ',') as kinds
          from lines l
          join days d on d.employee_id = l.employee_id and d.day = l.day
          left join shifts s on s.device_id = l.device_id and s.time_record_id = l.time_record_id
            and s.employee_id = l.employee_id and s.day = l.day and s.start_time = l.start_time
            and s.lunch_start_time = l.lunch_start_time and s.lunch_end_time = l.lunch_end_time
            and s.end_time = l.end_time
        ), gained as (
          select w.id, w.kinds, w.kinds <> ''
              and not string_to_array(w.kinds, ',') <@ string_to_array(t.day_exceptions, ',') as reopen
          from wanted w join timecard t on t.id = w.id
          where t.day_exceptions <> w.kinds and t.approval_state = 'Pending'
        )
        update timecard t set day_exceptions = g.kinds,
          exception_resolution = case when g.reopen then '' else t.exception_resolution end,
          exception_resolved_by = case when g.reopen then null else t.exception_resolved_by end,
          exception_resolved_at = case when g.reopen then null else t.exception_resolved_at end
        -- Judged again on the row as it is when locked: a line approved meanwhile is final, unmarked.
        from gained g where t.id = g.id and t.approval_state = 'Pending'
      $$`.execute(db);

    // The employee-days whose lines were added, removed or changed in what the day's kinds read.
    // Each branch names only the transition tables its statement has.
    await sql`create function timecard_day_exceptions_apply() returns trigger language plpgsql as $$
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
              select n.employee_id, n.day from added n join removed o on o.id = n.id
                where (n.employee_id, n.day, n.device_id, n.time_record_id, n.hours, n.start_time,
                  n.lunch_start_time, n.lunch_end_time, n.end_time, n.premium_for_id,
                  n.approval_state = 'Rejected' or n.late_state = 'Rejected')
                  is distinct from (o.employee_id, o.day, o.device_id, o.time_record_id, o.hours, o.start_time,
                  o.lunch_start_time, o.lunch_end_time, o.end_time, o.premium_for_id,
                  o.approval_state = 'Rejected' or o.late_state = 'Rejected')
              union
              select o.employee_id, o.day from added n join removed o on o.id = n.id
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
    await sql`create trigger timecard_day_exceptions_insert after insert on timecard
      referencing new table as added for each statement execute function timecard_day_exceptions_apply()`.execute(
      db,
    );
    await sql`create trigger timecard_day_exceptions_delete after delete on timecard
      referencing old table as removed for each statement execute function timecard_day_exceptions_apply()`.execute(
      db,
    );
    await sql`create trigger timecard_day_exceptions_update after update on timecard
      referencing old table as removed new table as added
      for each statement execute function timecard_day_exceptions_apply()`.execute(db);
    // Lines already there: every employee-day once.
    await sql`select timecard_day_exceptions_refresh(array_agg(employee_id), array_agg(day))
      from (select distinct employee_id, day from timecard) k`.execute(db);
  },
};
