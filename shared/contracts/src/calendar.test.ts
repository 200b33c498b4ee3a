import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDateOf,
  canonicalTimeZone,
  dayRangeQuery,
  daysInMonth,
  instantAt,
  isCalendarDate,
  isInstant,
  isWorkDay,
  latestWorkDay,
  localDateOf,
  localToday,
  mondayToToday,
  todayIn,
  wallClockIn,
  weekdayOf,
  weekEndOf,
  weekStartOf,
} from './calendar.ts';

const CHICAGO = 'America/Chicago';
/** The wall clock an instant reads in Chicago, 'YYYY-MM-DD HH:MM'. */
const chicago = (d: Date) => {
  const c = wallClockIn(CHICAGO, d);
  const hh = String(Math.floor(c.minutes / 60)).padStart(2, '0');
  const mm = String(c.minutes % 60).padStart(2, '0');
  return `${c.day} ${hh}:${mm}`;
};

describe('calendar dates', () => {
  it('writes and checks YYYY-MM-DD, refusing days that do not exist', () => {
    expect(calendarDateOf(2026, 3, 9)).toBe('2026-03-09');
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('11/24/2026')).toBe(false);
    expect(isCalendarDate('2026-11-24T00:00:00Z')).toBe(false);
    expect(localDateOf('2026-11-24')).toEqual(new Date(2026, 10, 24));
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('takes only the years the console handles: 1900 to 2999 (shared/docs/api.md "Dates")', () => {
    expect(isCalendarDate('1900-01-01')).toBe(true);
    expect(isCalendarDate('2999-12-31')).toBe(true);
    for (const outside of [
      '1899-12-31',
      '3000-01-01',
      '0000-01-01',
      '0099-01-01',
      '9999-12-31',
      '+275760-09-13',
    ])
      expect(isCalendarDate(outside), outside).toBe(false);
    for (const loose of [
      '2026-1-1',
      ' 2026-01-01',
      '2026-01-01 ',
      '2026-00-10',
      '2026-01-00',
      '2026-04-31',
      '２０２６-01-01',
    ])
      expect(isCalendarDate(loose), loose).toBe(false);
  });

  it('takes a day worked from 2000-01-01 to a year after today', () => {
    expect(latestWorkDay('2026-12-07')).toBe('2027-12-07');
    expect(latestWorkDay('2028-02-29')).toBe('2029-02-28');
    expect(isWorkDay('2000-01-01', '2026-12-07')).toBe(true);
    expect(isWorkDay('2027-12-07', '2026-12-07')).toBe(true);
    expect(isWorkDay('1999-12-31', '2026-12-07')).toBe(false);
    expect(isWorkDay('2027-12-08', '2026-12-07')).toBe(false);
    expect(isWorkDay('2026-02-30', '2026-12-07')).toBe(false);
  });

  it('takes an instant as ISO 8601 with Z or an offset, a real moment from 1900 to 2999', () => {
    for (const good of [
      '2026-03-09T14:30:00Z',
      '2026-03-09T14:30:00.123Z',
      '2026-03-09T14:30:00.123456-06:00',
      '1900-01-01T00:00:00Z',
      '2999-12-31T23:59:59.999Z',
    ])
      expect(isInstant(good), good).toBe(true);
    for (const bad of [
      '+275760-09-13T00:00:00.000Z',
      '-271821-04-20T00:00:00.000Z',
      '0000-01-01T00:00:00Z',
      '9999-12-31T23:59:59Z',
      '1900-01-01T00:00:00+01:00',
      '2026-02-30T00:00:00Z',
      '2026-03-09T24:00:00Z',
      '2026-03-09T23:59:60Z',
      '2026-03-09T14:30:00',
      '2026-03-09 14:30:00Z',
      '2026-03-09t14:30:00z',
      '2026-03-09T14:30:00+24:00',
      '2026-03-09',
      '1773066600000',
      'now',
    ])
      expect(isInstant(bad), bad).toBe(false);
  });

  it("takes today from the business zone's calendar, not UTC's", () => {
    const evening = new Date('2026-03-10T01:30:00Z');
    expect(todayIn('UTC', evening)).toBe('2026-03-10');
    expect(todayIn(CHICAGO, evening)).toBe('2026-03-09');
    expect(todayIn('Asia/Tokyo', new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2028-02-27', 2)).toBe('2028-02-29');
    expect(addDays('2026-01-03', -5)).toBe('2025-12-29');
    expect(daysInMonth('2028-02-10')).toBe(29);
    expect(daysInMonth('2026-04-30')).toBe(30);
  });
});

describe('the business week (Monday to Sunday)', () => {
  it('finds the Monday and the Sunday of a day', () => {
    expect(weekdayOf('2026-11-19')).toBe(4); // a Thursday
    expect(weekStartOf('2026-11-19')).toBe('2026-11-16');
    expect(weekStartOf('2026-11-16')).toBe('2026-11-16'); // a Monday is its own week's start
    expect(weekStartOf('2026-11-22')).toBe('2026-11-16'); // a Sunday ends the week begun six days before
    expect(weekEndOf('2026-11-19')).toBe('2026-11-22');
    expect(weekEndOf('2026-11-22')).toBe('2026-11-22');
  });

  it('defaults a list to Monday of this week through today', () => {
    expect(mondayToToday('2026-11-19')).toEqual({ from: '2026-11-16', to: '2026-11-19' });
    expect(mondayToToday('2026-11-16')).toEqual({ from: '2026-11-16', to: '2026-11-16' });
    expect(dayRangeQuery('2026-02-03', '2026-11-19')).toEqual({
      fromDate: '03-02-2026 00:00:00',
      toDate: '19-11-2026 23:59:59',
    });
    expect(mondayToToday('2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-01' }); // across a year
  });
});

describe('the business time zone', () => {
  it('knows IANA zones in their canonical spelling, and nothing else', () => {
    expect(canonicalTimeZone('America/Chicago')).toBe('America/Chicago');
    expect(canonicalTimeZone('Mars/Olympus')).toBeUndefined();
  });

  it('reads the wall clock of an instant in a zone, and finds the instant of a wall clock time', () => {
    const instant = new Date('2026-11-25T01:14:00Z');
    expect(wallClockIn('UTC', instant)).toEqual({ day: '2026-11-25', minutes: 74 });
    expect(wallClockIn(CHICAGO, instant)).toEqual({ day: '2026-11-24', minutes: 19 * 60 + 14 });
    expect(instantAt('2026-11-24', 19 * 60 + 14, CHICAGO).toISOString()).toBe(instant.toISOString());
    // Minutes past the day run into the next one.
    expect(instantAt('2026-11-24', 24 * 60 + 30, 'UTC').toISOString()).toBe('2026-11-25T00:30:00.000Z');
    expect(instantAt('2026-11-24', 24 * 60 + 30, CHICAGO).toISOString()).toBe('2026-11-25T06:30:00.000Z');
  });

  it('reads an ordinary wall time with the zone offset of that day', () => {
    expect(instantAt('2026-01-15', 7 * 60 + 30, CHICAGO).toISOString()).toBe('2026-01-15T13:30:00.000Z');
    expect(instantAt('2026-07-15', 7 * 60 + 30, CHICAGO).toISOString()).toBe('2026-07-15T12:30:00.000Z');
  });

  it('lands on the asked wall time on days that change to and from daylight saving time', () => {
    // Chicago: CST (UTC-6) until 2 am on 8 March 2026, CDT (UTC-5) until 2 am on 1 November 2026.
    expect(instantAt('2026-03-08', 60, CHICAGO).toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(instantAt('2026-03-08', 15 * 60, CHICAGO).toISOString()).toBe('2026-03-08T20:00:00.000Z');
    expect(instantAt('2026-11-01', 15 * 60, CHICAGO).toISOString()).toBe('2026-11-01T21:00:00.000Z');
    for (const day of ['2026-03-07', '2026-03-08', '2026-03-09', '2026-10-31', '2026-11-01', '2026-11-02']) {
      expect(chicago(instantAt(day, 7 * 60, CHICAGO))).toBe(`${day} 07:00`);
    }
  });

  it('runs a time the spring-forward night skips (02:30 on 8 March 2026) at 03:30 daylight time', () => {
    const due = instantAt('2026-03-08', 2 * 60 + 30, CHICAGO);
    expect(due.toISOString()).toBe('2026-03-08T08:30:00.000Z');
    expect(chicago(due)).toBe('2026-03-08 03:30');
  });

  it('takes the first of a time the fall-back night has twice (01:30 on 1 November 2026)', () => {
    // 01:30 CDT (UTC−5); the second 01:30 is CST (UTC−6), an hour later.
    expect(instantAt('2026-11-01', 60 + 30, CHICAGO).toISOString()).toBe('2026-11-01T06:30:00.000Z');
  });
});
