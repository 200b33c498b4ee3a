import { Type } from 'typebox';
import { CloseReminderMessages, STALE_DEVICE_DAYS_MAX } from '../close-reminders.ts';

/**
 * Reminders before the close (shared/docs/overtime.md "Close reminders"): each division's close
 * deadline and stale-device days, part of its week settings; and the signed-in user's own choice
 * to be e-mailed the reminders.
 */

export const CloseWeekdaySchema = Type.Union([Type.Integer({ minimum: 0, maximum: 6 }), Type.Null()], {
  description: 'The close deadline’s weekday, 0 (Sunday) to 6 (Saturday); null: no deadline, no reminder',
});

export const CloseHourSchema = Type.Union([Type.Integer({ minimum: 0, maximum: 23 }), Type.Null()], {
  description:
    'The close deadline’s hour, 0–23, in the business time zone (TAC_TIME_ZONE); null with the weekday',
});

const staleDays = CloseReminderMessages.staleDeviceDays;

export const StaleDeviceDaysSchema = Type.Integer({
  minimum: 1,
  maximum: STALE_DEVICE_DAYS_MAX,
  'x-messages': { type: staleDays, minimum: staleDays, maximum: staleDays },
  description: 'Days without a sync after which a device with employees assigned is named in the reminder',
});

/** The fields of a division's week settings that the close reminders read. */
export const CloseDeadlineFields = {
  closeWeekday: CloseWeekdaySchema,
  closeHour: CloseHourSchema,
  staleDeviceDays: StaleDeviceDaysSchema,
};

/** The same on a save: each may be left out (kept as stored), so an older screen's save still works. */
export const CloseDeadlineSaveFields = {
  closeWeekday: Type.Optional(CloseWeekdaySchema),
  closeHour: Type.Optional(CloseHourSchema),
  staleDeviceDays: Type.Optional(StaleDeviceDaysSchema),
};

export const CloseReminderPreferenceSchema = Type.Object({
  /** Whether the signed-in user is e-mailed the close reminders. */
  emailMe: Type.Boolean(),
  /** Whether they would get any: they hold the approve claim and the timecards page. */
  approver: Type.Boolean(),
  /** Whether their user record has an e-mail address to send to. */
  hasEmail: Type.Boolean(),
  /** How many hours before a deadline the reminder goes out (TAC_CLOSE_REMINDER_HOURS). */
  hoursBefore: Type.Integer(),
});

export const CloseReminderPreferenceSaveSchema = Type.Object({
  emailMe: Type.Boolean(),
});
