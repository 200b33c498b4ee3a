import { describe, expect, it } from 'vitest';
import { reportRunLabel } from './list-labels.ts';
import { reportPeriod } from './period.ts';

describe('the period a run covers', () => {
  const none = { startDate: null, endDate: null, selectedFromDate: null, selectedToDate: null };
  it('daily: yesterday, across a month and a year end', () => {
    expect(reportPeriod({ ...none, run: 'daily', startDate: 0, endDate: 0 }, '2026-03-01')).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
    expect(reportPeriod({ ...none, run: 'daily' }, '2026-01-01')).toEqual({
      from: '2025-12-31',
      to: '2025-12-31',
    });
  });

  it('weekly and monthly: start..end days back from the run day', () => {
    expect(reportPeriod({ ...none, run: 'weekly', startDate: 7, endDate: 1 }, '2026-03-09')).toEqual({
      from: '2026-03-02',
      to: '2026-03-08',
    });
    expect(reportPeriod({ ...none, run: 'monthly', startDate: 28, endDate: 28 }, '2026-03-01')).toEqual({
      from: '2026-02-01',
      to: '2026-02-01',
    });
  });

  it('date mode: its own dates', () => {
    expect(
      reportPeriod(
        { ...none, run: '', selectedFromDate: '2026-01-05', selectedToDate: '2026-01-09' },
        '2026-03-09',
      ),
    ).toEqual({ from: '2026-01-05', to: '2026-01-09' });
  });

  it('labels the run column', () => {
    const row = {
      run: 'weekly' as const,
      weekday: 1,
      dateInMonth: null,
      selectedFromDate: null,
      selectedToDate: null,
    };
    expect(reportRunLabel(row)).toBe('Weekly (Monday)');
    expect(reportRunLabel({ ...row, run: 'monthly', dateInMonth: 5 })).toBe('Monthly (day 5)');
    expect(
      reportRunLabel({ ...row, run: '', selectedFromDate: '2026-01-05', selectedToDate: '2026-01-09' }),
    ).toBe('01/05/2026 – 01/09/2026');
  });
});
