import type { OpenDatabase } from '../db/database.ts';
import { SESSION_CHANGE_CHANNEL } from '../db/migrations/0007-session-change-notice.ts';
import { preparedRunner } from '../db/prepared.ts';
import { type AuthContext, findLiveSession, type QueryRunner } from './sessions.ts';

/** The live session for a token's jti and subject, or undefined (findLiveSession). */
export type SessionLookup = (sessionId: string, userId: number) => Promise<AuthContext | undefined>;

/** Sessions remembered at most; past it the memory starts again empty. */
const MAX_REMEMBERED = 10_000;
/** A bound on how long a remembered session is trusted without a change notice (belt and braces). */
const MAX_AGE_MS = 60_000;

/**
 * How the guard finds a token's session: read from the database, then remembered until any
 * session, user, role, claim or division link changes. Reading it cost every signed-in call a
 * round trip, a large share of a timecard list call on both databases (on PostgreSQL it is a
 * prepared statement: planning its joins each time cost more than running them).
 *
 * The tables' triggers notify at commit (migration 0007), and the database hands this process the
 * notice of a change it made before the writing call returns (database.listen), so a revoked
 * session or a removed claim is refused from the next request on, as without the memory. Another
 * API process's change is seen once its notice arrives (on an idle connection, within
 * milliseconds), and MAX_AGE_MS bounds it if a notice were ever lost; writes do not wait for it,
 * they read the session row in their own transaction (write-check.ts). A read that overlapped a
 * change is not kept (it may hold what was there before).
 */
export async function sessionLookup(database: OpenDatabase): Promise<SessionLookup> {
  const { prepared } = database;
  // PGlite prepares it too (db/prepared.ts): every sign-out anywhere empties the memory below (a
  // sign-in no longer does, migration 0020), and each signed-in user's next call reads again.
  const run: QueryRunner = prepared
    ? (query) => prepared('live_session', query)
    : preparedRunner(database.db);
  const read: SessionLookup = (sessionId, userId) => findLiveSession(database.db, sessionId, userId, run);

  const remembered = new Map<string, { session: AuthContext; trustedUntil: number }>();
  let changes = 0;
  await database.listen(SESSION_CHANGE_CHANNEL, () => {
    changes += 1;
    remembered.clear();
  });

  return async (sessionId, userId) => {
    const now = Date.now();
    const known = remembered.get(sessionId);
    if (known && known.session.userId === userId && now < known.trustedUntil) return known.session;
    const changesBefore = changes;
    const session = await read(sessionId, userId);
    if (session && changes === changesBefore) {
      if (remembered.size >= MAX_REMEMBERED) remembered.clear();
      remembered.set(sessionId, {
        session: freezeSession(session),
        trustedUntil: Math.min(session.expiresAt.getTime(), now + MAX_AGE_MS),
      });
    }
    return session;
  };
}

/** Requests share a remembered session: none may change it for the others. */
function freezeSession(session: AuthContext): AuthContext {
  Object.freeze(session.claims);
  if (session.divisionScope !== 'all') Object.freeze(session.divisionScope);
  return Object.freeze(session);
}
