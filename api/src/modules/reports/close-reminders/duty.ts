import type { MailDuty } from '../../../mail/duties.ts';
import { enqueueDueReminders } from './enqueue.ts';
import { sendCloseReminder } from './send.ts';

/**
 * The close reminders as a mail the scheduler sends (shared/docs/overtime.md "Close reminders"): a
 * digest to each approver `hoursBefore` a deadline of their divisions (TAC_CLOSE_REMINDER_HOURS).
 */
export const closeReminderDuty = (hoursBefore: number): MailDuty => ({
  queue: 'close-reminder',
  jobIdVariant: '9000',
  enqueueDue: (context, now, enqueue) =>
    enqueueDueReminders(context.db, enqueue, now, context.timeZone, hoursBefore),
  send: sendCloseReminder,
});
