import { ApiPaths } from '@tac/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, startApiProcess } from '../testing/api-process.ts';
import { createTestDatabase, POSTGRES_URL, type TestDatabase } from '../testing/databases.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await sleep(50);
  }
}

/**
 * SIGTERM on a real API process (npm start's main.ts). A sign-in is held in flight by a lock on its
 * table, which the test holds: PostgreSQL only, where another connection can hold it.
 */
describe.skipIf(!POSTGRES_URL)('graceful shutdown on SIGTERM [PostgreSQL]', () => {
  let database: TestDatabase;
  const started: ApiProcess[] = [];
  let locker: pg.Client | undefined;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await locker?.end();
    for (const api of started) await api.stop('SIGKILL');
    await database?.drop();
  });

  const start = async (env: NodeJS.ProcessEnv) => {
    if (database.target.kind !== 'postgres') throw new Error('PostgreSQL expected');
    const api = await startApiProcess({ DATABASE_URL: database.target.url, TAC_LOG_LEVEL: 'info', ...env });
    started.push(api);
    locker = new pg.Client({ connectionString: database.target.url });
    // Dropping the database at the end ends a lock holder a failed test left open.
    locker.on('error', () => {});
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table login_attempt in access exclusive mode');
    return api;
  };
  const signIn = (baseUrl: string) =>
    fetch(`${baseUrl}${ApiPaths.account.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ UserName: 'nobody@example.com', Password: 'wrong' }),
    });

  it('turns not ready, serves while requests still come, then stops listening, finishes the request in flight, and exits 0', async () => {
    const process = await start({ TAC_SHUTDOWN_DRAIN_SECONDS: '1', TAC_SHUTDOWN_TIMEOUT_SECONDS: '30' });
    const inFlight = signIn(process.baseUrl);
    await sleep(300);
    const stopped = process.stop('SIGTERM');
    await waitFor('the drain to start', () => process.output.includes('shutdown: not ready'));
    const ready = await fetch(`${process.baseUrl}${ApiPaths.health.ready}`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { message: string }).message).toBe('not ready: shutting down');
    // A balancer that has not let go when the drain's minimum is over still sends calls: each is
    // answered. Then no new connection once they have stopped coming.
    const t0 = Date.now();
    const statuses: number[] = [];
    while (Date.now() - t0 < 1500) {
      statuses.push(
        await fetch(`${process.baseUrl}${ApiPaths.config}`).then(
          (r) => r.status,
          () => 0,
        ),
      );
      await sleep(100);
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    await waitFor('the port to close', () =>
      fetch(`${process.baseUrl}${ApiPaths.health.live}`).then(
        () => false,
        () => true,
      ),
    );
    expect(process.exitCode).toBeNull();
    await locker?.query('rollback');
    const answer = await inFlight;
    expect(answer.status).toBe(401);
    await stopped;
    expect(process.exitCode, process.output).toBe(0);
    await locker?.end();
    locker = undefined;
  }, 120_000);

  it('exits with 1 at its bound when a request never finishes', async () => {
    const process = await start({ TAC_SHUTDOWN_DRAIN_SECONDS: '0', TAC_SHUTDOWN_TIMEOUT_SECONDS: '2' });
    const inFlight = signIn(process.baseUrl).catch((error: Error) => error);
    await sleep(300);
    const t0 = Date.now();
    await process.stop('SIGTERM');
    expect(process.exitCode).toBe(1);
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(await inFlight).toBeInstanceOf(Error);
    expect(process.output).toContain('shutdown: still not done after 2 s');
  }, 120_000);
});
