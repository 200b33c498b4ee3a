import { parseDate } from '@chakra-ui/react/date-picker';
import { calendarDateOf, isCalendarDate } from '@tac/contracts/calendar';

/** The parts of a picked day (an `@internationalized/date` value has these and more). */
export interface DayParts {
  year: number;
  month: number;
  day: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * How many digits of the year a picker shows: 4 for the console's MM/dd/yyyy (spec 002 §9), 2 for
 * the MM/DD/YY of a column that shows its dates so (the voucher TimeCard Date, spec 002 §2).
 */
export type YearDigits = 4 | 2;

/** 'MM/dd/yyyy' (or 'MM/dd/yy'), the console's picker format (spec 002 §9). */
export function formatPickerDate({ year, month, day }: DayParts, yearDigits: YearDigits = 4): string {
  const yearText = yearDigits === 2 ? pad(year % 100) : pad(year, 4);
  return `${pad(month)}/${pad(day)}/${yearText}`;
}

/** 'YYYY-MM-DD', the API's calendar date (no time zone). */
export const toIsoDate = ({ year, month, day }: DayParts): string => calendarDateOf(year, month, day);

/** A real day written 'YYYY-MM-DD', or undefined ('' or anything else). */
export function fromIsoDate(value: string | undefined) {
  return value && isCalendarDate(value) ? parseDate(value) : undefined;
}

/**
 * Reads 'MM/dd/yyyy' (what the input shows) back into a day; undefined when it is not one. With
 * `yearDigits` 2 it reads 'MM/dd/yy', the year in this century (work dates are recent).
 */
export function parsePickerDate(text: string, yearDigits: YearDigits = 4) {
  const pattern = yearDigits === 2 ? /^(\d{1,2})\/(\d{1,2})\/(\d{2})$/ : /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
  const match = pattern.exec(text.trim());
  if (!match) return undefined;
  const [month, day, written] = match.slice(1).map(Number) as [number, number, number];
  const year = yearDigits === 2 ? 2000 + written : written;
  return fromIsoDate(toIsoDate({ year, month, day }));
}

/** Today in the browser's time zone, 'YYYY-MM-DD' (the calendar module's localToday). */
export { localToday as todayIso } from '@tac/contracts/calendar';
