import { describe, expect, it } from 'vitest';
import {
  acceptDailyDetailsDate,
  cutDescription,
  cutInitials,
  cutText,
  dailyDetailsMaxDate,
} from './rules.ts';

describe('text cutting (spec 000 §5)', () => {
  it('cuts descriptions to 500 characters and initials to 20', () => {
    expect(cutDescription('x'.repeat(501))).toHaveLength(500);
    expect(cutDescription('short')).toBe('short');
    expect(cutInitials('ABCDEFGHIJKLMNOPQRSTUVWXYZ')).toBe('ABCDEFGHIJKLMNOPQRST');
    expect(cutInitials(null)).toBe('');
  });

  it('never splits a character made of two code units', () => {
    expect(cutText('ab😀cd', 3)).toBe('ab😀');
  });
});

describe('daily details picker (spec 000 §5, §9)', () => {
  const thursday = new Date(2026, 10, 19, 10);

  it('daily details: the maximum is the end of this week (Sunday)', () => {
    const max = dailyDetailsMaxDate(thursday);
    expect([max.getFullYear(), max.getMonth(), max.getDate(), max.getHours()]).toEqual([2026, 10, 22, 23]);
    expect(acceptDailyDetailsDate(new Date(2026, 10, 22), thursday)).toBe(true);
    expect(acceptDailyDetailsDate(new Date(2026, 10, 23), thursday)).toBe(false);
    expect(acceptDailyDetailsDate(new Date(Number.NaN), thursday)).toBe(false);
    expect(acceptDailyDetailsDate(null, thursday)).toBe(false);
  });
});
