import { SignatureRequestEventType as E, OPEN_SIGNATURE_REQUEST_STATUSES } from '@tac/contracts';
import { sql } from 'kysely';
import type { MailDuty } from '../../../mail/duties.ts';
import { NO_CLIENT, recordEvent } from './events.ts';
import { mailSignatureRequest } from './mail.ts';
import type { SigningMailSettings } from './mail-settings.ts';
import { requestsWithVoucher } from './request-voucher.ts';
import { userName } from './store.ts';
import { newSecret, sha256Hex } from './tokens.ts';

/**
 * A request still open and unexpired whose signee has had no mail about it (sent, handed on or
 * reminded) for `afterDays` is mailed again, at most `most` times (shared/docs/remotes/vouchers.md "Reminders and the waiting
 * digest"). Only a hash of the link's token is kept, so a reminder carries a new link and the
 * earlier one dies with it: the log records `reminded`, the mail says so.
 */
export const signingReminderDuty = (settings: Pick<SigningMailSettings, 'afterDays' | 'most'>): MailDuty => ({
  queue: 'signing-reminder',
  jobIdVariant: 'a000',
  async enqueueDue({ db }, now, enqueue) {
    const since = new Date(now.getTime() - settings.afterDays * 86_400_000);
    return db.transaction().execute(async (trx) => {
      // Unique per request and number: a replica ticking at the same moment inserts nothing more.
      const { rows } = await sql<{
        id: number;
      }>`insert into signature_reminder (request_id, number, queued_at)
        select s.id, counted.reminders + 1, ${now}
        from signature_request s
        cross join lateral (select count(*)::int as reminders, max(m.queued_at) as last
          from signature_reminder m where m.request_id = s.id) counted
        where s.status in (${sql.join([...OPEN_SIGNATURE_REQUEST_STATUSES])})
          and s.expires_at > ${now}
          and counted.reminders < ${settings.most}
          and greatest(counted.last, (select max(e.at) from signature_request_event e
            where e.request_id = s.id and e.event in ('sent', 'reassigned', 'reminded'))) <= ${since}
        order by s.id
        on conflict (request_id, number) do nothing
        returning id`.execute(trx);
      for (const row of rows) await enqueue(trx, row.id);
      return rows.length;
    });
  },
  async send({ db, mailer, consoleUrl }, reminderId, signal) {
    const reminder = await db
      .updateTable('signature_reminder')
      .set({ outcome: 'running', attempts: sql`attempts + 1` })
      .where('id', '=', reminderId)
      .where('outcome', 'in', ['queued', 'running', 'failed'])
      .returning(['request_id as requestId', 'number', 'attempts'])
      .executeTakeFirst();
    if (!reminder) return;
    const finish = (outcome: 'sent' | 'skipped' | 'failed', error: string | null = null) =>
      db
        .updateTable('signature_reminder')
        .set({ outcome, error, finished_at: new Date() })
        .where('id', '=', reminderId)
        // An attempt that overran may end after a later one took the reminder over: the later one records.
        .where('attempts', '=', reminder.attempts)
        .execute();
    try {
      const outcome = await db.transaction().execute(async (trx) => {
        const request = await requestsWithVoucher(trx)
          .select([
            's.id',
            's.status',
            's.expires_at as expiresAt',
            's.signee_name as name',
            's.signee_email as email',
            's.sent_by as sentBy',
            's.link_origin as linkOrigin',
            'v.voucher_number as voucherNumber',
            'p.name as projectName',
          ])
          .where('s.id', '=', reminder.requestId)
          .forUpdate('s')
          .executeTakeFirstOrThrow();
        const open = (OPEN_SIGNATURE_REQUEST_STATUSES as readonly string[]).includes(request.status);
        if (!open || new Date(request.expiresAt).getTime() <= Date.now())
          return 'The request is no longer open: nothing to remind of.';
        const origin = request.linkOrigin || consoleUrl;
        if (!origin) return 'No address to make the link on: set TAC_PUBLIC_URL.';
        const token = newSecret();
        await trx
          .updateTable('signature_request')
          .set({ token_hash: sha256Hex(token) })
          .where('id', '=', request.id)
          .execute();
        await recordEvent(
          trx,
          request.id,
          E.Reminded,
          NO_CLIENT,
          `Reminder ${reminder.number} to ${request.name} <${request.email}>`,
        );
        const sender = request.sentBy ? await userName(trx, request.sentBy) : { name: 'The office' };
        signal.throwIfAborted();
        // Inside the transaction: a mail server's refusal leaves the earlier link working.
        await mailSignatureRequest(
          { mailer, origin },
          request,
          {
            voucherNumber: request.voucherNumber,
            projectName: request.projectName,
            senderName: sender.name,
            expiresAt: new Date(request.expiresAt),
            reminder: true,
          },
          token,
        );
        return null;
      });
      await finish(outcome ? 'skipped' : 'sent', outcome);
    } catch (error) {
      const reason = signal.aborted
        ? 'Stopped: the reminder took longer than its time limit.'
        : error instanceof Error
          ? error.message
          : String(error);
      await finish('failed', reason.slice(0, 2000));
      throw error;
    }
  },
});
