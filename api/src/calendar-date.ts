import type { CalendarDate } from '@tac/contracts';

/**
 * Today's calendar date ('YYYY-MM-DD') in the given IANA zone. Work dates have no time zone
 * (shared/docs/architecture.md "Data"), so "today" is the business zone's today, not UTC's: at 7 pm in Chicago
 * it is still today there although UTC has moved on.
 */
export function todayIn(timeZone: string, now: Date = new Date()): CalendarDate {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The calendar date `days` after (or before, when negative) `date`. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** One clock format per zone: building one costs far more than using it (a seed asks thousands of times). */
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date and the minutes past its midnight that `instant` reads as in `timeZone`. */
export function wallClockIn(timeZone: string, instant: Date): { day: CalendarDate; minutes: number } {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormats.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/**
 * The instant at which it is `minutes` past midnight of `day` in `timeZone` (minutes may run past
 * the day: 1,500 is 01:00 the next day). The zone's offset is read at the instant itself, so a day
 * that changes to or from daylight saving time still lands on the wall time asked for.
 */
export function instantAt(day: CalendarDate, minutes: number, timeZone: string): Date {
  const asIfUtc = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
  const offsetAt = (instant: number) => {
    const clock = wallClockIn(timeZone, new Date(instant));
    return Date.parse(`${clock.day}T00:00:00Z`) + clock.minutes * 60_000 - instant;
  };
  const guess = asIfUtc - offsetAt(asIfUtc);
  return new Date(asIfUtc - offsetAt(guess));
}
