import { randomUUID } from 'node:crypto';
import { type CompiledQuery, sql } from 'kysely';
import { auditedWrite, type Trx } from '../db/audit.ts';
import type { Db } from '../db/database.ts';
import { type DivisionScope, linkedDivisionIds } from './division-scope.ts';

/** How long a sign-in lasts: a working day. */
export const SESSION_HOURS = 8;

/**
 * The signed-in user as the server sees it on each request, as the database has it now
 * (session-lookup.ts).
 */
export interface AuthContext {
  sessionId: string;
  userId: number;
  userName: string;
  roleId: number;
  roleName: string;
  /** From role_claim at request time, so a role or claim change applies at once. */
  claims: string[];
  /**
   * This session signed in with a temporary password, which must be changed first: until then only
   * the change itself is allowed. A single sign-on never is (it did not use the password).
   */
  mustChangePassword: boolean;
  /**
   * The divisions whose data the user sees (visibleDivisionIds), read with the session: the list
   * routes need it on every call, and on PGlite each query costs a round trip beyond its own work.
   */
  divisionScope: DivisionScope;
  /** When the session ends (SESSION_HOURS after sign-in). */
  expiresAt: Date;
}

/** How a sign-in proved who the user is; kept in its audit row. */
export type SignInMethod = 'password' | 'sso';

/** A sign-in: the session row and its audit row, in one transaction. */
export async function createSession(
  db: Db,
  userId: number,
  method: SignInMethod = 'password',
): Promise<{ id: string; expiresAt: Date }> {
  const id = randomUUID();
  const expiresAt = new Date(Date.now() + SESSION_HOURS * 3600_000);
  return auditedWrite(db, userId, async (trx) => {
    await trx
      .insertInto('user_session')
      .values({ id, user_id: userId, expires_at: expiresAt, sign_in_method: method })
      .execute();
    return {
      result: { id, expiresAt },
      audit: {
        action: 'sign-in',
        entity: 'user_session',
        entityId: id,
        before: null,
        after: { userId, expiresAt, method },
      },
    };
  });
}

/** A sign-out: the session is marked revoked (kept for the record) and the change audited. */
export async function revokeSession(db: Db, userId: number, sessionId: string): Promise<void> {
  await auditedWrite(db, userId, async (trx) => {
    const row = await trx
      .updateTable('user_session')
      .set({ revoked_at: sql`now()` })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .returning('revoked_at')
      .executeTakeFirst();
    return {
      result: undefined,
      audit: {
        action: 'sign-out',
        entity: 'user_session',
        entityId: sessionId,
        before: { revokedAt: null },
        after: { revokedAt: row?.revoked_at ?? null },
      },
    };
  });
}

/**
 * Ends every live session of a user, inside the caller's transaction: when an administrator sets
 * their password or deactivates them, and when they change their own password (keeping the session
 * that changed it). Gives how many ended.
 */
export async function endUserSessions(trx: Trx, userId: number, keepSessionId?: string): Promise<number> {
  let update = trx
    .updateTable('user_session')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) update = update.where('id', '<>', keepSessionId);
  return (await update.returning('id').execute()).length;
}

/** Runs a compiled query and gives its rows: through Kysely, or as a prepared statement. */
export type QueryRunner = <R>(query: CompiledQuery<R>) => Promise<readonly R[]>;

/**
 * The live session for a token's jti and subject: not revoked, not expired, user still active.
 * One query, claims included, because it runs on every authenticated request.
 */
export async function findLiveSession(
  db: Db,
  sessionId: string,
  userId: number,
  run: QueryRunner = async (query) => (await db.executeQuery(query)).rows,
): Promise<AuthContext | undefined> {
  const query = db
    .selectFrom('user_session as s')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .innerJoin('role as r', 'r.id', 'u.role_id')
    .select([
      's.id as sessionId',
      's.expires_at as expiresAt',
      'u.id as userId',
      'u.user_name as userName',
      'u.role_id as roleId',
      'r.name as roleName',
      sql<boolean>`u.must_change_password and s.sign_in_method = 'password'`.as('mustChangePassword'),
      sql<
        string[]
      >`coalesce((select array_agg(rc.claim_name order by rc.claim_name) from role_claim rc where rc.role_id = u.role_id), '{}')`.as(
        'claims',
      ),
      'u.all_divisions as allDivisions',
      linkedDivisionIds('user_division', sql.ref('u.id')).as('divisionIds'),
    ])
    .where('s.id', '=', sessionId)
    .where('s.user_id', '=', userId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('u.is_active', '=', true)
    .compile();
  const [found] = await run(query);
  if (!found) return undefined;
  const { allDivisions, divisionIds, expiresAt, ...session } = found;
  return { ...session, divisionScope: allDivisions ? 'all' : divisionIds, expiresAt: new Date(expiresAt) };
}
