import {
  CLOSE_WEEKDAYS,
  closeDeadlineProblem,
  closeHourText,
  type OvertimeRuleSetId,
  staleDeviceDaysProblem,
  type WeekSettings,
  type WeekSettingsSave,
} from '@tac/contracts';

/** "No deadline" in the day drop-down (the drop-down's values are numbers). */
export const NO_DEADLINE = -1;

export const CLOSE_DAY_OPTIONS = [
  { value: NO_DEADLINE, label: 'No deadline' },
  ...CLOSE_WEEKDAYS.map((label, value) => ({ value, label })),
];

export const CLOSE_HOUR_OPTIONS = Array.from({ length: 24 }, (_, value) => ({
  value,
  label: closeHourText(value),
}));

/** One division's row as edited: the stale-device days as typed. */
export interface WeekSettingsForm {
  overtimeRuleSet: OvertimeRuleSetId;
  closeWeekday: number | null;
  closeHour: number | null;
  staleDeviceDays: string;
}

export const formOf = (s: WeekSettings): WeekSettingsForm => ({
  overtimeRuleSet: s.overtimeRuleSet,
  closeWeekday: s.closeWeekday,
  closeHour: s.closeHour,
  staleDeviceDays: String(s.staleDeviceDays),
});

/** Choosing "No deadline" clears the hour too: a deadline is both or neither. */
export const withCloseDay = (form: WeekSettingsForm, day: number): WeekSettingsForm =>
  day === NO_DEADLINE ? { ...form, closeWeekday: null, closeHour: null } : { ...form, closeWeekday: day };

/** The problems of a row by field, the same rules and words as the API's. */
export function formProblems(form: WeekSettingsForm): { closeHour?: string; staleDeviceDays?: string } {
  const deadline = closeDeadlineProblem(form);
  const days = form.staleDeviceDays.trim() === '' ? Number.NaN : Number(form.staleDeviceDays);
  const stale = staleDeviceDaysProblem(days);
  return { ...(deadline && { closeHour: deadline }), ...(stale && { staleDeviceDays: stale }) };
}

export const changed = (form: WeekSettingsForm, saved: WeekSettings): boolean =>
  JSON.stringify(form) !== JSON.stringify(formOf(saved));

export const saveBody = (divisionId: number, form: WeekSettingsForm): WeekSettingsSave => ({
  divisionId,
  overtimeRuleSet: form.overtimeRuleSet,
  closeWeekday: form.closeWeekday,
  closeHour: form.closeHour,
  staleDeviceDays: Number(form.staleDeviceDays),
});
