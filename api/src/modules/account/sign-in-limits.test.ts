import { ApiPaths, Messages } from '@tac/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from '../../auth/login-limit.ts';
import { failure } from '../../testing/api-checks.ts';
import { POSTGRES_URL } from '../../testing/databases.ts';
import { describeEachDatabase } from '../../testing/each-database.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser } from '../../testing/users.ts';

/**
 * The defaults, with the account's delays ten times longer: so the time a checked attempt takes
 * (its hash: up to a second on a busy machine) is small beside the delays the tests measure.
 */
const LIMITS: LoginLimits = {
  ...DEFAULT_LOGIN_LIMITS,
  perAccount: { ...DEFAULT_LOGIN_LIMITS.perAccount, firstDelaySeconds: 10, maxDelaySeconds: 600 },
};
const { perPair, perAddress } = LIMITS;
/** The parallel races check dozens of passwords at the production cost, on cores the other lane shares. */
const HASHING_TIMEOUT = 120_000;

function signIn(t: TestApp, userName: string, password: string, address: string) {
  return t.call('POST', ApiPaths.account.login, {
    body: { UserName: userName, Password: password },
    headers: { 'x-forwarded-for': address },
  });
}

/** How many answers had each status, e.g. { 401: 5, 429: 195 }. */
async function statuses(calls: Promise<{ status: number }>[]): Promise<Record<number, number>> {
  const tally: Record<number, number> = {};
  for (const { status } of await Promise.all(calls)) tally[status] = (tally[status] ?? 0) + 1;
  return tally;
}

