/**
 * Reminders before the close (shared/docs/overtime.md "Close reminders"): each division's close
 * deadline, the rule its save is held to (screen and API alike), and the texts. Types derive from
 * schemas/close-reminders.ts.
 */
import type { Static } from 'typebox';
import type {
  CloseReminderPreferenceSaveSchema,
  CloseReminderPreferenceSchema,
} from './schemas/close-reminders.ts';

export type CloseReminderPreference = Static<typeof CloseReminderPreferenceSchema>;
export type CloseReminderPreferenceSave = Static<typeof CloseReminderPreferenceSaveSchema>;

/** The weekdays of a close deadline, 0 Sunday to 6 Saturday (as a report schedule's weekday). */
export const CLOSE_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A new division's stale-device days (the migration's default), and the most a division may choose. */
export const DEFAULT_STALE_DEVICE_DAYS = 3;
export const STALE_DEVICE_DAYS_MAX = 60;

/** The problem with stale-device days as typed, or null for a whole number from 1 to the most. */
export function staleDeviceDaysProblem(value: number): string | null {
  return Number.isInteger(value) && value >= 1 && value <= STALE_DEVICE_DAYS_MAX
    ? null
    : CloseReminderMessages.staleDeviceDays;
}

/** How many hours before a deadline its reminder goes out, unless TAC_CLOSE_REMINDER_HOURS says. */
export const DEFAULT_CLOSE_REMINDER_HOURS = 24;
export const CLOSE_REMINDER_HOURS_MAX = 144;

/** 14 → '2:00 PM', 0 → '12:00 AM': how the screen and the mail show a deadline's hour. */
export function closeHourText(hour: number): string {
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:00 ${suffix}`;
}

/** 'Monday 10:00 AM', or '' without a deadline. */
export function closeDeadlineText(weekday: number | null, hour: number | null): string {
  if (weekday === null || hour === null) return '';
  return `${CLOSE_WEEKDAYS[weekday] ?? ''} ${closeHourText(hour)}`;
}

/**
 * A deadline is a weekday and an hour together, or neither (no reminder): the problem with a save
 * that gives one without the other, naming the missing field; null when it is whole. A field left
 * out of the save is not judged (it keeps what is stored, and the database holds the pair whole).
 */
export function closeDeadlineProblem(save: {
  closeWeekday?: number | null;
  closeHour?: number | null;
}): string | null {
  if (save.closeWeekday === undefined && save.closeHour === undefined) return null;
  const day = save.closeWeekday ?? null;
  const hour = save.closeHour ?? null;
  if (day !== null && hour === null) return CloseReminderMessages.hourMissing;
  if (day === null && hour !== null) return CloseReminderMessages.weekdayMissing;
  return null;
}

export const CloseReminderMessages = {
  hourMissing: 'Close hour (closeHour): choose the hour of the close deadline, or no day',
  weekdayMissing: 'Close day (closeWeekday): choose the day of the close deadline, or no hour',
  staleDeviceDays: 'Stale device days (staleDeviceDays): a whole number of days from 1 to 60',
  userNotFound: 'The signed-in user was not found',
  notApprover: 'You approve no timecards, so you get none.',
  noEmail: 'Your user has no e-mail address: ask an administrator to add one.',
  preferenceSaved: (emailMe: boolean) =>
    emailMe ? 'You will be e-mailed the close reminders' : 'You will not be e-mailed the close reminders',
  subject: (deadline: string) => `Timecards close ${deadline}: what is left to do`,
  intro: (deadline: string) =>
    `The timecards of your divisions close ${deadline}. Before then, approve or reject the pending lines and resolve the open exceptions.`,
  optOut: (weekSettings: string) =>
    `You get this e-mail as an approver of timecards. To stop it, untick "E-mail me the close reminders" on Week Settings: ${weekSettings}`,
} as const;
