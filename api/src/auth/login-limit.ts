import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * Sign-in limits, counted in the database so they hold across replicas. They throttle a guesser
 * without letting anyone lock the owner out:
 * - per (account, address) pair, strictly: past `perPair.failures` failures since that pair's last
 *   success within the window, the pair is refused until the oldest of them leaves the window;
 * - per address, strictly: past `perAddress.failures` failures over all accounts within the window
 *   (one address trying many accounts), the address is refused;
 * - per account, softly: past `perAccount.freeFailures` failures from anywhere since the account's
 *   last success within the window, each further attempt waits a delay after the account's latest
 *   one, doubling from `firstDelaySeconds` up to `maxDelaySeconds`: slow for a guesser, never a lock;
 * - an address where the account has signed in successfully (in the last `knownAddressDays`) is
 *   held back only by its own pair limit: the address and account limits, which others' failures
 *   fill, do not apply to it.
 */
export interface LoginLimits {
  perPair: { failures: number; windowSeconds: number };
  perAddress: { failures: number; windowSeconds: number };
  perAccount: {
    freeFailures: number;
    windowSeconds: number;
    firstDelaySeconds: number;
    maxDelaySeconds: number;
  };
  knownAddressDays: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perPair: { failures: 5, windowSeconds: 900 },
  perAddress: { failures: 20, windowSeconds: 60 },
  perAccount: { freeFailures: 5, windowSeconds: 3600, firstDelaySeconds: 1, maxDelaySeconds: 60 },
  knownAddressDays: 90,
};

/** Attempts older than this are deleted; longer than any window, kept a little for investigation. */
const KEEP_ATTEMPTS = sql`interval '1 day'`;

/**
 * Advisory lock classes (the first key of pg_advisory_xact_lock), so an account's key never
 * collides with an address's. Keys are hashtext() of the name: a collision only makes two
 * unrelated sign-ins wait for each other's few-millisecond reservation.
 */
const ACCOUNT_LOCK = 20_001;
const ADDRESS_LOCK = 20_002;

export type LoginReservation =
  | { allowed: true; attemptId: number }
  | { allowed: false; retryAfterSeconds: number };

interface Counts {
  known: boolean;
  /** Counted failures, and seconds until the oldest of them leaves its window. */
  pairFailures: number;
  pairFreeIn: number;
  addressFailures: number;
  addressFreeIn: number;
  accountFailures: number;
  /** Seconds since the account's latest counted attempt. */
  accountLatestAgo: number;
}

/**
 * Checks the limits and, when they allow it, writes the attempt (succeeded null: "being checked")
 * before the password is verified. Both happen in one transaction under per-account and
 * per-address advisory locks, so parallel attempts for one account or from one address are counted
 * one after the other, each seeing the reservations before it, on every replica alike (the locks
 * live in the database). The account's lock is always taken before the address's, and nobody
 * holds an address lock while waiting for an account lock, so two sign-ins cannot deadlock.
 * The password is verified after the commit: the slow hash never runs inside a lock.
 */