/** Attempts whose password was checked (or is being checked): each one is a login_attempt row. */
async function checkedAttempts(t: TestApp, where: { userName?: string; address?: string }) {
  let query = t.db.selectFrom('login_attempt').select((eb) => eb.fn.countAll<number>().as('n'));
  if (where.userName) query = query.where('user_name', '=', where.userName);
  if (where.address) query = query.where('client_address', '=', where.address);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Moves an account's attempts back in time, as if `seconds` had passed since (no waiting in tests). */
async function goBack(t: TestApp, userName: string, seconds: number) {
  await t.db
    .updateTable('login_attempt')
    .set({ at: sql`at - make_interval(secs => ${seconds})` })
    .where('user_name', '=', userName)
    .execute();
}

/**
 * 200 wrong passwords for one new account from one address at once, each sent to `appFor(i)`: only the
 * pair limit's count may be checked, the rest refused before their check. Returns the tally to log.
 */
async function expectPairLimitHeld(
  appFor: (i: number) => TestApp,
  userName: string,
  address: string,
): Promise<Record<number, number>> {
  await createUser(appFor(0).db, { userName, password: 'Race#Right-2026', passwordHashing: 'production' });
  const tally = await statuses(
    Array.from({ length: 200 }, (_, i) => signIn(appFor(i), userName, `wrong-${i}`, address)),
  );
  expect(tally).toEqual({ 401: perPair.failures, 429: 200 - perPair.failures });
  expect(await checkedAttempts(appFor(0), { userName })).toBe(perPair.failures);
  return tally;
}

describeEachDatabase('sign-in limits', (kind) => {
  /**
   * The parallel races check passwords at production's cost: the time a check takes is the window a
   * limit read before it and counted after it would leak through. The rules over time below are
   * about counts and clocks alone, so `quick` checks at the trivial test cost (testing/hashing.ts).
   */
  let t: TestApp;
  let quick: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database: kind, loginLimits: LIMITS, passwordHashing: 'production' });
    quick = await startTestApp({ database: kind, loginLimits: LIMITS });
  });
  afterAll(async () => {
    await quick?.close();
    await t?.close();
  });

  it(
    'checks at most the pair limit of 200 parallel wrong passwords for one account',
    async () => {
      const tally = await expectPairLimitHeld(() => t, 'race@demo.local', '10.10.0.1');
      console.log(`200 parallel wrong passwords, one account, one address [${kind}]:`, tally);
    },
    HASHING_TIMEOUT,
  );

  it(
    'checks at most the address limit of 200 parallel wrong passwords for different accounts',
    async () => {
      const tally = await statuses(
        Array.from({ length: 200 }, (_, i) => signIn(t, `spray${i}@demo.local`, 'wrong', '10.10.0.2')),
      );
      console.log(`200 parallel wrong passwords, 200 accounts, one address [${kind}]:`, tally);
      expect(tally).toEqual({ 401: perAddress.failures, 429: 200 - perAddress.failures });
      expect(await checkedAttempts(t, { address: '10.10.0.2' })).toBe(perAddress.failures);
    },
    HASHING_TIMEOUT,
  );

  it('holds a pair strictly, known address or not, and tells when to try again', async () => {
    await createUser(quick.db, {
      userName: 'pair@demo.local',
      password: 'Pair#Right-2026',
    });
    for (let i = 0; i < perPair.failures - 1; i++) {
      expect((await signIn(quick, 'pair@demo.local', 'wrong', '10.11.0.1')).status).toBe(401);
    }
    // A success from the pair starts its count again (and makes the address known).
    expect((await signIn(quick, 'pair@demo.local', 'Pair#Right-2026', '10.11.0.1')).status).toBe(200);
    for (let i = 0; i < perPair.failures; i++) {
      expect((await signIn(quick, 'pair@demo.local', 'wrong', '10.11.0.1')).status).toBe(401);
    }
    const held = await signIn(quick, 'pair@demo.local', 'Pair#Right-2026', '10.11.0.1');
    expect(held.status).toBe(429);
    expect(held.body).toEqual(failure(Messages.login.tooManyAttempts));
    const retryAfter = Number(held.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(perPair.windowSeconds);
  });

  it('slows an account down with a growing delay after its free failures, never locks it', async () => {
    await createUser(quick.db, {
      userName: 'slow@demo.local',
      password: 'Slow#Right-2026',
    });
    const { freeFailures } = LIMITS.perAccount;
    // Each failure from another address, so neither the pair nor the address limit is reached.
    for (let i = 1; i <= freeFailures; i++) {
      expect((await signIn(quick, 'slow@demo.local', 'wrong', `10.12.0.${i}`)).status).toBe(401);
    }
    const first = await signIn(quick, 'slow@demo.local', 'wrong', '10.12.1.1');
    expect(first.status).toBe(429);
    expect(Number(first.headers.get('retry-after'))).toBeLessThanOrEqual(10);
    await goBack(quick, 'slow@demo.local', 10);
    expect((await signIn(quick, 'slow@demo.local', 'wrong', '10.12.1.2')).status).toBe(401);
    // One more failure doubles the delay: 12 s later, past the first delay, it is still held.
    await goBack(quick, 'slow@demo.local', 12);
    const second = await signIn(quick, 'slow@demo.local', 'Slow#Right-2026', '10.12.1.3');
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeLessThanOrEqual(8);
    await goBack(quick, 'slow@demo.local', 8);
    // After the delay the owner gets in, from an address never seen before.
    expect((await signIn(quick, 'slow@demo.local', 'Slow#Right-2026', '10.12.1.4')).status).toBe(200);
  });

  it('never holds the owner back at an address where they signed in before', async () => {
    await createUser(quick.db, {
      userName: 'owner@demo.local',
      password: 'Owner#Right-2026',
    });
    const home = '10.13.0.1';
    expect((await signIn(quick, 'owner@demo.local', 'Owner#Right-2026', home)).status).toBe(200);

    // An attacker from A fills the pair limit, then tries from 30 more addresses at once.
    for (let i = 0; i < perPair.failures; i++) {
      expect((await signIn(quick, 'owner@demo.local', 'guess', '10.13.1.1')).status).toBe(401);
    }
    expect((await signIn(quick, 'owner@demo.local', 'guess', '10.13.1.1')).status).toBe(429);
    const spread = await statuses(
      Array.from({ length: 30 }, (_, i) => signIn(quick, 'owner@demo.local', 'guess', `10.13.2.${i}`)),
    );
    expect(spread[429]).toBeGreaterThan(25);
    // Someone at the owner's address (a shared office address) fills that address's limit.
    for (let i = 0; i < perAddress.failures; i++) {
      expect((await signIn(quick, `other${i}@demo.local`, 'guess', home)).status).toBe(401);
    }
    expect((await signIn(quick, 'another@demo.local', 'guess', home)).status).toBe(429);

    // The owner, at their known address, signs in at once.
    expect((await signIn(quick, 'owner@demo.local', 'Owner#Right-2026', home)).status).toBe(200);
  });
});

describe.skipIf(!POSTGRES_URL)('sign-in limits across two replicas on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp({ database: 'postgres', loginLimits: LIMITS, passwordHashing: 'production' });
    b = await startTestApp({ replicaOf: a, loginLimits: LIMITS, passwordHashing: 'production' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it(
    'checks at most the pair limit of 200 parallel wrong passwords split over both',
    async () => {
      const tally = await expectPairLimitHeld((i) => (i % 2 ? a : b), 'replicas@demo.local', '10.20.0.1');
      console.log('200 parallel wrong passwords over two replicas:', tally);
    },
    HASHING_TIMEOUT,
  );
});
