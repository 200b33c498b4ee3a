import { addDays } from '@tac/contracts/calendar';
import { type Kysely, sql } from 'kysely';

/**
 * A year of use on the large data set, written set-based after the timecards (shared/docs/benchmarks.md
 * "The large seed"): what the office decided and exported, what the devices pushed, and what the
 * report schedules ran, so every list and job is measured against the history it meets after a
 * year, not an empty log.
 *
 * - Lines of weeks ended over 8 weeks ago are decided: approved (1 in 50 rejected back to the field,
 *   their rejected attestations resolved first), 1 in 100 corrected before approval (its values
 *   before kept as a correction keeps them); newer ones are pending, which the approval benchmark
 *   approves by filter. Each decision and correction has its audit row, as the API writes them.
 * - Every division's week has its pay period; those over 12 weeks old are closed, with their audit
 *   row. 1 in 2,000 of their lines arrived after the close: held on the Late list, or (1 in 4,000)
 *   rejected there.
 * - Each decided week went to payroll in a batch of its own, processed; 1 in 200 of its lines was
 *   corrected after and sent again as a correction line of the next week's batch.
 * - Every line came from a device push: its field item, and one push (audit row) a time record, as
 *   a crew's tablet syncs each record once it is saved; 1 in 20 time records carries a photo's
 *   metadata (no bytes).
 * - Report schedules (one per 5,000 lines) ran every day of the year, each run with its PDF and its
 *   e-mail's metadata; none is due again (a benchmark's server sends no mail).
 *
 * Runs on the load's connection, whose triggers are off (session_replication_role = replica): the
 * figures the triggers keep are counted again afterwards.
 */
export interface HistoryOptions {
  today: string;
  /** The benchmark user, who decides, exports and owns the schedules. */
  userId: number;
  divisionIds: readonly number[];
  /** Report schedules to write. */
  schedules: number;
  step: (label: string, work: () => Promise<unknown>) => Promise<void>;
}

/** Weeks ended before this day were decided and exported. */
export const decidedBefore = (today: string) => addDays(today, -56);
/** Weeks ended before this day are closed. */
export const closedBefore = (today: string) => addDays(today, -84);

// biome-ignore lint/suspicious/noExplicitAny: the load's connection, on any schema
type Conn = Kysely<any>;

const count = async (conn: Conn, query: ReturnType<typeof sql>) =>
  Number(
    (await sql<{ n: number }>`select count(*)::int as n from (${query}) q`.execute(conn)).rows[0]?.n ?? 0,
  );

