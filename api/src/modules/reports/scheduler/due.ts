import { RUN_NOW } from '@tac/contracts';
import { addDays, wallClockIn } from '../../../calendar-date.ts';

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

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The zone's offset from UTC (ms, east positive) in force at `instant`. */
function offsetAt(timeZone: string, instant: number): number {
  const clock = wallClockIn(timeZone, new Date(instant));
  return (
    Date.parse(`${clock.day}T00:00:00Z`) + clock.minutes * MINUTE - Math.floor(instant / MINUTE) * MINUTE
  );
}

/**
 * The instant at which the wall clock of `timeZone` reads `minutes` past midnight of `day`.
 * Around a daylight-saving change that wall time may exist twice or not at all; this picks as
 * Temporal's 'compatible' does (and cron implementations mostly do): of a time that exists twice
 * (01:30 on the night clocks go back) the first, so a schedule runs once, not twice; a time the
 * clocks skip (02:30 on the night they go forward) runs as late as the skip, at 03:30, rather
 * than not at all that day.
 */
export function wallTimeInstant(day: string, minutes: number, timeZone: string): Date {
  const asIfUtc = Date.parse(`${day}T00:00:00Z`) + minutes * MINUTE;
  // Zones change their offset at most once a day: the offsets a day before and after are the two
  // a wall time of this day can have.
  const before = offsetAt(timeZone, asIfUtc - DAY);
  const after = offsetAt(timeZone, asIfUtc + DAY);
  const fits = [asIfUtc - before, asIfUtc - after].filter((instant) => {
    const clock = wallClockIn(timeZone, new Date(instant));
    return clock.day === day && clock.minutes === minutes;
  });
  if (fits.length > 0) return new Date(Math.min(...fits));
  // Skipped: read it with the offset from before the change, which lands the skip's length later.
  return new Date(asIfUtc - before);
}

/** The number of days in the month of a 'YYYY-MM-DD' day. */
function daysInMonth(day: string): number {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whether a repeating schedule runs on calendar day `day`. */
function runsOn(t: ScheduleTiming, day: string): boolean {
  if (t.run === 'daily') return true;
  if (t.run === 'weekly') return new Date(`${day}T00:00:00Z`).getUTCDay() === t.weekday;
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
    const due = wallTimeInstant(day, minutes, timeZone);
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
