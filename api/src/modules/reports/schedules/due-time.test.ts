import { describe, expect, it } from 'vitest';
import { type DueInput, dueAfterSave, nextRecurringDue } from './due-time.ts';

const CHICAGO = 'America/Chicago';
const base: DueInput = {
  run: 'daily',
  runReportAt: '07:30 AM',
  scheduleHour: 7,
  scheduleMinute: 30,
  weekday: null,
  dateInMonth: null,
  selectedFromDate: null,
  selectedToDate: null,
};
const at = (iso: string) => new Date(iso);

describe('when a report schedule is due', () => {
  it('daily: today at its time when that is still ahead, else tomorrow', () => {
    // 2026-01-15 06:00 in Chicago (UTC-6) is 12:00Z; 07:30 there is 13:30Z.
    expect(nextRecurringDue(base, at('2026-01-15T12:00:00Z'), CHICAGO)?.toISOString()).toBe(
      '2026-01-15T13:30:00.000Z',
    );
    expect(nextRecurringDue(base, at('2026-01-15T13:30:00Z'), CHICAGO)?.toISOString()).toBe(
      '2026-01-16T13:30:00.000Z',
    );
  });

  it('keeps the wall time across the daylight-saving changes', () => {
    // Spring forward on 2026-03-08: 07:30 is 13:30Z before, 12:30Z from that day on.
    expect(nextRecurringDue(base, at('2026-03-07T14:00:00Z'), CHICAGO)?.toISOString()).toBe(
      '2026-03-08T12:30:00.000Z',
    );
    // Fall back on 2026-11-01: 07:30 is 12:30Z before, 13:30Z from that day on.
    expect(nextRecurringDue(base, at('2026-10-31T13:00:00Z'), CHICAGO)?.toISOString()).toBe(
      '2026-11-01T13:30:00.000Z',
    );
    const berlin = { ...base, scheduleHour: 3, scheduleMinute: 0, runReportAt: '03:00 AM' };
    // Berlin springs forward at 02:00 on 2026-03-29: 03:00 is then 01:00Z (02:00Z the day before).
    expect(nextRecurringDue(berlin, at('2026-03-28T12:00:00Z'), 'Europe/Berlin')?.toISOString()).toBe(
      '2026-03-29T01:00:00.000Z',
    );
  });

  it('weekly: the next of its weekday, a week on when today’s time has passed', () => {
    const monday = { ...base, run: 'weekly' as const, weekday: 1 };
    // 2026-01-15 is a Thursday.
    expect(nextRecurringDue(monday, at('2026-01-15T12:00:00Z'), CHICAGO)?.toISOString()).toBe(
      '2026-01-19T13:30:00.000Z',
    );
    // On Monday 2026-01-19 after 07:30: the Monday after.
    expect(nextRecurringDue(monday, at('2026-01-19T14:00:00Z'), CHICAGO)?.toISOString()).toBe(
      '2026-01-26T13:30:00.000Z',
    );
  });

  it('monthly: its date, or the last day of a shorter month', () => {
    const the31st = { ...base, run: 'monthly' as const, dateInMonth: 31 };
    expect(nextRecurringDue(the31st, at('2026-02-01T12:00:00Z'), CHICAGO)?.toISOString()).toBe(
      '2026-02-28T13:30:00.000Z',
    );
    // 2026-03-31 07:00 in Chicago (UTC-5 by then) is 12:00Z.
    expect(nextRecurringDue(the31st, at('2026-03-31T12:00:00Z'), CHICAGO)?.toISOString()).toBe(
      '2026-03-31T12:30:00.000Z',
    );
    expect(nextRecurringDue(the31st, at('2026-04-01T00:00:00Z'), CHICAGO)?.toISOString()).toBe(
      '2026-04-30T12:30:00.000Z',
    );
    const december = { ...base, run: 'monthly' as const, dateInMonth: 5 };
    expect(nextRecurringDue(december, at('2026-12-06T00:00:00Z'), CHICAGO)?.toISOString()).toBe(
      '2027-01-05T13:30:00.000Z',
    );
  });

  it('one-offs (Run now, a date range) are due at their save and never again', () => {
    const savedAt = at('2026-01-15T12:00:00Z');
    const now = { ...base, runReportAt: 'now', scheduleHour: 0, scheduleMinute: 0 };
    expect(dueAfterSave(now, savedAt, CHICAGO)).toEqual(savedAt);
    expect(nextRecurringDue(now, savedAt, CHICAGO)).toBeNull();
    const range = { ...base, run: '' as const, selectedFromDate: '2026-01-01', selectedToDate: '2026-01-07' };
    expect(dueAfterSave(range, savedAt, CHICAGO)).toEqual(savedAt);
    expect(nextRecurringDue(range, savedAt, CHICAGO)).toBeNull();
    expect(dueAfterSave(base, savedAt, CHICAGO)?.toISOString()).toBe('2026-01-15T13:30:00.000Z');
  });
});
