/**
 * The console's one calendar (shared/docs/architecture.md "Calendar and time"): calendar dates,
 * the business week, the business time zone's today and wall time ↔ instant across daylight
 * saving changes. The API and every remote use these; none keeps a copy. Plain `Intl` and UTC
 * arithmetic: no library, so it costs a browser bundle nothing.
 */

import { TWO_DIGIT_DAY_AND_TIME, zonedPartsReader } from './zoned-parts.ts';

/** A calendar date with no time zone, always sent and received as 'YYYY-MM-DD' (e.g. '2026-03-09'). */
export type CalendarDate = string;

/** Sunday 0 … Saturday 6, as `Date.getDay` counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Weeks run Monday to Sunday (spec 000 §4, spec 002 §9): the default range starts on Monday. */
export const WEEK_STARTS_ON: Weekday = 1;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar date of a year, month (1–12) and day of the month, 'YYYY-MM-DD'. */
export const calendarDateOf = (year: number, month: number, day: number): CalendarDate =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/**
 * The first and last days any date the console takes may name (shared/docs/api.md "Dates"): wide
 * for any date a person gives, narrow enough that the week arithmetic, JavaScript's `Date` and
 * PostgreSQL's date type all hold every day of it (PostgreSQL has no year 0, and a week-ending day
 * after 9999-12-31 has no 'YYYY-MM-DD').
 */
export const EARLIEST_CALENDAR_DATE: CalendarDate = '1900-01-01';
export const LATEST_CALENDAR_DATE: CalendarDate = '2999-12-31';

/**
 * The console's one rule for a calendar date: exactly 'YYYY-MM-DD', a real day (no 2026-02-30),
 * from EARLIEST_CALENDAR_DATE to LATEST_CALENDAR_DATE. Every date a request carries meets it.
 */
export function isCalendarDate(value: string): boolean {
  const parts = calendarDateParts(value);
  if (!parts || value < EARLIEST_CALENDAR_DATE || value > LATEST_CALENDAR_DATE) return false;
  const date = new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
  return (
    date.getUTCFullYear() === parts.year &&
    date.getUTCMonth() === parts.month - 1 &&
    date.getUTCDate() === parts.day
  );
}

/** The first day a day worked may be (shared/docs/api.md "Dates"). */
export const EARLIEST_WORK_DAY: CalendarDate = '2000-01-01';

/** The last day a day worked may be: the same day a year after `today` (28 February for 29 February). */
export function latestWorkDay(today: CalendarDate): CalendarDate {
  const parts = calendarDateParts(today);
  if (!parts) return today;
  const sameMonthNextYear = calendarDateOf(parts.year + 1, parts.month, 1);
  return calendarDateOf(parts.year + 1, parts.month, Math.min(parts.day, daysInMonth(sameMonthNextYear)));
}

/** A day worked: a calendar date from EARLIEST_WORK_DAY to a year after `today`. */
export const isWorkDay = (value: string, today: CalendarDate): boolean =>
  isCalendarDate(value) && value >= EARLIEST_WORK_DAY && value <= latestWorkDay(today);

const INSTANT =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,9})?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;
const EARLIEST_INSTANT = Date.parse(`${EARLIEST_CALENDAR_DATE}T00:00:00Z`);
const LATEST_INSTANT = Date.parse(`${LATEST_CALENDAR_DATE}T23:59:59.999Z`);

/**
 * The console's one rule for an instant a request carries: ISO 8601 as 'YYYY-MM-DDTHH:mm:ss', an
 * optional fraction, and 'Z' or an offset ('+02:00'); a real moment (no hour 24, no leap second)
 * within the calendar dates' years, in UTC.
 */
export function isInstant(value: string): boolean {
  const match = INSTANT.exec(value);
  if (!match || !isCalendarDate(match[1] as string)) return false;
  const moment = Date.parse(value);
  return moment >= EARLIEST_INSTANT && moment <= LATEST_INSTANT;
}

/** The year, month (1–12) and day written in 'YYYY-MM-DD' (not checked to be a real day), or undefined. */
export function calendarDateParts(value: string): { year: number; month: number; day: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** The day a local `Date` falls on in the browser's (or process's) own zone. */
export const localCalendarDate = (date: Date): CalendarDate =>
  calendarDateOf(date.getFullYear(), date.getMonth() + 1, date.getDate());

/** A calendar date as a local `Date` at its midnight (for pickers and libraries that want one). */
export function localDateOf(date: CalendarDate): Date {
  const parts = calendarDateParts(date);
  return parts ? new Date(parts.year, parts.month - 1, parts.day) : new Date(Number.NaN);
}

