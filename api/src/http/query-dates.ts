import { Messages, TIMECARD_QUERY_DATE_FORMAT } from '@tac/contracts';
import { isCalendarDate } from '@tac/contracts/calendar';
import { ApiError } from './envelope.ts';

const PATTERN = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2}):(\d{2})$/;

export interface QueryDate {
  /** The calendar day, 'YYYY-MM-DD'. */
  day: string;
  /** 'YYYY-MM-DD HH:mm:ss', which sorts as the moment does. */
  stamp: string;
}

/**
 * Reads a query date strictly as dd-MM-yyyy HH:mm:ss (spec 000 §7): two-digit day and month, a
 * calendar date by the one rule (a real day within the years any date keeps to: shared/docs/api.md
 * "Dates"), hours 00-23. Anything else is a 400 naming the field.
 */
export function parseQueryDate(value: string, field: string): QueryDate {
  const m = PATTERN.exec(value.trim());
  const bad = () =>
    new ApiError(400, `${field} must be a date as ${TIMECARD_QUERY_DATE_FORMAT}, got '${value}'`);
  if (!m) throw bad();
  const [, dd, mm, yyyy, hh, mi, ss] = m as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const day = `${yyyy}-${mm}-${dd}`;
  if (!isCalendarDate(day) || Number(hh) > 23 || Number(mi) > 59 || Number(ss) > 59) {
    throw bad();
  }
  return { day, stamp: `${day} ${hh}:${mi}:${ss}` };
}

export interface DayRange {
  from: string;
  to: string;
}

/** Both query dates, checked in order, and from ≤ to; the range is of calendar days, inclusive. */
export function parseDateRange(query: { fromDate: string; toDate: string }): DayRange {
  const from = parseQueryDate(query.fromDate, 'fromDate');
  const to = parseQueryDate(query.toDate, 'toDate');
  if (from.stamp > to.stamp) throw new ApiError(400, Messages.dateRange.endBeforeStart);
  return { from: from.day, to: to.day };
}

/** A calendar day 'YYYY-MM-DD' that exists, or a 400 naming the search field. */
export function parseDay(value: string, field: string): string {
  const day = value.trim();
  if (isCalendarDate(day)) return day;
  throw new ApiError(400, `SearchText '${field}' must be a day as YYYY-MM-DD, got '${value}'`);
}
