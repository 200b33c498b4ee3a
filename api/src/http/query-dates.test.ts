import { describe, expect, it } from 'vitest';
import { parseDateRange, parseDay, parseQueryDate } from './query-dates.ts';

describe('timecard query dates (dd-MM-yyyy HH:mm:ss)', () => {
  it('reads a good date as its calendar day', () => {
    expect(parseQueryDate('05-01-2026 00:00:00', 'fromDate')).toEqual({
      day: '2026-01-05',
      stamp: '2026-01-05 00:00:00',
    });
    expect(parseQueryDate('29-02-2024 23:59:59', 'toDate').day).toBe('2024-02-29');
  });

  it.each([
    '2026-01-05',
    '2026-01-05 00:00:00',
    '5-1-2026 00:00:00',
    '05/01/2026 00:00:00',
    '05-01-2026',
    '31-02-2026 00:00:00',
    '29-02-2025 00:00:00',
    '05-13-2026 00:00:00',
    '05-01-2026 24:00:00',
    '05-01-2026 10:60:00',
    // Outside the years every date keeps to (shared/docs/api.md "Dates").
    '31-12-1899 23:59:59',
    '01-01-3000 00:00:00',
    '31-12-9999 23:59:59',
    '01-01-0000 00:00:00',
    '',
    'yesterday',
  ])('refuses %j naming the field', (value) => {
    expect(() => parseQueryDate(value, 'fromDate')).toThrow(
      /^fromDate must be a date as dd-MM-yyyy HH:mm:ss/,
    );
  });

  it('checks from ≤ to on the full date and time', () => {
    expect(parseDateRange({ fromDate: '05-01-2026 08:00:00', toDate: '05-01-2026 08:00:00' })).toEqual({
      from: '2026-01-05',
      to: '2026-01-05',
    });
    expect(() => parseDateRange({ fromDate: '05-01-2026 08:00:01', toDate: '05-01-2026 08:00:00' })).toThrow(
      // Spec 000 §5, word for word.
      'The specified date range has an ending date that is earlier than the start date!.',
    );
    expect(() => parseDateRange({ fromDate: 'x', toDate: 'y' })).toThrow(/^fromDate/);
    expect(() => parseDateRange({ fromDate: '01-01-2026 00:00:00', toDate: 'y' })).toThrow(/^toDate/);
  });

  it('reads a search day as YYYY-MM-DD that exists', () => {
    expect(parseDay('2026-03-01', 'weekEndingDate')).toBe('2026-03-01');
    expect(() => parseDay('2026-02-30', 'weekEndingDate')).toThrow(
      "SearchText 'weekEndingDate' must be a day",
    );
    expect(() => parseDay('03/01/2026', 'weekEndingDate')).toThrow(
      "SearchText 'weekEndingDate' must be a day",
    );
    expect(() => parseDay('9999-12-31', 'weekEndingDate')).toThrow(
      "SearchText 'weekEndingDate' must be a day",
    );
  });
});
