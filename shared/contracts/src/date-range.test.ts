import { describe, expect, it } from 'vitest';
import { checkPickedRange, defaultPickedRange } from './date-range.ts';
import { Messages } from './messages.ts';

describe("a dated list's From and To (timecards spec 000 §5, vouchers spec 002 §5)", () => {
  it('opens on Monday of this week through today', () => {
    expect(defaultPickedRange(new Date(2026, 10, 19, 14, 5))).toEqual({
      from: '2026-11-16',
      to: '2026-11-19',
    }); // a Thursday
    expect(defaultPickedRange(new Date(2026, 10, 16))).toEqual({ from: '2026-11-16', to: '2026-11-16' }); // Monday
    expect(defaultPickedRange(new Date(2026, 10, 22))).toEqual({ from: '2026-11-16', to: '2026-11-22' }); // Sunday
    expect(defaultPickedRange(new Date(2027, 0, 1))).toEqual({ from: '2026-12-28', to: '2027-01-01' }); // across a year
  });

  it('names a cleared date, To first', () => {
    expect(checkPickedRange({ from: '', to: '' })).toEqual({
      valid: false,
      message: Messages.dateRange.toRequired,
    });
    expect(checkPickedRange({ from: '2026-11-16', to: '' })).toEqual({
      valid: false,
      message: Messages.dateRange.toRequired,
    });
    expect(checkPickedRange({ from: '', to: '2026-11-16' })).toEqual({
      valid: false,
      message: Messages.dateRange.fromRequired,
    });
  });

  it('refuses To before From with the exact message, and allows the same day', () => {
    expect(checkPickedRange({ from: '2026-11-17', to: '2026-11-16' })).toEqual({
      valid: false,
      message: 'The specified date range has an ending date that is earlier than the start date!.',
    });
    expect(checkPickedRange({ from: '2026-11-16', to: '2026-11-16' })).toEqual({ valid: true });
    expect(checkPickedRange({ from: '2026-12-28', to: '2027-01-01' })).toEqual({ valid: true });
  });

  it('refuses a date that is no real day without a message (the list is just empty)', () => {
    expect(checkPickedRange({ from: '2026-02-30', to: '2026-03-02' })).toEqual({ valid: false });
    expect(checkPickedRange({ from: '2026-11-16', to: '11/20/2026' })).toEqual({ valid: false });
  });
});
