import type { CalendarDate } from '@tac/contracts/calendar';
import { sql } from 'kysely';
import { type DivisionScope, inScope } from '../../../auth/division-scope.ts';
import type { Db } from '../../../db/database.ts';
import { heldOvertimeWeekCount } from '../../timecards/index.ts';
import { dayText } from '../generate/sql.ts';
import { closingWeek, nextDeadline } from './due.ts';

/** A device with employees assigned that has not synced for its division's stale-device days. */
export interface StaleDevice {
  name: string;
  /** Active employees assigned to it. */
  crew: number;
  /** Its last sync; null: never. */
  lastSyncAt: Date | null;
}

/** One division of a digest: the week its deadline closes and what is left to do in it. */
export interface DivisionDigest {
  divisionId: number;
  divisionName: string;
  weekEnding: CalendarDate;
  closed: boolean;
  pending: number;
  openExceptions: number;
  /** Employee-weeks whose open Overtime exception holds back some of their lines. */
  overtimeWeeks: number;
  staleDeviceDays: number;
  staleDevices: StaleDevice[];
}

/** How many stale devices a division's part of the mail names; the rest are counted. */
export const STALE_DEVICES_NAMED = 25;

/**
 * The divisions of an approver's digest: those of their divisions (`scope`) whose close deadline is
 * `deadline` as it was when the digest was queued (`queuedAt`), by name, each with the pending lines
 * and open exceptions of the week it closes (the pay period figures, shared/docs/approval.md "Speed"),
 * the employee-weeks its open Overtime exceptions hold back, and its devices with a crew not synced for its stale-device days before `queuedAt`.
 */
export async function closeDigest(
  db: Db,
  input: { scope: DivisionScope; deadline: Date; queuedAt: Date; timeZone: string },
): Promise<DivisionDigest[]> {
  const divisions = await db
    .selectFrom('division as d')
    .select([
      'd.id',
      'd.division_name as name',
      'd.close_weekday as weekday',
      'd.close_hour as hour',
      'd.stale_device_days as staleDeviceDays',
    ])
    .where('d.is_deleted', '=', false)
    .where('d.is_active', '=', true)
    .where('d.close_weekday', 'is not', null)
    .where('d.close_hour', 'is not', null)
    .where(inScope('d.id', input.scope))
    .orderBy(sql`lower(d.division_name) collate "C"`)
    .orderBy('d.id')
    .execute();
  const week = closingWeek(input.deadline, input.timeZone);
  const digests: DivisionDigest[] = [];
  for (const division of divisions) {
    const closes = nextDeadline(
      { weekday: division.weekday as number, hour: division.hour as number },
      input.queuedAt,
      input.timeZone,
    );
    if (closes.getTime() !== input.deadline.getTime()) continue;
    const { rows } = await sql<{
      weekEnding: string | null;
      closed: boolean | null;
      pending: number;
      openExceptions: number;
    }>`select max(${dayText('p.week_ending_date')}) as "weekEnding", bool_and(p.closed) as closed,
        coalesce(sum(f.pending), 0)::integer as pending,
        coalesce(sum(f.open_exceptions), 0)::integer as "openExceptions"
      from pay_period p
      left join pay_period_figures f on f.division_id = p.division_id and f.week_ending_date = p.week_ending_date
      where p.division_id = ${division.id} and p.week_ending_date between ${week.from} and ${week.to}`.execute(
      db,
    );
    const figures = rows[0];
    const staleSince = new Date(input.queuedAt.getTime() - division.staleDeviceDays * 86_400_000);
    const { rows: stale } = await sql<StaleDevice>`select d.name, count(*)::integer as crew,
        d.last_sync_at as "lastSyncAt"
      from device d
      join device_employee de on de.device_id = d.id
      join employee e on e.id = de.employee_id and e.is_active
      where d.division_id = ${division.id} and d.is_active
        and (d.last_sync_at is null or d.last_sync_at < ${staleSince})
      group by d.id
      order by d.last_sync_at nulls first, lower(d.name), d.id`.execute(db);
    digests.push({
      divisionId: division.id,
      divisionName: division.name,
      weekEnding: figures?.weekEnding ?? week.businessWeekEnding,
      closed: figures?.closed ?? false,
      pending: figures?.pending ?? 0,
      openExceptions: figures?.openExceptions ?? 0,
      overtimeWeeks: await heldOvertimeWeekCount(db, division.id, week.from, week.to),
      staleDeviceDays: division.staleDeviceDays,
      staleDevices: stale,
    });
  }
  return digests;
}

/** Whether a division's part asks anything of the approver. */
export const hasWorkLeft = (d: DivisionDigest): boolean =>
  (!d.closed && (d.pending > 0 || d.openExceptions > 0 || d.overtimeWeeks > 0)) || d.staleDevices.length > 0;
