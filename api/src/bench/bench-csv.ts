/**
 * Current-view CSV benchmark on the large data set (run `npm run seed:large` first): the timecard
 * list's CSV over its whole year for a user of every division (1,000,000 rows), streamed over HTTP,
 * with the rows per second against the target (≥ 50,000 rows/s) and the API process's memory while
 * it streams (its peak RSS above the start: bounded means it does not grow with the rows). The client
 * counts lines as bytes arrive and keeps none. Prints figures beside their targets; not a timed test.
 *
 *   npm run bench:csv
 *   DATABASE_URL=postgres://… npm run bench:csv      PostgreSQL (seeded there with seed:large)
 *   BENCH_ONLY=postgres …                            one database only (pglite or postgres)
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { ApiPaths, type Envelope, type LoginResult, SecurityGroupId } from '@tac/contracts';
import { addDays, todayIn } from '@tac/contracts/calendar';
import { hashPassword } from '../auth/password.ts';
import type { DatabaseTarget } from '../config.ts';
import type { Db } from '../db/database.ts';
import { listenLocally, onLargeTargets, withLargeApp } from './bench-client.ts';
import { BENCH_PASSWORD, LARGE } from './seed-large.ts';

const TARGET_ROWS_PER_SECOND = 50_000;
/** A user of every division, added for this benchmark when missing (the seed's user sees 5 of 20). */
const ALL_DIVISIONS_USER = 'bench-all@demo.local';

async function ensureAllDivisionsUser(db: Db): Promise<void> {
  const there = await db
    .selectFrom('app_user')
    .select('id')
    .where('user_name', '=', ALL_DIVISIONS_USER)
    .executeTakeFirst();
  if (there) return;
  await db
    .insertInto('app_user')
    .values({
      user_name: ALL_DIVISIONS_USER,
      first_name: 'Bench',
      last_name: 'Everywhere',
      email: ALL_DIVISIONS_USER,
      phone: '',
      role_id: SecurityGroupId.Administrator,
      password_hash: await hashPassword(BENCH_PASSWORD),
      all_divisions: true,
    })
    .execute();
}

const queryDate = (day: string, time: string) =>
  `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)} ${time}`;

async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}${ApiPaths.account.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: ALL_DIVISIONS_USER, Password: BENCH_PASSWORD }),
  });
  const body = (await res.json()) as Envelope<LoginResult>;
  if (!res.ok) throw new Error(`Sign-in of ${ALL_DIVISIONS_USER} failed (${res.status} ${body.message})`);
  return body.data.token;
}

/** Streams the download, counting line ends as they arrive; samples the process's RSS meanwhile. */
function stream(url: string, token: string): Promise<{ rows: number; ms: number; peakRss: number }> {
  return new Promise((resolve, reject) => {
    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 50);
    const started = performance.now();
    http
      .get(url, { headers: { authorization: `Bearer ${token}` } }, (response) => {
        if (response.statusCode !== 200) {
          clearInterval(sampler);
          reject(new Error(`${response.statusCode}`));
          return;
        }
        let lineEnds = 0;
        response.on('data', (chunk: Buffer) => {
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lineEnds++;
        });
        response.on('end', () => {
          clearInterval(sampler);
          resolve({ rows: lineEnds - 1, ms: performance.now() - started, peakRss });
        });
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

async function benchTarget(target: DatabaseTarget): Promise<string | undefined> {
  return withLargeApp(target, LARGE.timecards, async (app, config) => {
    const { db } = app.database;
    await ensureAllDivisionsUser(db);
    const baseUrl = await listenLocally(app);
    const token = await signIn(baseUrl);
    const today = todayIn(config.timeZone);
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    // A month first, then the year: bounded memory is the same peak for ten times the rows.
    for (const [label, daysBack] of [
      ['4 weeks', 27],
      ['the whole year', LARGE.daysBack + 7],
    ] as const) {
      const params = new URLSearchParams({
        fromDate: queryDate(addDays(today, -daysBack), '00:00:00'),
        toDate: queryDate(addDays(today, LARGE.daysAhead + 7), '23:59:59'),
      });
      const startRss = process.memoryUsage().rss;
      const { rows, ms, peakRss } = await stream(
        `${baseUrl}${ApiPaths.currentView.timecards}?${params}`,
        token,
      );
      const rate = rows / (ms / 1000);
      const verdict = rate >= TARGET_ROWS_PER_SECOND ? 'ok' : 'MISSED';
      console.log(
        `    timecard CSV, ${label}: ${rows.toLocaleString('en-US')} rows in ${(ms / 1000).toFixed(1)} s = ` +
          `${Math.round(rate).toLocaleString('en-US')} rows/s   target ≥ ${TARGET_ROWS_PER_SECOND.toLocaleString('en-US')} rows/s  ${verdict}`,
      );
      console.log(
        `      API process memory while streaming: RSS ${mb(startRss)} at start, peak ${mb(peakRss)} ` +
          `(+${mb(peakRss - startRss)}; one page of rows held at a time, the client keeps none)`,
      );
    }
    return undefined;
  });
}

onLargeTargets(
  'Current-view CSV benchmark: the timecard list, every division, the whole year',
  benchTarget,
).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
