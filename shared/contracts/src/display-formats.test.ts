import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDateTime } from './display-formats.ts';

describe('display formats (spec 000 §9)', () => {
  it.each([
    ['2026-11-24', '11/24/26'],
    ['2026-01-05T00:00:00Z', '01/05/26'],
    ['2026-02-30', ''],
    ['11/24/2026', ''],
    ['', ''],
    [null, ''],
  ])('writes the calendar date %j as MM/DD/YY (%j), blank when missing or not a real day', (value, shown) => {
    expect(formatCalendarDate(value)).toBe(shown);
  });

  it('writes an instant as MM/DD/YY hh:mm with a lower-case am/pm, in the given time zone', () => {
    const synced = '2026-11-25T01:14:00Z';
    expect(formatDateTime(synced, 'UTC')).toBe('11/25/26 01:14 am');
    // The business zone moves the day as well as the hour: 01:14 UTC is the evening before in Chicago.
    expect(formatDateTime(synced, 'America/Chicago')).toBe('11/24/26 07:14 pm');
    expect(formatDateTime(new Date('2026-07-01T00:05:00Z'), 'UTC')).toBe('07/01/26 12:05 am');
    expect(formatDateTime('2026-07-01T12:30:00Z', 'UTC')).toBe('07/01/26 12:30 pm');
    expect(formatDateTime('2026-07-01T12:30:00Z', 'Europe/Madrid')).toBe('07/01/26 02:30 pm');
  });

  it('uses the runtime time zone when none is given, and is blank for nothing or junk', () => {
    const local = new Date(2026, 10, 16, 15, 7);
    expect(formatDateTime(local.toISOString())).toBe('11/16/26 03:07 pm');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('not a time')).toBe('');
  });
});
