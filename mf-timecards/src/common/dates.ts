import { TIMECARD_QUERY_DATE_FORMAT } from '@tac/contracts';
import { endOfDay, endOfWeek, format, isValid, parse, parseISO, startOfDay, startOfWeek } from 'date-fns';

/** Spec 000 §9: the date pickers show MM/dd/yyyy. */
export const PICKER_DATE_FORMAT = 'MM/dd/yyyy';

/** Weeks run Monday to Sunday: the default range starts on Monday (spec 000 §4). */
const WEEK = { weekStartsOn: 1 } as const;

export const isRealDate = (value: Date | null | undefined): value is Date => !!value && isValid(value);

/** The fromDate and toDate query values of a calendar-day range: from 00:00:00 to 23:59:59 (spec 000 §7). */
export function queryDates(from: Date, to: Date): { fromDate: string; toDate: string } {
  return {
    fromDate: format(startOfDay(from), TIMECARD_QUERY_DATE_FORMAT),
    toDate: format(endOfDay(to), TIMECARD_QUERY_DATE_FORMAT),
  };
}

export const mondayOf = (day: Date): Date => startOfWeek(day, WEEK);
/** The last moment of the week (Sunday) holding `day`: the daily details picker's maximum. */
export const endOfWeekOf = (day: Date): Date => endOfWeek(day, WEEK);

/** A picker's text (MM/dd/yyyy) as a date; an Invalid Date when it is not a real day. */
export const parsePickerDate = (text: string): Date => parse(text, PICKER_DATE_FORMAT, new Date());
export const formatPickerDate = (day: Date): string => format(day, PICKER_DATE_FORMAT);

/** A calendar date 'YYYY-MM-DD' (no time zone) as a local date; '' or junk gives null. */
export function calendarDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const day = parseISO(value.slice(0, 10));
  return isValid(day) ? day : null;
}

/** A local day as 'YYYY-MM-DD' (date inputs and the date filters' values). */
export const isoDay = (day: Date): string => format(day, 'yyyy-MM-dd');
