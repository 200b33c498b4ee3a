import { describe, expect, it } from 'vitest';
import { endOfWeekOf, formatPickerDay, isRealDate, queryDates, startOfLocalDay } from './dates.ts';

describe('the timecards remote’s local-day helpers', () => {
  it('prints a day as the pickers show it, MM/dd/yyyy with leading zeros', () => {
    expect(formatPickerDay('2026-01-05')).toBe('01/05/2026');
    expect(formatPickerDay('2026-11-27')).toBe('11/27/2026');
    expect(formatPickerDay('')).toBe('');
  });

  it('gives a range as the list call’s dd-MM-yyyy HH:mm:ss, whole days whatever the times', () => {
    expect(queryDates(new Date(2026, 1, 3, 9, 15), new Date(2026, 1, 9, 0, 0))).toEqual({
      fromDate: '03-02-2026 00:00:00',
      toDate: '09-02-2026 23:59:59',
    });
  });

  it('ends the business week on Sunday at its last moment, and starts a day at midnight', () => {
    // Wednesday 25 November 2026: its week runs Monday 23 to Sunday 29.
    expect(endOfWeekOf(new Date(2026, 10, 25, 8, 0))).toEqual(new Date(2026, 10, 29, 23, 59, 59, 999));
    expect(endOfWeekOf(new Date(2026, 10, 29, 23, 0))).toEqual(new Date(2026, 10, 29, 23, 59, 59, 999));
    expect(startOfLocalDay(new Date(2026, 10, 25, 17, 42))).toEqual(new Date(2026, 10, 25));
  });

  it('tells a real date from a missing or invalid one', () => {
    expect(isRealDate(new Date(2026, 10, 25))).toBe(true);
    expect(isRealDate(new Date(Number.NaN))).toBe(false);
    expect(isRealDate(null)).toBe(false);
  });
});
