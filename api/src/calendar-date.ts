import type { CalendarDate } from '@tac/contracts';

/**
 * Today's calendar date ('YYYY-MM-DD') in the given IANA zone. Work dates have no time zone
 * (ARCHITECTURE.md "Dates"), so "today" is the business zone's today, not UTC's: at 7 pm in Chicago
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
