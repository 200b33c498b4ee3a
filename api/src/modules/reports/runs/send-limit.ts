import { Messages, REPORT_SEND_WINDOW_MINUTES, REPORT_SENDS_PER_WINDOW } from '@tac/contracts';
import { sql } from 'kysely';
import type { Trx } from '../../../db/audit.ts';
import { ApiError } from '../../../http/envelope.ts';

/** The audit actions of the mail a user asks for by hand: both count against one limit. */
export const SEND_ACTIONS = ['run-now', 'resend'] as const;

/** The advisory lock class of a user's sends (auth/login-limit.ts holds 20_001 and 20_002). */
const SEND_LOCK = 20_101;

/**
 * Holds a user to REPORT_SENDS_PER_WINDOW Run now and Re-send requests per
 * REPORT_SEND_WINDOW_MINUTES (shared/docs/remotes/reports.md "Mail limits"), counted from the audit
 * log, so every replica counts the same requests. Call inside the request's auditedWrite: the
 * user's advisory lock, held to commit, makes parallel requests count one after the other, each
 * seeing the audit rows of those before it.
 */
export async function refuseHeldSends(trx: Trx, userId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${SEND_LOCK}, ${userId})`.execute(trx);
  const { count } = await trx
    .selectFrom('audit_log')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', userId)
    .where('entity', '=', 'report_run')
    .where('action', 'in', [...SEND_ACTIONS])
    .where('at', '>', sql<Date>`clock_timestamp() - make_interval(mins => ${REPORT_SEND_WINDOW_MINUTES})`)
    .executeTakeFirstOrThrow();
  if (count >= REPORT_SENDS_PER_WINDOW) {
    throw new ApiError(429, Messages.reports.sendsHeld(REPORT_SENDS_PER_WINDOW, REPORT_SEND_WINDOW_MINUTES));
  }
}
