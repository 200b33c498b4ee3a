import { isDateMode, isRunNow, type ReportScheduleSave, shiftCalendarDay } from '@tac/contracts';
import { instantAt, wallClockIn } from '../../../calendar-date.ts';

/**
 * When a schedule is due (issue 23: schedules run at their time in TAC_TIME_ZONE; Run now at once).
 * The wall time is read in the business zone and turned into an instant through calendar-date.ts,
 * so a run at 07:30 stays at 07:30 local across a daylight-saving change.
 *
 * Two questions, two functions:
 * - dueAfterSave: what a save stores in next_due_at. A one-off (Run now, or date mode) is due at
 *   once; a recurring schedule at its next time after the save.
 * - nextRecurringDue: what the scheduler stores after claiming a run due at `after`: the next time
 *   of a recurring schedule, or null for a one-off (it has run).
 */

export type DueInput = Pick<
  ReportScheduleSave,
  | 'run'
  | 'runReportAt'
  | 'scheduleHour'
  | 'scheduleMinute'
  | 'weekday'
  | 'dateInMonth'
  | 'selectedFromDate'
  | 'selectedToDate'
>;

/** A schedule that runs once, at its save: Run now, or a date range. */
export const isOneOff = (s: DueInput): boolean => isDateMode(s) || isRunNow(s) || s.run === '';

export function dueAfterSave(s: DueInput, savedAt: Date, timeZone: string): Date | null {
  return isOneOff(s) ? savedAt : nextRecurringDue(s, savedAt, timeZone);
}

const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The first instant strictly after `after` at the schedule's wall time on a day it runs; null for a one-off. */
export function nextRecurringDue(s: DueInput, after: Date, timeZone: string): Date | null {
  if (isOneOff(s) || s.scheduleHour === null) return null;
  const minutes = s.scheduleHour * 60 + (s.scheduleMinute ?? 0);
  const today = wallClockIn(timeZone, after).day;
  const at = (day: string) => instantAt(day, minutes, timeZone);

  if (s.run === 'daily' || s.run === 'weekly') {
    // Eight days reach the same weekday of next week even when today's time has passed.
    for (let i = 0; i <= 8; i++) {
      const day = shiftCalendarDay(today, i);
      if (s.run === 'weekly' && weekdayOf(day) !== s.weekday) continue;
      const due = at(day);
      if (due > after) return due;
    }
    return null;
  }

  // Monthly: the date in month, or the month's last day when it is shorter (31 → 30 April, 28/29 February).
  const [year, month] = today.split('-').map(Number) as [number, number];
  for (let i = 0; i <= 2; i++) {
    const y = year + Math.floor((month - 1 + i) / 12);
    const m = ((month - 1 + i) % 12) + 1;
    const date = Math.min(s.dateInMonth ?? 1, lastDayOfMonth(y, m));
    const due = at(`${y}-${String(m).padStart(2, '0')}-${String(date).padStart(2, '0')}`);
    if (due > after) return due;
  }
  return null;
}
