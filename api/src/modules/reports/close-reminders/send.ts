import { sql } from 'kysely';
import { visibleDivisionIds } from '../../../auth/division-scope.ts';
import type { CloseReminderOutcome } from '../../../db/schema.ts';
import { digestRecipient, type MailDutySendContext } from '../../../mail/duties.ts';
import { composeCloseReminder } from './compose.ts';
import { closeDigest, hasWorkLeft } from './digest.ts';
import { holdsApproverClaims } from './enqueue.ts';

/**
 * One attempt at a queued digest (a pg-boss job): read what is left to do in the approver's
 * divisions closing at its deadline, and mail it once. Not mailed, and logged so, when the user
 * has meanwhile opted out, lost the approver claims or their address ('skipped'), or nothing is
 * left to do ('nothing'). A digest already finished is left alone, so a job delivered again sends
 * nothing; a failure is logged with its reason and thrown, and pg-boss tries again while attempts
 * remain. The same one window as a report run: a crash between the SMTP server taking the mail and
 * the record below sends it again on the retry.
 */
export async function sendCloseReminder(
  deps: MailDutySendContext,
  reminderId: number,
  signal: AbortSignal,
): Promise<void> {
  const { db } = deps;
  const reminder = await db
    .updateTable('close_reminder')
    .set({ outcome: 'running', attempts: sql`attempts + 1` })
    .where('id', '=', reminderId)
    .where('outcome', 'in', ['queued', 'running', 'failed'])
    .returning(['id', 'user_id as userId', 'deadline_at as deadline', 'queued_at as queuedAt', 'attempts'])
    .executeTakeFirst();
  if (!reminder) return;
  const finish = (
    outcome: CloseReminderOutcome,
    values: { error?: string; sentTo?: string; divisionIds?: number[] },
  ) =>
    db
      .updateTable('close_reminder')
      .set({
        outcome,
        error: values.error ?? null,
        sent_to: values.sentTo ?? null,
        division_ids: values.divisionIds ?? [],
        finished_at: new Date(),
      })
      .where('id', '=', reminderId)
      // An attempt that overran may end after a later one took the digest over: the later one logs.
      .where('attempts', '=', reminder.attempts)
      .execute();
  try {
    const user = await digestRecipient(
      db,
      reminder.userId,
      sql<boolean>`u.is_active and u.close_reminders and ${holdsApproverClaims('u.role_id')}`,
    );
    if (!user) {
      await finish('skipped', {
        error: 'Not sent: the user opted out, is inactive, is no approver or has no address.',
      });
      return;
    }
    const divisions = await closeDigest(db, {
      scope: await visibleDivisionIds(db, reminder.userId),
      deadline: reminder.deadline,
      queuedAt: reminder.queuedAt,
      timeZone: deps.timeZone,
    });
    const divisionIds = divisions.map((d) => d.divisionId);
    if (!divisions.some(hasWorkLeft)) {
      await finish('nothing', { divisionIds });
      return;
    }
    const mail = composeCloseReminder({
      reminderId,
      to: user.email,
      firstName: user.firstName,
      deadline: reminder.deadline,
      timeZone: deps.timeZone,
      consoleUrl: deps.consoleUrl,
      divisions,
    });
    signal.throwIfAborted();
    await deps.mailer.send(mail);
    await finish('sent', { sentTo: user.email, divisionIds });
  } catch (error) {
    const reason = signal.aborted
      ? 'Stopped: the digest took longer than its time limit.'
      : error instanceof Error
        ? error.message
        : String(error);
    await finish('failed', { error: reason.slice(0, 2000) });
    throw error;
  }
}
