import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGNING_MAIL, parseSigningMail } from './mail-settings.ts';

describe('The signing mail settings', () => {
  it('take their defaults when unset or empty, and whole numbers in range', () => {
    expect(parseSigningMail({})).toEqual(DEFAULT_SIGNING_MAIL);
    expect(parseSigningMail({ TAC_SIGNING_REMINDER_DAYS: '', TAC_SIGNING_REMINDERS: '' })).toEqual(
      DEFAULT_SIGNING_MAIL,
    );
    expect(
      parseSigningMail({
        TAC_SIGNING_REMINDER_DAYS: '30',
        TAC_SIGNING_REMINDERS: '0',
        TAC_SIGNING_DIGEST_HOUR: '23',
      }),
    ).toEqual({ afterDays: 30, most: 0, digestHour: 23 });
  });

  it('refuse at start a value out of range or not whole, naming the setting', () => {
    expect(() => parseSigningMail({ TAC_SIGNING_REMINDER_DAYS: '0' })).toThrow(
      "TAC_SIGNING_REMINDER_DAYS must be a whole number from 1 to 30, got '0'",
    );
    expect(() => parseSigningMail({ TAC_SIGNING_REMINDERS: '2.5' })).toThrow(/^TAC_SIGNING_REMINDERS/);
    expect(() => parseSigningMail({ TAC_SIGNING_DIGEST_HOUR: '24' })).toThrow(/^TAC_SIGNING_DIGEST_HOUR/);
    expect(() => parseSigningMail({ TAC_SIGNING_DIGEST_HOUR: 'seven' })).toThrow(/^TAC_SIGNING_DIGEST_HOUR/);
  });
});
