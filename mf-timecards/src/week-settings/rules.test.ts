import { CloseReminderMessages } from '@tac/contracts';
import { describe, expect, it } from 'vitest';
import { changed, formOf, formProblems, NO_DEADLINE, saveBody, withCloseDay } from './rules.ts';

const north = {
  divisionId: 1,
  divisionName: 'North',
  overtimeRuleSet: 'california',
  closeWeekday: 1,
  closeHour: 10,
  staleDeviceDays: 3,
} as const;

describe('week settings rules', () => {
  it('clears the hour with "No deadline", and keeps it when another day is chosen', () => {
    const form = formOf(north);
    expect(withCloseDay(form, NO_DEADLINE)).toMatchObject({ closeWeekday: null, closeHour: null });
    expect(withCloseDay(form, 5)).toMatchObject({ closeWeekday: 5, closeHour: 10 });
  });

  it('names a day without its hour and stale device days out of range, as the API does', () => {
    const form = formOf(north);
    expect(formProblems(form)).toEqual({});
    expect(formProblems({ ...form, closeHour: null })).toEqual({
      closeHour: CloseReminderMessages.hourMissing,
    });
    for (const days of ['0', '61', '2.5', '', 'a'])
      expect(formProblems({ ...form, staleDeviceDays: days }), days).toEqual({
        staleDeviceDays: CloseReminderMessages.staleDeviceDays,
      });
  });

  it('saves every field, the days as a number, and tells an unchanged row', () => {
    const form = { ...formOf(north), staleDeviceDays: '7' };
    expect(changed(formOf(north), north)).toBe(false);
    expect(changed(form, north)).toBe(true);
    expect(saveBody(1, form)).toEqual({
      divisionId: 1,
      overtimeRuleSet: 'california',
      closeWeekday: 1,
      closeHour: 10,
      staleDeviceDays: 7,
    });
  });
});
