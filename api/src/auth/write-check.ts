import { AsyncLocalStorage } from 'node:async_hooks';
import { Messages } from '@tac/contracts';
import { sql } from 'kysely';
import type { Trx } from '../db/audit.ts';
import { type Db, databaseKind } from '../db/database.ts';
import type { App } from '../http/app-type.ts';
import { ApiError } from '../http/envelope.ts';

/** The session a request runs for, seen by the writes it makes (auditedWrite). */
const writingSession = new AsyncLocalStorage<{ sessionId: string }>();

/**
 * Makes a signed-in request's session known to its writes. The guard trusts a remembered session
 * until the database's change notice arrives (session-lookup.ts): on another API process that is
 * a few milliseconds after a logout or deactivation, in which a read is still answered. A write is
 * not: checkWritingSession reads the session row in the write's own transaction.
 *
 * Set in preHandler, after the body is read: the handler then runs inside `run`, so every promise
 * it makes carries the store (reading the body would have left an earlier hook's context).
 */
export function registerWriteCheck(app: App): void {
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.auth) writingSession.run({ sessionId: request.auth.sessionId }, done);
    else done();
  });
}

/**
 * Refuses a write (401, rolled back) whose session ended or whose user was deactivated, as the
 * database has it at this statement: a logout committed by any process before this point is seen.
 * Writes made outside a signed-in request (sign-in itself, seeding) are not checked.
 *
 * On PGlite it reads nothing: one process owns the database, and its change notice reaches the
 * session memory before the ending call returns, so the guard has already refused such a request.
 */
export async function checkWritingSession(db: Db, trx: Trx): Promise<void> {
  const caller = writingSession.getStore();
  if (!caller || databaseKind(db) === 'pglite') return;
  const { rows } = await sql<{ live: boolean }>`
    select exists (
      select 1 from user_session s join app_user u on u.id = s.user_id
      where s.id = ${caller.sessionId} and s.revoked_at is null and s.expires_at > now() and u.is_active
    ) as live`.execute(trx);
  if (!rows[0]?.live) throw new ApiError(401, Messages.login.sessionExpired);
}
