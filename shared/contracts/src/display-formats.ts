/**
 * The console's display formats (spec 000 §9), written once for the screens and the server's PDFs:
 * a calendar date as MM/DD/YY, an instant as MM/DD/YY hh:mm a with a lower-case am/pm (the spec's
 * tokens are moment-style). Plain Intl, no date library: contracts stay free of dependencies.
 * A subpath of its own (`@tac/contracts/formats`), not in the index: the index is one shared module
 * that /Login downloads, and only the screens that show dates need these.
 */

/** One formatter per time zone ('' is the runtime's own): building one costs far more than using it. */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let found = dateTimeFormats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: '2-digit',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      // h12 counts 12, 1 … 11: midnight is 12:00 am, as moment's hh writes it.
      hourCycle: 'h12',
    });
    dateTimeFormats.set(key, found);
  }
  return found;
}

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
  const parts: Record<string, string> = {};
  for (const part of dateTimeFormat(timeZone).formatToParts(value)) parts[part.type] = part.value;
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute} ${(parts.dayPeriod ?? '').toLowerCase()}`;
}
