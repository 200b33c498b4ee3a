import { describe, expect, it } from 'vitest';
import { countdownText, groupedCode, lastSyncText, secondsLeft } from './enrol-rules.ts';

describe('enrolment words', () => {
  it('groups a 10-character code in two fives', () => {
    expect(groupedCode('ABCDEFGHJK')).toBe('ABCDE-FGHJK');
    expect(groupedCode('ABC')).toBe('ABC');
  });

  it('counts the seconds left, never below 0, and writes them as m:ss', () => {
    const now = Date.parse('2026-01-01T10:00:00Z');
    expect(secondsLeft('2026-01-01T10:10:00Z', now)).toBe(600);
    expect(secondsLeft('2026-01-01T10:00:00.400Z', now)).toBe(1);
    expect(secondsLeft('2026-01-01T09:59:00Z', now)).toBe(0);
    expect(secondsLeft('not a date', now)).toBe(0);
    expect(countdownText(600)).toBe('10:00');
    expect(countdownText(61)).toBe('1:01');
    expect(countdownText(0)).toBe('0:00');
  });

  it('says Never for a device that has not synced, else the instant', () => {
    expect(lastSyncText('')).toBe('Never');
    expect(lastSyncText('2026-03-04T05:06:00Z', 'en-US')).toMatch(/^03\/0[34], \d\d:\d\d/);
  });
});
