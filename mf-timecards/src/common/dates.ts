import {
  type CalendarDate,
  calendarDateParts,
  dayRangeQuery,
  isCalendarDate,
  localCalendarDate,
  localDateOf,
  weekEndOf,
} from '@tac/contracts/calendar';

// Dates go through @tac/contracts/calendar, not a date library of the remote's own, which put the
// remote's first screen over its budget (shared/docs/architecture.md "Calendar and time").

export const isRealDate = (value: Date | null | undefined): value is Date =>
  !!value && !Number.isNaN(value.getTime());

/**
 * The fromDate and toDate query values of a range of local days: from 00:00:00 to 23:59:59
 * (spec 000 §7), whatever the times of `from` and `to`.
 */
export const queryDates = (from: Date, to: Date): { fromDate: string; toDate: string } =>
  dayRangeQuery(localCalendarDate(from), localCalendarDate(to));

/** The start of a local day (midnight). */
export const startOfLocalDay = (day: Date): Date => localDateOf(localCalendarDate(day));

/**
 * The last moment of the business week (Monday to Sunday, @tac/contracts/calendar) holding `day`:
 * the daily details picker's maximum.
 */
export function endOfWeekOf(day: Date): Date {
  const end = localDateOf(weekEndOf(localCalendarDate(day)));
  end.setHours(23, 59, 59, 999);
  return end;
}

/** Spec 000 §9: a calendar date ('YYYY-MM-DD') as the date pickers show it, MM/dd/yyyy; '' for anything else. */
export function formatPickerDay(day: CalendarDate): string {
  const parts = calendarDateParts(day);
  return parts ? `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}` : '';
}

/** A calendar date 'YYYY-MM-DD' (no time zone) as a local date; '' or junk gives null. */
export function calendarDate(value: string | null | undefined): Date | null {
  const day = (value ?? '').slice(0, 10);
  return isCalendarDate(day) ? localDateOf(day) : null;
}

/** A local day as 'YYYY-MM-DD' (date inputs and the date filters' values). */
export const isoDay = localCalendarDate;
