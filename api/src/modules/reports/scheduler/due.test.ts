import { reportPeriod } from '@tac/contracts';
import { instantAt, wallClockIn } from '@tac/contracts/calendar';
import { describe, expect, it } from 'vitest';
import { dueAfterRun, firstDueAt, nextOccurrence, runsOnce, type ScheduleTiming } from './due.ts';

const CHICAGO = 'America/Chicago';
const at = (iso: string) => new Date(iso);
const timing = (t: Partial<ScheduleTiming>): ScheduleTiming => ({
  run: 'daily',
  runReportAt: '07:30 AM',
  scheduleHour: 7,
  scheduleMinute: 30,
  weekday: null,
  dateInMonth: null,
  ...t,
});
/** The wall clock an instant reads in Chicago, 'YYYY-MM-DD HH:MM'. */
const chicago = (d: Date) => {
  const c = wallClockIn(CHICAGO, d);
  const hh = String(Math.floor(c.minutes / 60)).padStart(2, '0');
  const mm = String(c.minutes % 60).padStart(2, '0');
  return `${c.day} ${hh}:${mm}`;
};
/** The first `count` times `t` is due after `from`, each the next after the one before, in Chicago. */
const occurrences = (t: ScheduleTiming, from: string, count: number): Date[] => {
  const due = [nextOccurrence(t, at(from), CHICAGO)];
  while (due.length < count) due.push(nextOccurrence(t, due.at(-1) as Date, CHICAGO));
  return due;
};

