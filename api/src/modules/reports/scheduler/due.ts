import { RUN_NOW } from '@tac/contracts';
import { addDays, daysInMonth, instantAt, wallClockIn, weekdayOf } from '@tac/contracts/calendar';

/**
 * When a report schedule runs (spec 001 §3.4, §4.5, §9), in the business time zone (TAC_TIME_ZONE):
 * pure functions of the schedule's timing fields, an instant and the zone.
 */

/** The timing fields of a schedule, as the form saves them. */
export interface ScheduleTiming {
  /** 'daily' | 'weekly' | 'monthly', or '' in date mode. */
  run: string;
  /** 'HH:MM AM', or 'now' for Run now. */
  runReportAt: string;
  scheduleHour: number | null;
  scheduleMinute: number | null;
  /** Weekly: 0 (Sunday) to 6 (Saturday). */
  weekday: number | null;
  /** Monthly: 1–31. */
  dateInMonth: number | null;
}

/** Run now and date mode run once, at once; day mode repeats at its time. */
export const runsOnce = (t: ScheduleTiming): boolean =>
  t.run === '' || t.runReportAt.trim().toLowerCase() === RUN_NOW;

/** Whether a repeating schedule runs on calendar day `day`. */
function runsOn(t: ScheduleTiming, day: string): boolean {
  if (t.run === 'daily') return true;
  if (t.run === 'weekly') return weekdayOf(day) === t.weekday;
  if (t.run === 'monthly') {
    const dayOfMonth = Number(day.slice(8, 10));
    // A month without the chosen date (the 31st in April, the 29th–31st in February) runs on its
    // last day, so a monthly report is never skipped for a month.
    return dayOfMonth === Math.min(t.dateInMonth ?? 1, daysInMonth(day));
  }
  return false;
}

/**
 * The first time a repeating schedule is due strictly after `after`: its hour and minute on the
 * next day it runs on, in `timeZone`. Throws for a one-off (runsOnce), which has no repeat.
 */
export function nextOccurrence(t: ScheduleTiming, after: Date, timeZone: string): Date {
  if (runsOnce(t)) throw new Error('A one-off report schedule has no next occurrence');
  const minutes = (t.scheduleHour ?? 0) * 60 + (t.scheduleMinute ?? 0);
  const firstDay = wallClockIn(timeZone, after).day;
  // Monthly is the longest cycle: within 32 days after any day there is a day that runs.
  for (let i = 0; i <= 32; i++) {
    const day = addDays(firstDay, i);
    if (!runsOn(t, day)) continue;
    // A wall time the clocks skip or have twice: see instantAt (shared/docs/architecture.md "Calendar and time").
    const due = instantAt(day, minutes, timeZone);
    if (due.getTime() > after.getTime()) return due;
  }
  throw new Error(`Report schedule timing has no day to run on: ${JSON.stringify(t)}`);
}

/**
 * When a schedule saved at `savedAt` is first due: Run now and date mode at once (`savedAt`),
 * otherwise at its next time after the save.
 */
export function firstDueAt(t: ScheduleTiming, savedAt: Date, timeZone: string): Date {
  return runsOnce(t) ? savedAt : nextOccurrence(t, savedAt, timeZone);
}

/**
 * When a schedule is due again once the scheduler has taken its due run at `now`: never for a
 * one-off; otherwise the next time after `now` (not after the run's due time). So a console that
 * was down for a weekend sends each schedule's latest missed run once, not a flood of one per
 * missed day.
 */
export function dueAfterRun(t: ScheduleTiming, now: Date, timeZone: string): Date | null {
  return runsOnce(t) ? null : nextOccurrence(t, now, timeZone);
}
