import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * Sign-in failure limits. Counted in the database (login_attempt) so they hold across replicas.
 * Per account: failures since that account's last successful sign-in. Per address: all failures.
 */
export interface LoginLimits {
  perAccount: { failures: number; windowSeconds: number };
  perAddress: { failures: number; windowSeconds: number };
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAccount: { failures: 5, windowSeconds: 300 },
  perAddress: { failures: 20, windowSeconds: 60 },
};

/** Attempts older than this are deleted; longer than any window, kept a little for investigation. */
const KEEP_ATTEMPTS = sql`interval '1 day'`;

const since = (seconds: number) => sql<Date>`now() - make_interval(secs => ${seconds})`;

export async function isLoginBlocked(
  db: Db,
  userKey: string,
  address: string,
  limits: LoginLimits,
): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('login_attempt')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('user_name', '=', userKey)
        .where('succeeded', '=', false)
        .where('at', '>', since(limits.perAccount.windowSeconds))
        .where(
          'at',
          '>',
          sql<Date>`coalesce((select max(la.at) from login_attempt la where la.user_name = ${userKey} and la.succeeded), '-infinity')`,
        )
        .as('account'),
      eb
        .selectFrom('login_attempt')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('client_address', '=', address)
        .where('succeeded', '=', false)
        .where('at', '>', since(limits.perAddress.windowSeconds))
        .as('address'),
    ])
    .executeTakeFirstOrThrow();
  return (row.account ?? 0) >= limits.perAccount.failures || (row.address ?? 0) >= limits.perAddress.failures;
}

export async function recordLoginAttempt(
  db: Db,
  userKey: string,
  address: string,
  succeeded: boolean,
): Promise<void> {
  await db
    .insertInto('login_attempt')
    .values({ user_name: userKey, client_address: address, succeeded })
    .execute();
  if (succeeded) {
    // Pruning on success keeps the table small without a scheduler; failures never trigger it.
    await db.deleteFrom('login_attempt').where('at', '<', sql<Date>`now() - ${KEEP_ATTEMPTS}`).execute();
  }
}
