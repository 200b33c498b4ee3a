/**
 * The console's display formats (spec 000 §9), written once for the screens and the server's PDFs:
 * a calendar date as MM/DD/YY, an instant as MM/DD/YY hh:mm a with a lower-case am/pm (the spec's
 * tokens are moment-style).
 * A subpath of its own (`@tac/contracts/formats`), not in the index: the index is one shared module
 * that /Login downloads, and only the screens that show dates need these.
 */

import { TWO_DIGIT_DAY_AND_TIME, zonedPartsReader } from './zoned-parts.ts';

// h12 counts 12, 1 … 11: midnight is 12:00 am, as moment's hh writes it.
const dateTimeParts = zonedPartsReader('en-US', {
  ...TWO_DIGIT_DAY_AND_TIME,
  year: '2-digit',
  hourCycle: 'h12',
});

/**
 * A calendar date ('YYYY-MM-DD', anything after the day ignored) as MM/DD/YY. No time zone is
 * involved: the day is the day. Blank when missing or not a real day.
 */
export function formatCalendarDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return '';
  const [, year = '', month = '', day = ''] = match;
  const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (check.getUTCMonth() !== Number(month) - 1 || check.getUTCDate() !== Number(day)) return '';
  return `${month}/${day}/${year.slice(2)}`;
}

/**
 * An instant (an ISO text or a Date) as MM/DD/YY hh:mm am|pm in `timeZone` (an IANA name; the
 * runtime's own zone when omitted: the browser's on a screen, the business zone on the server).
 * Blank when missing or unreadable.
 */
export function formatDateTime(instant: string | Date | null | undefined, timeZone?: string): string {
  if (!instant) return '';
  const value = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(value.getTime())) return '';
  const parts = dateTimeParts(value, timeZone);
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute} ${(parts.dayPeriod ?? '').toLowerCase()}`;
}
