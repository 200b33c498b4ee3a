import type { ApprovalFilter, SearchTextEntry } from '@tac/contracts';
import { addDays } from '@tac/contracts/calendar';
import type { Insertable } from 'kysely';
import type { TestApp } from '../../testing/test-app.ts';
import { insertTimecardLines } from './approval/late.ts';
import type { TimecardTable } from './tables.ts';

/** A week ending on a Sunday of 2020 (n-th), far from the demo data's weeks, so tests do not meet. */
export const weekEndingNo = (n: number): string => addDays('2020-01-05', 7 * n);

/** The timecard list's filter over one week (its query format), with column searches. */
export function weekFilter(weekEnding: string, SearchText: SearchTextEntry[] = []): ApprovalFilter {
  const q = (day: string, time: string) =>
    `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)} ${time}`;
  return { fromDate: q(addDays(weekEnding, -6), '00:00:00'), toDate: q(weekEnding, '23:59:59'), SearchText };
}

/** What a test line differs in; the rest is an 8-hour day with a 30-minute lunch, not attested. */
export interface LineSpec {
  start?: string;
  lunchStart?: string;
  lunchEnd?: string;
  end?: string;
  hours?: number;
  payCode?: string;
  attestation?: string;
  /** Same record as the line before it (a second pay code of one day). */
  sameRecord?: boolean;
}

let nextRecord = 900_000;

/**
 * Inserts lines for a division's week (on its Monday) with the division's first demo employee,
 * project and device, through insertTimecardLines as every writer does; answers their ids.
 */
export async function addLines(
  t: TestApp,
  divisionId: number,
  weekEnding: string,
  specs: readonly LineSpec[],
): Promise<{ id: number; late: boolean }[]> {
  const employee = await t.db
    .selectFrom('employee')
    .select('id')
    .where('division_id', '=', divisionId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const project = await t.db
    .selectFrom('project')
    .select('id')
    .where('division_id', '=', divisionId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const device = await t.db
    .selectFrom('device')
    .select('id')
    .where('division_id', '=', divisionId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const rows: Insertable<TimecardTable>[] = specs.map((spec) => {
    if (!spec.sameRecord) nextRecord += 1;
    return {
      time_record_id: nextRecord,
      device_id: device.id,
      employee_id: employee.id,
      project_id: project.id,
      division_id: divisionId,
      day: addDays(weekEnding, -6),
      week_ending_date: weekEnding,
      hours: spec.hours ?? 8,
      hours_type: spec.payCode ?? 'REG',
      start_time: spec.start ?? '07:00',
      lunch_start_time: spec.lunchStart ?? '11:00',
      lunch_end_time: spec.lunchEnd ?? '11:30',
      end_time: spec.end ?? '15:30',
      attestation_status: spec.attestation ?? '',
    };
  });
  return insertTimecardLines(t.db, rows);
}

/** A timecard line's row as stored (its approval, late and correction columns included). */
export const timecardRow = (t: TestApp, id: number) =>
  t.db.selectFrom('timecard').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
