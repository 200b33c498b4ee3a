import { isRecipientEmail } from '@tac/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Mailer } from './mailer.ts';

/**
 * A mail the scheduler sends by itself when it falls due, besides the report runs: the close
 * reminders' digests, the signature requests' reminders and the digest of tickets waiting for the
 * customer (shared/docs/architecture.md "Mail the scheduler sends by itself"). Each is a definition: what is due at a
 * moment (a row a mail, recorded with its job in one transaction, once across replicas) and how one
 * is sent. The scheduler looks for every duty's due mail on each tick and works every duty's queue
 * alike, with a run's retries and time limit; app.ts gives it the list, so a module whose mail it is
 * need not be known to the reports module; the duties and the mailer sit outside every module, so a
 * module that mails needs nothing of reports. A new one: shared/docs/adding.md "A mail the scheduler
 * sends".
 */
export interface MailDuty {
  /** Its pg-boss queue; it also names the duty's traces and log lines. */
  queue: string;
  /**
   * The fourth group of its jobs' ids (00000000-0000-4000-<variant>-<id as hex>): a mail has at most
   * one job, and its ids stay apart from the runs' (8000) and every other duty's.
   */
  jobIdVariant: string;
  /**
   * Records the mail due at `now` and queues each with `enqueue` in the transaction that records it;
   * returns how many.
   */
  enqueueDue(context: MailDutyContext, now: Date, enqueue: EnqueueMail): Promise<number>;
  /**
   * One attempt at one recorded mail. A mail already finished is left alone (a job may be delivered
   * twice); a failure is recorded and thrown, and pg-boss tries again while attempts remain.
   */
  send(context: MailDutySendContext, id: number, signal: AbortSignal): Promise<void>;
}

export interface MailDutyContext {
  db: Db;
  /** The office's time zone (TAC_TIME_ZONE): deadlines and "a day" are the office's. */
  timeZone: string;
}

export interface MailDutySendContext extends MailDutyContext {
  mailer: Mailer;
  /** The console's address for the mail's links (TAC_PUBLIC_URL), without a trailing slash. */
  consoleUrl: string | undefined;
}

/** Queues one recorded mail's job in the caller's transaction, so the two commit (or not) together. */
export type EnqueueMail = (trx: Db, id: number) => Promise<void>;

/** The pg-boss job id of a duty's mail. */
export const mailJobId = (duty: Pick<MailDuty, 'jobIdVariant'>, id: number): string =>
  `00000000-0000-4000-${duty.jobIdVariant}-${id.toString(16).padStart(12, '0')}`;

/**
 * The user a duty's digest goes to: their address (trimmed, lower case) and first name, or undefined
 * when `wanted` (a condition on `app_user as u`) does not hold for them or their address takes no
 * mail. The close reminders and the waiting tickets' digest each mail a user so.
 */
export async function digestRecipient(
  db: Db,
  userId: number,
  wanted: RawBuilder<boolean>,
): Promise<{ email: string; firstName: string } | undefined> {
  const user = await db
    .selectFrom('app_user as u')
    .select(['u.email', 'u.first_name as firstName', sql<boolean>`${wanted}`.as('wanted')])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  const email = user?.email.trim().toLowerCase() ?? '';
  return user?.wanted && isRecipientEmail(email) ? { email, firstName: user.firstName } : undefined;
}
