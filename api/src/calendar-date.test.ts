import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from './calendar-date.ts';

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
});