export async function seedLargeHistory(conn: Conn, options: HistoryOptions): Promise<void> {
  const { step } = options;
  // A literal: as a parameter inside CASE it would be typed text.
  const user = sql.lit(options.userId);
  const decided = decidedBefore(options.today);
  const { rows: first } = await sql<{
    week: string | null;
  }>`select to_char(min(week_ending_date), 'YYYY-MM-DD') as week
    from timecard`.execute(conn);
  const firstWeek = first[0]?.week;
  if (!firstWeek) return;
  const divisionArray = sql`array[${sql.join(options.divisionIds.map((id) => sql.lit(id)))}]::int[]`;

  await step('history tables cleared', () =>
    sql`truncate payroll_batch_file, payroll_batch_line, payroll_batch, field_item, timecard_attachment,
      report_run_file, report_run, report_schedule_recipient, report_schedule_division, report_schedule,
      audit_log restart identity cascade`.execute(conn),
  );
  // One batch a decided week, in week order: batch n is the n-th week from the first.
  await step('payroll batches, one a decided week', () =>
    sql`insert into payroll_batch (created_at, created_by, week_ending_dates, division_ids, state,
        processed_at, processed_by, payroll_batch_number)
      select w + interval '3 days 10 hours', ${user}, array[w::date], ${divisionArray}, 'Processed',
        w + interval '5 days 9 hours', ${user}, 'PR-' || to_char(w, 'YYYYMMDD')
      from generate_series(${firstWeek}::date, ${decided}::date - 1, interval '7 days') w
      order by w`.execute(conn),
  );
  const batchOf = sql`((t.week_ending_date - ${firstWeek}::date) / 7 + 1)`;
  await step('decisions, corrections and payroll status of every line', () =>
    sql`update timecard t set
        exception_resolution = case when t.week_ending_date < ${decided}::date and t.exception_kinds <> ''
          then 'Reviewed with the foreman' else '' end,
        approval_state = case when t.week_ending_date >= ${decided}::date then 'Pending'
          when t.id % 50 = 0 then 'Rejected' else 'Approved' end,
        approval_reason = case when t.week_ending_date < ${decided}::date and t.id % 50 = 0
          then 'Please check the hours' else '' end,
        approval_by = case when t.week_ending_date < ${decided}::date then ${user} end,
        approval_at = case when t.week_ending_date < ${decided}::date
          then t.week_ending_date + interval '1 day 9 hours' + (t.id % 480) * interval '1 minute' end,
        original = case when t.week_ending_date < ${decided}::date and t.id % 100 = 7 then jsonb_build_object(
          'hours', t.hours + 0.5, 'hoursType', t.hours_type, 'taskId', t.task_id, 'taskNumber', '',
          'taskName', '', 'startTime', t.start_time, 'lunchStartTime', t.lunch_start_time,
          'lunchEndTime', t.lunch_end_time, 'endTime', t.end_time) end,
        correction_reason = case when t.week_ending_date < ${decided}::date and t.id % 100 = 7
          then 'Hours corrected' else '' end,
        corrected_by = case when t.week_ending_date < ${decided}::date and t.id % 100 = 7 then ${user} end,
        corrected_at = case when t.week_ending_date < ${decided}::date and t.id % 100 = 7
          then t.week_ending_date + interval '1 day 8 hours' end,
        int_status = case when t.week_ending_date < ${decided}::date and t.id % 50 <> 0 then 'Processed' else 'New' end,
        payroll_batch_id = case when t.week_ending_date < ${decided}::date and t.id % 50 <> 0 then ${batchOf} end`.execute(
      conn,
    ),
  );
  // Lines that arrived after their week closed: 1 in 2,000 of the closed weeks' held on the Late
  // list (pending, never exported), 1 in 4,000 reviewed and rejected there.
  await step('late lines of the closed weeks', () =>
    sql`update timecard t set late_state = case when t.id % 4000 = 17 then 'Rejected' else 'Held' end,
        approval_state = case when t.id % 4000 = 17 then 'Rejected' else 'Pending' end,
        approval_reason = case when t.id % 4000 = 17 then 'Arrived after the week closed' else '' end,
        approval_by = case when t.id % 4000 = 17 then ${user} end, int_status = 'New', payroll_batch_id = null,
        original = null, correction_reason = '', corrected_by = null, corrected_at = null
      where t.week_ending_date < ${closedBefore(options.today)}::date and t.id % 2000 = 17`.execute(conn),
  );
  await step('pay periods (those over 12 weeks old closed)', () =>
    sql`insert into pay_period (division_id, week_ending_date, closed, closed_by, closed_at)
      select division_id, week_ending_date, week_ending_date < ${closedBefore(options.today)}::date,
        case when week_ending_date < ${closedBefore(options.today)}::date then ${user} end,
        case when week_ending_date < ${closedBefore(options.today)}::date
          then week_ending_date + interval '2 days 16 hours' end
      from (select distinct division_id, week_ending_date from timecard) k
      on conflict do nothing`.execute(conn),
  );
  await step('payroll batch lines, and corrections sent in the next batch', async () => {
    await sql`insert into payroll_batch_line (batch_id, seq, timecard_id, kind, division_id, employee_number,
        employee_name, project_number, task_number, day, week_ending_date, pay_code, hours)
      select t.payroll_batch_id, row_number() over (partition by t.payroll_batch_id order by t.id)::int, t.id,
        'Line', t.division_id, e.employee_number, e.last_name || ', ' || e.first_name, p.project_number,
        coalesce(k.task_number, ''), t.day, t.week_ending_date, t.hours_type, t.hours
      from timecard t join employee e on e.id = t.employee_id join project p on p.id = t.project_id
      left join task k on k.id = t.task_id
      where t.payroll_batch_id is not null`.execute(conn);
    await sql`insert into payroll_batch_line (batch_id, seq, timecard_id, kind, division_id, employee_number,
        employee_name, project_number, task_number, day, week_ending_date, pay_code, hours,
        previous_batch_id, previous_task_number, previous_pay_code, previous_hours)
      select l.batch_id + 1, 1000000 + row_number() over (partition by l.batch_id order by l.timecard_id)::int,
        l.timecard_id, 'Correction', l.division_id, l.employee_number, l.employee_name, l.project_number,
        l.task_number, l.day, l.week_ending_date, l.pay_code, l.hours - 0.5, l.batch_id, l.task_number,
        l.pay_code, l.hours
      from payroll_batch_line l
      where l.timecard_id % 200 = 11 and l.batch_id < (select max(id) from payroll_batch)`.execute(conn);
    await sql`update payroll_batch b set line_count = s.n, correction_count = s.corrections, total_hours = s.hours
      from (select batch_id, count(*)::int as n, (count(*) filter (where kind = 'Correction'))::int as corrections,
          sum(hours) as hours from payroll_batch_line group by batch_id) s
      where s.batch_id = b.id`.execute(conn);
  });
  await step('field pushes: an item a line, a push a time record', async () => {
    await sql`insert into field_item (device_id, client_id, kind, record_id, division_id, accepted_at)
      select t.device_id, 'seed-timecard-' || t.id, 'timecard', t.id, t.division_id, t.synced_at
      from timecard t`.execute(conn);
    await sql`insert into audit_log (at, user_id, action, entity, entity_id, before, after)
      select min(t.synced_at), null, 'field-push', 'device', t.device_id::text, null,
        jsonb_build_object('accepted', jsonb_agg('timecard:seed-timecard-' || t.id))
      from timecard t group by t.device_id, t.time_record_id order by 1`.execute(conn);
  });
  await step('photo metadata for 1 in 20 time records', () =>
    sql`insert into timecard_attachment (time_record_id, device_id, name, mime, content)
      select distinct t.time_record_id, t.device_id, 'photo-' || t.time_record_id || '.jpg', 'image/jpeg', ''::bytea
      from timecard t where t.has_attachment`.execute(conn),
  );
  await step('audit rows of the decisions, corrections, closes and batches', async () => {
    await sql`insert into audit_log (at, user_id, action, entity, entity_id, before, after)
      select t.corrected_at, t.corrected_by, 'correct', 'timecard', t.id::text,
        (t.original - 'taskNumber' - 'taskName'),
        jsonb_build_object('hours', t.hours, 'reason', t.correction_reason)
      from timecard t where t.corrected_at is not null order by t.corrected_at`.execute(conn);
    await sql`insert into audit_log (at, user_id, action, entity, entity_id, before, after)
      select t.approval_at, t.approval_by, case t.approval_state when 'Approved' then 'approve' else 'reject' end,
        'timecard', t.id::text, '{"approvalState": "Pending", "approvalReason": ""}'::jsonb,
        jsonb_build_object('approvalState', t.approval_state, 'approvalReason', t.approval_reason)
      from timecard t where t.approval_at is not null order by t.approval_at, t.id`.execute(conn);
    await sql`insert into audit_log (at, user_id, action, entity, entity_id, before, after)
      select p.closed_at, p.closed_by, 'close', 'pay-period', to_char(p.week_ending_date, 'YYYY-MM-DD'),
        jsonb_build_object('weekEndingDate', to_char(p.week_ending_date, 'YYYY-MM-DD'),
          'divisionIds', jsonb_build_array(p.division_id), 'closed', false),
        jsonb_build_object('weekEndingDate', to_char(p.week_ending_date, 'YYYY-MM-DD'),
          'divisionIds', jsonb_build_array(p.division_id), 'closed', true)
      from pay_period p where p.closed order by p.closed_at`.execute(conn);
    await sql`insert into audit_log (at, user_id, action, entity, entity_id, before, after)
      select x.at, ${user}, x.action, 'payroll-batch', b.id::text, null,
        jsonb_build_object('lines', b.line_count, 'corrections', b.correction_count)
      from payroll_batch b, lateral (values (b.created_at, 'create'), (b.processed_at, 'mark-processed')) x (at, action)
      order by x.at`.execute(conn);
  });
  await step(`${options.schedules} report schedules run every day of the year`, async () => {
    await sql`insert into report_schedule (schedule_name, description, report_type, run, run_report_at,
        schedule_hour, schedule_minute, start_offset, end_offset, subject, message, created_by_id,
        created_at, updated_at, next_due_at)
      select 'Daily report ' || g, 'A year of daily runs', (1 + g % 20)::text, 'daily', '07:00 AM', 7, 0, 1, 1,
        'Daily report ' || g, 'Yesterday''s report.', ${user}, ${options.today}::date - 365,
        ${options.today}::date - 365, null
      from generate_series(1, ${sql.lit(options.schedules)}) g`.execute(conn);
    await sql`insert into report_schedule_division (schedule_id, division_id)
      select s.id, (${divisionArray})[1 + s.id % ${sql.lit(options.divisionIds.length)}]
      from report_schedule s`.execute(conn);
    await sql`insert into report_schedule_recipient (schedule_id, contact_type, email)
      select s.id, 'Contact', 'office' || (s.id % 7) || '@bench.example' from report_schedule s`.execute(
      conn,
    );
    await sql`insert into report_run (schedule_id, due_at, period_from, period_to, recipients, outcome, attempts,
        row_count, started_at, finished_at, created_at)
      select s.id, d + interval '7 hours', d::date - 1, d::date - 1, array['office' || (s.id % 7) || '@bench.example'],
        case when (s.id + extract(doy from d)::int) % 9 = 0 then 'empty' else 'sent' end, 1, 40 + s.id % 200,
        d + interval '7 hours 1 second', d + interval '7 hours 3 seconds', d + interval '7 hours'
      from report_schedule s,
        generate_series(${options.today}::date - 364, ${options.today}::date, interval '1 day') d
      order by d, s.id`.execute(conn);
    await sql`insert into report_run_file (run_id, name, kind, bytes, content, created_at)
      select r.id, x.name, x.kind, x.bytes, ''::bytea, r.finished_at
      from report_run r, lateral (values ('report-' || r.id || '.pdf', 'pdf', 40000 + r.id % 9000),
        ('report-' || r.id || '.eml', 'eml', 56000 + r.id % 9000)) x (name, kind, bytes)
      where r.outcome = 'sent'`.execute(conn);
  });
  const audits = await count(conn, sql`select 1 from audit_log`);
  console.log(`    audit log: ${audits.toLocaleString('en-US')} rows`);
}
