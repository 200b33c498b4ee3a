import {
  REPORT_SCHEDULE_ADDS_PER_WINDOW,
  REPORT_SEND_WINDOW_MINUTES,
  REPORT_SENDS_PER_WINDOW,
  ReportMessages,
} from '@tac/contracts';
import { sql } from 'kysely';
import type { Trx } from '../../../db/audit.ts';
import { ApiError } from '../../../http/envelope.ts';

/** The audit actions of the mail a user asks for by hand: both count against one limit. */
export const SEND_ACTIONS = ['run-now', 'resend'] as const;

/**
 * The key a schedule's create audit row carries (true) when the add sends at once (Run now's
 * hour, date mode): such an add counts as a Run now.
 */
export const SENDS_AT_ONCE = 'sendsAtOnce';

/** The advisory lock class of a user's sends (auth/login-limit.ts holds 20_001 and 20_002). */
const SEND_LOCK = 20_101;

/**
 * What a user asked for in the last REPORT_SEND_WINDOW_MINUTES, counted from the audit log, so
 * every replica counts the same requests: the mail sent at once (Run now, Re-send, an add that
 * sends at once) and the schedules added. Call inside the request's auditedWrite: the user's
 * advisory lock, held to commit, makes parallel requests count one after the other, each seeing
 * the audit rows of those before it.
 */
async function recentRequests(trx: Trx, userId: number): Promise<{ sends: number; adds: number }> {
  await sql`select pg_advisory_xact_lock(${SEND_LOCK}, ${userId})`.execute(trx);
  const sendsAtOnce = JSON.stringify({ [SENDS_AT_ONCE]: true });
  return trx
    .selectFrom('audit_log')
    .select([
      sql<number>`count(*) filter (where (entity = 'report_run' and action in (${sql.join([...SEND_ACTIONS])}))
        or (entity = 'report_schedule' and action = 'create' and after @> ${sendsAtOnce}::jsonb))::int`.as(
        'sends',
      ),
      sql<number>`count(*) filter (where entity = 'report_schedule' and action = 'create')::int`.as('adds'),
    ])
    .where('user_id', '=', userId)
    .where('entity', 'in', ['report_run', 'report_schedule'])
    .where('at', '>', sql<Date>`clock_timestamp() - make_interval(mins => ${REPORT_SEND_WINDOW_MINUTES})`)
    .executeTakeFirstOrThrow();
}

const sendsHeld = () =>
  new ApiError(429, ReportMessages.sendsHeld(REPORT_SENDS_PER_WINDOW, REPORT_SEND_WINDOW_MINUTES));

/**
 * Holds a user to REPORT_SENDS_PER_WINDOW Run now and Re-send requests (with the adds that send at
 * once) per REPORT_SEND_WINDOW_MINUTES (shared/docs/remotes/reports.md "Mail limits").
 */
export async function refuseHeldSends(trx: Trx, userId: number): Promise<void> {
  const { sends } = await recentRequests(trx, userId);
  if (sends >= REPORT_SENDS_PER_WINDOW) throw sendsHeld();
}

/**
 * Holds a user to REPORT_SCHEDULE_ADDS_PER_WINDOW schedules added per REPORT_SEND_WINDOW_MINUTES,
 * and an add that sends at once to the Run now limit besides (refuseHeldSends), under the same lock.
 */
export async function refuseHeldAdds(trx: Trx, userId: number, sendsAtOnce: boolean): Promise<void> {
  const { sends, adds } = await recentRequests(trx, userId);
  if (adds >= REPORT_SCHEDULE_ADDS_PER_WINDOW) {
    throw new ApiError(
      429,
      ReportMessages.addsHeld(REPORT_SCHEDULE_ADDS_PER_WINDOW, REPORT_SEND_WINDOW_MINUTES),
    );
  }
  if (sendsAtOnce && sends >= REPORT_SENDS_PER_WINDOW) throw sendsHeld();
}
