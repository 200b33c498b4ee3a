import { describe, expect, it } from 'vitest';
import { addDays, instantAt, todayIn, wallClockIn } from './calendar-date.ts';

describe('calendar dates', () => {
  it("takes today from the business zone's calendar, not UTC's", () => {
    const evening = new Date('2026-03-10T01:30:00Z');
    expect(todayIn('UTC', evening)).toBe('2026-03-10');
    expect(todayIn('America/Chicago', evening)).toBe('2026-03-09');
    expect(todayIn('Asia/Tokyo', new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2028-02-27', 2)).toBe('2028-02-29');
    expect(addDays('2026-01-03', -5)).toBe('2025-12-29');
  });

  it('reads the wall clock of an instant in a zone, and finds the instant of a wall clock time', () => {
    const instant = new Date('2026-11-25T01:14:00Z');
    expect(wallClockIn('UTC', instant)).toEqual({ day: '2026-11-25', minutes: 74 });
    expect(wallClockIn('America/Chicago', instant)).toEqual({ day: '2026-11-24', minutes: 19 * 60 + 14 });
    expect(instantAt('2026-11-24', 19 * 60 + 14, 'America/Chicago').toISOString()).toBe(
      instant.toISOString(),
    );
    // Minutes past the day run into the next one.
    expect(instantAt('2026-11-24', 24 * 60 + 30, 'UTC').toISOString()).toBe('2026-11-25T00:30:00.000Z');
  });

  it('lands on the asked wall time on days that change to and from daylight saving time', () => {
    // Chicago: CST (UTC-6) until 2 am on 8 March 2026, CDT (UTC-5) until 2 am on 1 November 2026.
    expect(instantAt('2026-03-08', 60, 'America/Chicago').toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(instantAt('2026-03-08', 15 * 60, 'America/Chicago').toISOString()).toBe(
      '2026-03-08T20:00:00.000Z',
    );
    expect(instantAt('2026-11-01', 15 * 60, 'America/Chicago').toISOString()).toBe(
      '2026-11-01T21:00:00.000Z',
    );
  });
});
