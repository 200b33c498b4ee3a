import {
  ButtonClaim,
  OPEN_SIGNATURE_REQUEST_STATUSES,
  PageClaim,
  SIGNATURE_REQUEST_STATUS_LABELS,
  type SignatureRequestStatus,
} from '@tac/contracts';
import { instantAt, todayIn } from '@tac/contracts/calendar';
import { formatCalendarDate, formatDateTime } from '@tac/contracts/formats';
import { sql } from 'kysely';
import { inScope, seesAnyDivision, visibleDivisionIds } from '../../../auth/division-scope.ts';
import { digestRecipient, type MailDuty } from '../../../mail/duties.ts';
import { requestsWithVoucher } from './request-voucher.ts';

/** The claims of a user who sends tickets for signature: the digest's readers. */
const SENDER_CLAIMS = [PageClaim.TMVoucher, ButtonClaim.TMVoucherSendForSignature] as const;

/** The role in column `roleId` holds every sender claim. */
const holdsSenderClaims = (roleId: string) =>
  sql<boolean>`(select count(distinct rc.claim_name) from role_claim rc
    where rc.role_id = ${sql.ref(roleId)} and rc.claim_name in (${sql.join([...SENDER_CLAIMS])})) = ${SENDER_CLAIMS.length}`;

const openStatuses = () => sql.join([...OPEN_SIGNATURE_REQUEST_STATUSES]);

/** The digest names this many tickets and counts the rest. */
export const WAITING_TICKETS_NAMED = 50;

/**
 * Once a day at `hour` (the office's time, TAC_SIGNING_DIGEST_HOUR), each user who may send tickets
 * for signature and sees a division with a ticket waiting for the customer gets one digest of them:
 * who has it, since when, whether it was opened, when its link ends (shared/docs/remotes/vouchers.md
 * "Reminders and the waiting digest").
 */
export const waitingDigestDuty = (hour: number): MailDuty => ({
  queue: 'signing-digest',
  jobIdVariant: 'b000',
  async enqueueDue({ db, timeZone }, now, enqueue) {
    const day = todayIn(timeZone, now);
    if (now < instantAt(day, hour * 60, timeZone)) return 0;
    const divisions = await db
      .selectFrom('signature_request as s')
      .innerJoin('tm_voucher as v', 'v.id', 's.voucher_id')
      .select('v.division_id as id')
      .distinct()
      .where(sql<boolean>`s.status in (${openStatuses()})`)
      .where('s.expires_at', '>', now)
      .execute();
    if (divisions.length === 0) return 0;
    return db.transaction().execute(async (trx) => {
      // Unique per user and day: a replica ticking at the same moment inserts nothing more.
      const { rows } = await sql<{ id: number }>`insert into signing_digest (user_id, day, queued_at)
        select u.id, ${day}, ${now} from app_user u
        where u.is_active and trim(u.email) <> '' and ${holdsSenderClaims('u.role_id')}
          and ${seesAnyDivision(
            sql.ref('u.id'),
            divisions.map((d) => d.id),
          )}
        order by u.id
        on conflict (user_id, day) do nothing
        returning id`.execute(trx);
      for (const row of rows) await enqueue(trx, row.id);
      return rows.length;
    });
  },
  async send({ db, mailer, consoleUrl, timeZone }, digestId, signal) {
    const digest = await db
      .updateTable('signing_digest')
      .set({ outcome: 'running', attempts: sql`attempts + 1` })
      .where('id', '=', digestId)
      .where('outcome', 'in', ['queued', 'running', 'failed'])
      .returning(['user_id as userId', 'attempts'])
      .executeTakeFirst();
    if (!digest) return;
    const finish = (
      outcome: 'sent' | 'skipped' | 'nothing' | 'failed',
      error: string | null,
      sentTo?: string,
    ) =>
      db
        .updateTable('signing_digest')
        .set({ outcome, error, sent_to: sentTo ?? null, finished_at: new Date() })
        .where('id', '=', digestId)
        .where('attempts', '=', digest.attempts)
        .execute();
    try {
      const user = await digestRecipient(
        db,
        digest.userId,
        sql<boolean>`u.is_active and ${holdsSenderClaims('u.role_id')}`,
      );
      if (!user) {
        await finish(
          'skipped',
          'Not sent: the user is inactive, may not send for signature or has no address.',
        );
        return;
      }
      const scope = await visibleDivisionIds(db, digest.userId);
      const now = new Date();
      const tickets = await requestsWithVoucher(db)
        .select([
          'v.voucher_number as voucherNumber',
          'p.name as projectName',
          's.signee_name as signee',
          's.signee_company as company',
          's.sent_at as sentAt',
          's.expires_at as expiresAt',
          's.status',
          sql<number>`count(*) over ()`.as('total'),
        ])
        .where(sql<boolean>`s.status in (${openStatuses()})`)
        .where('s.expires_at', '>', now)
        .where(inScope('v.division_id', scope))
        .orderBy('s.sent_at')
        .orderBy('s.id')
        .limit(WAITING_TICKETS_NAMED)
        .execute();
      if (tickets.length === 0) {
        await finish('nothing', null);
        return;
      }
      const total = Number(tickets[0]?.total ?? 0);
      const lines = tickets.map((t) => {
        const days = Math.floor((now.getTime() - new Date(t.sentAt).getTime()) / 86_400_000);
        const waited = days === 0 ? 'today' : days === 1 ? '1 day ago' : `${days} days ago`;
        const to = t.company ? `${t.signee} (${t.company})` : t.signee;
        const state = SIGNATURE_REQUEST_STATUS_LABELS[t.status as SignatureRequestStatus];
        return `- T&M ${t.voucherNumber}, ${t.projectName}: sent to ${to} ${formatDateTime(new Date(t.sentAt), timeZone)} (${waited}); ${state}; the link works until ${formatDateTime(new Date(t.expiresAt), timeZone)}`;
      });
      const more = total - tickets.length;
      if (more > 0) lines.push(`- and ${more} more`);
      const count = total === 1 ? '1 T&M ticket waits' : `${total} T&M tickets wait`;
      signal.throwIfAborted();
      await mailer.send({
        to: [user.email],
        subject: `${count} for the customer's signature`,
        text: [
          `Hello ${user.firstName},`,
          '',
          `${count} for the customer's signature, as of ${formatCalendarDate(todayIn(timeZone, now))}:`,
          '',
          ...lines,
          '',
          ...(consoleUrl ? [`Open the T&M vouchers: ${consoleUrl}/TMVoucher`, ''] : []),
          'You get this e-mail each day while tickets you may send for signature wait for a customer.',
        ].join('\r\n'),
        attachments: [],
        outboxName: `signing-digest-${digestId}.eml`,
      });
      await finish('sent', null, user.email);
    } catch (error) {
      const reason = signal.aborted
        ? 'Stopped: the digest took longer than its time limit.'
        : error instanceof Error
          ? error.message
          : String(error);
      await finish('failed', reason.slice(0, 2000));
      throw error;
    }
  },
});