/** Today in the browser's time zone: what a screen's picker calls today. */
export const localToday = (now: Date = new Date()): CalendarDate => localCalendarDate(now);

/** The calendar date `days` after (or before, when negative) `date`. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The day of the week of a calendar date, Sunday 0 to Saturday 6. */
export const weekdayOf = (date: CalendarDate): Weekday =>
  new Date(`${date}T00:00:00Z`).getUTCDay() as Weekday;

/** The number of days in the month of a calendar date. */
export function daysInMonth(date: CalendarDate): number {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The first day (Monday) of the business week holding `date`. */
export const weekStartOf = (date: CalendarDate): CalendarDate =>
  addDays(date, -((weekdayOf(date) - WEEK_STARTS_ON + 7) % 7));

/** The last day (Sunday) of the business week holding `date`. */
export const weekEndOf = (date: CalendarDate): CalendarDate => addDays(weekStartOf(date), 6);

/** Spec 000 §4, spec 002 §9: the default range of the timecard and voucher lists, Monday of this week to today. */
export const mondayToToday = (today: CalendarDate): { from: CalendarDate; to: CalendarDate } => ({
  from: weekStartOf(today),
  to: today,
});

/**
 * A range of days as the timecard and voucher list calls take it (spec 000 §7, spec 002 §7:
 * dd-MM-yyyy HH:mm:ss): the first day from 00:00:00, the last to 23:59:59.
 */
export function dayRangeQuery(from: CalendarDate, to: CalendarDate): { fromDate: string; toDate: string } {
  const day = (date: CalendarDate) => date.split('-').reverse().join('-');
  return { fromDate: `${day(from)} 00:00:00`, toDate: `${day(to)} 23:59:59` };
}

// ---------------------------------------------------------------------------------------------
// The business time zone

/**
 * An IANA time zone name in its canonical spelling ('america/chicago' → 'America/Chicago'), or
 * undefined when the runtime does not know it. The API's TAC_TIME_ZONE is read through this.
 */
export function canonicalTimeZone(value: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The zone this process or browser runs in: the business zone when TAC_TIME_ZONE names none. */
export const systemTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const clockParts = zonedPartsReader('en-CA', {
  ...TWO_DIGIT_DAY_AND_TIME,
  year: 'numeric',
  hourCycle: 'h23',
});

/** The calendar date and the minutes past its midnight that `instant` reads as in `timeZone`. */
export function wallClockIn(timeZone: string, instant: Date): { day: CalendarDate; minutes: number } {
  const parts = clockParts(instant, timeZone);
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/**
 * Today's calendar date in the given IANA zone. Work dates have no time zone
 * (shared/docs/architecture.md "Data"), so "today" is the business zone's today, not UTC's: at 7 pm
 * in Chicago it is still today there although UTC has moved on.
 */
export const todayIn = (timeZone: string, now: Date = new Date()): CalendarDate =>
  wallClockIn(timeZone, now).day;

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
 * The instant at which the wall clock of `timeZone` reads `minutes` past midnight of `day`
 * (minutes may run past the day: 1,500 is 01:00 the next day). Around a daylight-saving change
 * that wall time may exist twice or not at all; this picks as Temporal's 'compatible' does (and
 * cron implementations mostly do): of a time that exists twice (01:30 on the night clocks go
 * back) the first, so a schedule runs once, not twice; a time the clocks skip (02:30 on the night
 * they go forward) as late as the skip, at 03:30, rather than not at all that day.
 */
export function instantAt(day: CalendarDate, minutes: number, timeZone: string): Date {
  const asIfUtc = Date.parse(`${day}T00:00:00Z`) + minutes * MINUTE;
  // Zones change their offset at most once a day: the offsets a day before and after are the two
  // a wall time of this day can have.
  const before = offsetAt(timeZone, asIfUtc - DAY);
  const after = offsetAt(timeZone, asIfUtc + DAY);
  const wanted = wallClockIn('UTC', new Date(asIfUtc));
  const fits = [asIfUtc - before, asIfUtc - after].filter((instant) => {
    const clock = wallClockIn(timeZone, new Date(instant));
    return clock.day === wanted.day && clock.minutes === wanted.minutes;
  });
  if (fits.length > 0) return new Date(Math.min(...fits));
  // Skipped: read it with the offset from before the change, which lands the skip's length later.
  return new Date(asIfUtc - before);
}
