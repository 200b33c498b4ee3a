/**
 * Current-view CSV benchmark on the large data set (run `npm run seed:large` first): the timecard
 * list's CSV over its whole year for a user of every division (1,000,000 rows), streamed over HTTP,
 * beside PostgreSQL's own `COPY … TO STDOUT (FORMAT csv)` of the same rows and columns in the same
 * order, read by a client in this process (before and after the download; target: the download
 * within twice COPY's time), and the API process's memory while it streams (its peak RSS above the
 * start: bounded means it does not grow with the rows). The clients count lines as bytes arrive and
 * keep none. Prints figures beside their targets; not a timed test.
 *
 *   npm run bench:csv
 *   DATABASE_URL=postgres://… npm run bench:csv      PostgreSQL (seeded there with seed:large)
 *   BENCH_ONLY=postgres …                            one database only (pglite or postgres)
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { ApiPaths, type Envelope, type LoginResult, SecurityGroupId } from '@tac/contracts';
import { addDays, todayIn } from '@tac/contracts/calendar';
import { type CompiledQuery, sql } from 'kysely';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { hashPassword } from '../auth/password.ts';
import { type DatabaseTarget, postgresUrlOf } from '../config.ts';
import type { Db } from '../db/database.ts';
import { parseDateRange } from '../http/query-dates.ts';
import { TIMECARD_CSV_COLUMNS, timecardCsvQuery } from '../modules/current-view/timecards.ts';
import { listenLocally, onLargeTargets, withLargeApp } from './bench-client.ts';
import { BENCH_PASSWORD, LARGE } from './seed-large.ts';

/** The download's time over COPY's, for the same rows and columns. */
const TARGET_TIMES_COPY = 2;
/** The API's RSS growth while streaming a million rows. */
const TARGET_RSS_GROWTH_MB = 150;
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

/** Counts line ends in the bytes a stream hands over, keeping none. */
function countLineEnds(
  source: NodeJS.ReadableStream,
  onEnd: (lineEnds: number) => void,
  onError: (e: Error) => void,
) {
  let lineEnds = 0;
  source.on('data', (chunk: Buffer) => {
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lineEnds++;
  });
  source.on('end', () => onEnd(lineEnds));
  source.on('error', onError);
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
      .get(
        url,
        { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' } },
        (response) => {
          if (response.statusCode !== 200) {
            clearInterval(sampler);
            reject(new Error(`${response.statusCode}`));
            return;
          }
          if (response.headers['content-encoding']) reject(new Error('the CSV came compressed'));
          countLineEnds(
            response,
            (lineEnds) => {
              clearInterval(sampler);
              resolve({ rows: lineEnds - 1, ms: performance.now() - started, peakRss });
            },
            reject,
          );
        },
      )
      .on('error', reject);
  });
}

/** The query's SQL with its parameters (dates, numbers) written in: COPY takes none. */
function inlined(query: CompiledQuery): string {
  return query.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = query.parameters[Number(n) - 1];
    if (typeof value === 'number') return String(value);
    if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
    throw new Error(`A parameter COPY cannot take: ${String(value)}`);
  });
}

/**
 * PostgreSQL's own CSV of the same rows and columns, in the same order: `COPY (select …) TO STDOUT`
 * read by a client in this process.
 */
async function copyCsv(url: string, select: string): Promise<{ rows: number; ms: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    const rows = await new Promise<number>((resolve, reject) => {
      countLineEnds(client.query(copyTo(`COPY (${select}) TO STDOUT (FORMAT csv)`)), resolve, reject);
    });
    return { rows, ms: performance.now() - started };
  } finally {
    await client.end();
  }
}

async function benchTarget(target: DatabaseTarget): Promise<string | undefined> {
  return withLargeApp(target, LARGE.timecards, async (app, config) => {
    const { db } = app.database;
    await ensureAllDivisionsUser(db);
    const baseUrl = await listenLocally(app);
    const token = await signIn(baseUrl);
    const today = todayIn(config.timeZone);
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    const rate = (rows: number, ms: number) =>
      `${Math.round(rows / (ms / 1000)).toLocaleString('en-US')} rows/s`;
    // A month first, then the year: bounded memory is the same peak for ten times the rows.
    for (const [label, daysBack] of [
      ['4 weeks', 27],
      ['the whole year', LARGE.daysBack + 7],
    ] as const) {
      const dates = {
        fromDate: queryDate(addDays(today, -daysBack), '00:00:00'),
        toDate: queryDate(addDays(today, LARGE.daysAhead + 7), '23:59:59'),
      };
      const copyUrl = postgresUrlOf(target);
      const copySelect = copyUrl
        ? inlined(
            timecardCsvQuery(db, {
              scope: 'all',
              range: parseDateRange(dates),
              search: [],
              timeZone: config.timeZone,
            })
              .clearSelect()
              .select(TIMECARD_CSV_COLUMNS.map((c, i) => sql`${c.sql}`.as(`c${i}`)))
              .orderBy('t.id')
              .compile(),
          )
        : undefined;
      const copyBefore = copyUrl && copySelect ? await copyCsv(copyUrl, copySelect) : undefined;
      const startRss = process.memoryUsage().rss;
      const { rows, ms, peakRss } = await stream(
        `${baseUrl}${ApiPaths.currentView.timecards}?${new URLSearchParams(dates)}`,
        token,
      );
      const copyAfter = copyUrl && copySelect ? await copyCsv(copyUrl, copySelect) : undefined;
      console.log(
        `    timecard CSV, ${label}: ${rows.toLocaleString('en-US')} rows in ${(ms / 1000).toFixed(2)} s = ${rate(rows, ms)}`,
      );
      if (copyBefore && copyAfter) {
        const copyMs = (copyBefore.ms + copyAfter.ms) / 2;
        if (copyBefore.rows !== rows || copyAfter.rows !== rows)
          console.log(`      (COPY gave ${copyBefore.rows} and ${copyAfter.rows} lines: not the same rows)`);
        const times = ms / copyMs;
        console.log(
          `      COPY of the same rows and columns: ${(copyBefore.ms / 1000).toFixed(2)} s before, ` +
            `${(copyAfter.ms / 1000).toFixed(2)} s after = ${rate(rows, copyMs)}; the download took ` +
            `${times.toFixed(2)}× COPY's time   target ≤ ${TARGET_TIMES_COPY}×  ${times <= TARGET_TIMES_COPY ? 'ok' : 'MISSED'}`,
        );
      }
      const growth = peakRss - startRss;
      console.log(
        `      API process memory while streaming: RSS ${mb(startRss)} at start, peak ${mb(peakRss)} ` +
          `(+${mb(growth)}; a page of rows held at a time, the client keeps none)   target ≤ +${TARGET_RSS_GROWTH_MB} MB  ` +
          `${growth <= TARGET_RSS_GROWTH_MB * 1024 * 1024 ? 'ok' : 'MISSED'}`,
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