describe('nextOccurrence', () => {
  it('daily: today at its time when that is still ahead, else tomorrow', () => {
    const t = timing({});
    expect(chicago(nextOccurrence(t, at('2026-01-15T12:00:00Z'), CHICAGO))).toBe('2026-01-15 07:30');
    expect(chicago(nextOccurrence(t, at('2026-01-15T13:30:00Z'), CHICAGO))).toBe('2026-01-16 07:30');
  });

  it('daily across spring forward: 07:30 local every day, 23 hours apart over the change', () => {
    const [sat, sun, mon] = occurrences(timing({}), '2026-03-07T00:00:00Z', 3) as [Date, Date, Date];
    expect([sat, sun, mon].map(chicago)).toEqual([
      '2026-03-07 07:30',
      '2026-03-08 07:30',
      '2026-03-09 07:30',
    ]);
    expect(sat.toISOString()).toBe('2026-03-07T13:30:00.000Z');
    expect(sun.toISOString()).toBe('2026-03-08T12:30:00.000Z');
    expect(sun.getTime() - sat.getTime()).toBe(23 * 3600_000);
  });

  it('daily at 02:30 across spring forward: 03:30 on the skipped night, 02:30 again the next', () => {
    const t = timing({ scheduleHour: 2, scheduleMinute: 30, runReportAt: '02:30 AM' });
    expect(occurrences(t, '2026-03-07T00:00:00Z', 3).map(chicago)).toEqual([
      '2026-03-07 02:30',
      '2026-03-08 03:30',
      '2026-03-09 02:30',
    ]);
  });

  it('daily at 01:30 across fall back: once on the night 01:30 comes twice', () => {
    const t = timing({ scheduleHour: 1, scheduleMinute: 30, runReportAt: '01:30 AM' });
    const first = nextOccurrence(t, at('2026-10-31T12:00:00Z'), CHICAGO);
    expect(first.toISOString()).toBe('2026-11-01T06:30:00.000Z');
    // Asked again just after it ran (during the repeated hour), the next is the following night.
    const next = nextOccurrence(t, new Date(first.getTime() + 60_000), CHICAGO);
    expect(chicago(next)).toBe('2026-11-02 01:30');
    expect(next.toISOString()).toBe('2026-11-02T07:30:00.000Z');
  });

  it('daily across fall back: 25 hours between Saturday and Sunday 07:30', () => {
    const [sat, sun] = occurrences(timing({}), '2026-10-31T00:00:00Z', 2) as [Date, Date];
    expect(chicago(sun)).toBe('2026-11-01 07:30');
    expect(sun.getTime() - sat.getTime()).toBe(25 * 3600_000);
  });

  it('weekly: the next chosen weekday (0 Sunday … 6 Saturday) at its time', () => {
    // 2026-01-15 is a Thursday.
    const monday = timing({ run: 'weekly', weekday: 1, scheduleHour: 5, scheduleMinute: 0 });
    expect(chicago(nextOccurrence(monday, at('2026-01-15T18:00:00Z'), CHICAGO))).toBe('2026-01-19 05:00');
    const thursday = timing({ run: 'weekly', weekday: 4, scheduleHour: 5, scheduleMinute: 0 });
    expect(chicago(nextOccurrence(thursday, at('2026-01-15T10:00:00Z'), CHICAGO))).toBe('2026-01-15 05:00');
    expect(chicago(nextOccurrence(thursday, at('2026-01-15T11:00:00Z'), CHICAGO))).toBe('2026-01-22 05:00');
  });

  it('weekly across spring forward: the Sunday of the change at 03:00 local', () => {
    const sunday = timing({ run: 'weekly', weekday: 0, scheduleHour: 3, scheduleMinute: 0 });
    const [due, next] = occurrences(sunday, '2026-03-04T00:00:00Z', 2) as [Date, Date];
    expect(chicago(due)).toBe('2026-03-08 03:00');
    expect(due.toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(chicago(next)).toBe('2026-03-15 03:00');
  });

  it('monthly: the chosen date, or the last day of a month that has no such date', () => {
    const the31st = timing({ run: 'monthly', dateInMonth: 31, scheduleHour: 6, scheduleMinute: 15 });
    expect(occurrences(the31st, '2026-01-02T00:00:00Z', 4).map(chicago)).toEqual([
      '2026-01-31 06:15',
      '2026-02-28 06:15',
      '2026-03-31 06:15',
      '2026-04-30 06:15',
    ]);
    const the29th = timing({ run: 'monthly', dateInMonth: 29, scheduleHour: 6, scheduleMinute: 0 });
    expect(chicago(nextOccurrence(the29th, at('2028-02-01T00:00:00Z'), CHICAGO))).toBe('2028-02-29 06:00');
    expect(chicago(nextOccurrence(the29th, at('2027-02-01T00:00:00Z'), CHICAGO))).toBe('2027-02-28 06:00');
  });

  it('monthly on the day of fall back keeps its wall time', () => {
    const first = timing({ run: 'monthly', dateInMonth: 1, scheduleHour: 9, scheduleMinute: 0 });
    const due = nextOccurrence(first, at('2026-10-15T00:00:00Z'), CHICAGO);
    expect(chicago(due)).toBe('2026-11-01 09:00');
    expect(due.toISOString()).toBe('2026-11-01T15:00:00.000Z');
  });

  it('reads the day in the business zone, not in UTC', () => {
    // 03:00 UTC on the 16th is still the 15th, 21:00, in Chicago: the next 07:30 is the 16th's.
    expect(chicago(nextOccurrence(timing({}), at('2026-01-16T03:00:00Z'), CHICAGO))).toBe('2026-01-16 07:30');
    expect(nextOccurrence(timing({}), at('2026-01-16T03:00:00Z'), 'Asia/Tokyo').toISOString()).toBe(
      '2026-01-16T22:30:00.000Z',
    );
  });
});

describe('one-off runs and the next due time', () => {
  const savedAt = at('2026-03-08T15:42:10Z');

  it('Run now is due at once and then never again', () => {
    const now = timing({ run: 'weekly', weekday: 2, runReportAt: 'now', scheduleHour: 0, scheduleMinute: 0 });
    expect(runsOnce(now)).toBe(true);
    expect(firstDueAt(now, savedAt, CHICAGO)).toEqual(savedAt);
    expect(dueAfterRun(now, savedAt, CHICAGO)).toBeNull();
    expect(() => nextOccurrence(now, savedAt, CHICAGO)).toThrow();
  });

  it('date mode is due at once and then never again', () => {
    const dates = timing({ run: '', runReportAt: '', scheduleHour: null, scheduleMinute: null });
    expect(firstDueAt(dates, savedAt, CHICAGO)).toEqual(savedAt);
    expect(dueAfterRun(dates, savedAt, CHICAGO)).toBeNull();
  });

  it('a repeating schedule is first due at its next time, and after a late run at the time after now', () => {
    const daily = timing({});
    expect(chicago(firstDueAt(daily, savedAt, CHICAGO))).toBe('2026-03-09 07:30');
    // Down over a weekend: the run taken on Monday 10:00 is followed by Tuesday's, not Saturday's.
    expect(chicago(dueAfterRun(daily, at('2026-03-09T15:00:00Z'), CHICAGO) as Date)).toBe('2026-03-10 07:30');
  });
});

describe('the period of a run (reportPeriod from @tac/contracts, on the run day in the zone)', () => {
  const runDay = (due: Date) => wallClockIn(CHICAGO, due).day;

  it('daily covers yesterday, including the day before a change of clocks', () => {
    const due = instantAt('2026-03-09', 7 * 60, CHICAGO);
    const period = reportPeriod(
      { run: 'daily', startDate: 0, endDate: 0, selectedFromDate: null, selectedToDate: null },
      runDay(due),
    );
    expect(period).toEqual({ from: '2026-03-08', to: '2026-03-08' });
  });

  it('weekly and monthly cover startDate..endDate days back from the run day', () => {
    const due = instantAt('2026-11-02', 3 * 60, CHICAGO);
    expect(
      reportPeriod(
        { run: 'weekly', startDate: 7, endDate: 1, selectedFromDate: null, selectedToDate: null },
        runDay(due),
      ),
    ).toEqual({ from: '2026-10-26', to: '2026-11-01' });
  });

  it('date mode covers its selected dates', () => {
    expect(
      reportPeriod(
        {
          run: '',
          startDate: null,
          endDate: null,
          selectedFromDate: '2026-02-01',
          selectedToDate: '2026-02-14',
        },
        '2026-03-09',
      ),
    ).toEqual({ from: '2026-02-01', to: '2026-02-14' });
  });
});
