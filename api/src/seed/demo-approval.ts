import type { CalendarDate } from '@tac/contracts';
import { addDays, weekEndOf } from '@tac/contracts/calendar';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { insertTimecardLines } from '../modules/timecards/approval/late.ts';

/**
 * Gives the demo's timecard lines an approval history (shared/docs/approval.md), deterministic by
 * line id. The weeks before last week are done: every line decided (approved, or rejected back to
 * the field when its exception is still open, and one in twenty) and the week closed, so payroll
 * batches can take them (demo-payroll.ts). Last week is under way: mostly approved, some lines left
 * pending, a few rejected; this week is pending. Half the past exceptions are resolved. One line
 * arrived after the oldest week closed, so the Late list has something to show.
 */
export async function seedDemoApproval(db: Db, today: CalendarDate): Promise<void> {
  const thisWeek = weekEndOf(today);
  const lastWeek = addDays(thisWeek, -7);
  const oldest = await db
    .selectFrom('timecard')
    .select(sql<string>`to_char(min(week_ending_date), 'YYYY-MM-DD')`.as('week'))
    .executeTakeFirst();
  if (!oldest?.week || oldest.week >= thisWeek) return;
  const past = sql<boolean>`week_ending_date < ${thisWeek}::date`;
  const done = sql<boolean>`week_ending_date < ${lastWeek}::date`;
  await sql`update timecard set exception_resolution = 'Reviewed with the foreman', exception_resolved_at = now()
    where ${past} and exception_kinds <> '' and id % 2 = 0`.execute(db);
  await sql`update timecard set
      approval_state = case when id % 20 = 0 or exception_resolution = '' and exception_kinds <> ''
        then 'Rejected' else 'Approved' end,
      approval_reason = case when id % 20 = 0 or exception_resolution = '' and exception_kinds <> ''
        then 'Please check the hours and the meal break' else '' end,
      approval_at = now()
    where ${past} and (${done} or id % 10 <> 3)
      and (${done} or id % 20 = 0 or exception_kinds = '' or exception_resolution <> '')`.execute(db);
  await sql`update pay_period set closed = true, closed_at = now() where ${done}`.execute(db);
  if (oldest.week >= lastWeek) return;
  const sample = await db
    .selectFrom('timecard')
    .selectAll()
    .where(sql<boolean>`week_ending_date = ${oldest.week}::date`)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (sample) {
    const { id: _id, exception_kinds: _kinds, ...line } = sample;
    await insertTimecardLines(db, [
      {
        ...line,
        time_record_id: sample.time_record_id + 1_000_000,
        day: addDays(oldest.week, -2),
        week_ending_date: oldest.week,
        approval_state: 'Pending',
        approval_reason: '',
        approval_at: null,
        original: null,
        late_state: '',
        int_status: 'New',
        payroll_batch_id: null,
      },
    ]);
  }
}