export async function reserveLoginAttempt(
  db: Db,
  userKey: string,
  address: string,
  limits: LoginLimits,
): Promise<LoginReservation> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK}, hashtext(${userKey}))`.execute(trx);
    await sql`select pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext(${address}))`.execute(trx);
    const counts = await readCounts(trx, userKey, address, limits);
    const refusal = refusalOf(counts, limits);
    if (refusal !== undefined) return { allowed: false, retryAfterSeconds: refusal };
    // clock_timestamp, not now(): now() is when the transaction began, before the locks were won.
    const row = await trx
      .insertInto('login_attempt')
      .values({ user_name: userKey, client_address: address, succeeded: null, at: sql`clock_timestamp()` })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { allowed: true, attemptId: row.id };
  });
}

/** Seconds to wait when a limit refuses the attempt (at least 1), or undefined when it may go on. */
function refusalOf(c: Counts, limits: LoginLimits): number | undefined {
  const wait = (seconds: number) => Math.max(1, Math.ceil(seconds));
  if (c.pairFailures >= limits.perPair.failures) return wait(c.pairFreeIn);
  if (c.known) return undefined;
  if (c.addressFailures >= limits.perAddress.failures) return wait(c.addressFreeIn);
  const { freeFailures, firstDelaySeconds, maxDelaySeconds } = limits.perAccount;
  if (c.accountFailures < freeFailures) return undefined;
  const delay = Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** (c.accountFailures - freeFailures));
  return c.accountLatestAgo < delay ? wait(delay - c.accountLatestAgo) : undefined;
}

async function readCounts(db: Db, userKey: string, address: string, limits: LoginLimits): Promise<Counts> {
  const at = sql.ref('a.at');
  const secondsAgo = (time: unknown) => sql<number>`extract(epoch from clock_timestamp() - ${time})::float8`;
  const within = (seconds: number) => sql`${at} > clock_timestamp() - make_interval(secs => ${seconds})`;
  // A failure, or an attempt still being checked (or whose process died while checking it).
  const notSucceeded = sql`a.succeeded is not true`;
  const lastSuccess = (pairOnly: boolean) =>
    sql`coalesce((select max(s.at) from login_attempt s where s.user_name = ${userKey} and s.succeeded
      ${pairOnly ? sql`and s.client_address = ${address}` : sql``}), '-infinity')`;
  const { rows } = await sql<Counts>`
    select
      exists (
        select 1 from login_known_address k join app_user u on u.id = k.user_id
        where lower(u.user_name) = ${userKey} and k.client_address = ${address}
          and k.last_success_at > now() - make_interval(days => ${limits.knownAddressDays})
      ) as known,
      pair.n as "pairFailures",
      coalesce(${limits.perPair.windowSeconds} - ${secondsAgo(sql`pair.oldest`)}, 0) as "pairFreeIn",
      address.n as "addressFailures",
      coalesce(${limits.perAddress.windowSeconds} - ${secondsAgo(sql`address.oldest`)}, 0) as "addressFreeIn",
      account.n as "accountFailures",
      coalesce(${secondsAgo(sql`account.latest`)}, 'infinity'::float8) as "accountLatestAgo"
    from
      (select count(*)::int as n, min(a.at) as oldest from login_attempt a
        where a.user_name = ${userKey} and a.client_address = ${address} and ${notSucceeded}
          and ${within(limits.perPair.windowSeconds)} and ${at} > ${lastSuccess(true)}) pair,
      (select count(*)::int as n, min(a.at) as oldest from login_attempt a
        where a.client_address = ${address} and ${notSucceeded}
          and ${within(limits.perAddress.windowSeconds)}) address,
      (select count(*)::int as n, max(a.at) as latest from login_attempt a
        where a.user_name = ${userKey} and ${notSucceeded}
          and ${within(limits.perAccount.windowSeconds)} and ${at} > ${lastSuccess(false)}) account`.execute(
    db,
  );
  const counts = rows[0];
  if (!counts) throw new Error('login limits: the count query returned no row');
  return counts;
}

/**
 * The outcome of a reserved attempt. A success also remembers the address as known for the user
 * and prunes old attempts and addresses (on success only: failures never add work).
 */
export async function finishLoginAttempt(
  db: Db,
  attemptId: number,
  outcome: { succeeded: false } | { succeeded: true; userId: number; address: string },
  limits: LoginLimits,
): Promise<void> {
  if (!outcome.succeeded) {
    await db.updateTable('login_attempt').set({ succeeded: false }).where('id', '=', attemptId).execute();
    return;
  }
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('login_attempt').set({ succeeded: true }).where('id', '=', attemptId).execute();
    await trx
      .insertInto('login_known_address')
      .values({ user_id: outcome.userId, client_address: outcome.address })
      .onConflict((oc) =>
        oc.columns(['user_id', 'client_address']).doUpdateSet({ last_success_at: sql`now()` }),
      )
      .execute();
    await trx.deleteFrom('login_attempt').where('at', '<', sql<Date>`now() - ${KEEP_ATTEMPTS}`).execute();
    await trx
      .deleteFrom('login_known_address')
      .where('last_success_at', '<', sql<Date>`now() - make_interval(days => ${limits.knownAddressDays})`)
      .execute();
  });
}
