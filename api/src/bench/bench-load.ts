/**
 * Load benchmark: many clients at once on the timecard list, against the API in its own process.
 *
 *   npm run bench:load                         PGlite, then PostgreSQL when one answers
 *   BENCH_LOAD_CLIENTS=50 BENCH_LOAD_SECONDS=30 (defaults shown)
 *   DATABASE_URL=postgres://…                  the PostgreSQL to use (default: 127.0.0.1:5432/test)
 *   BENCH_ONLY=pglite or postgres              one database only
 *
 * Each client signs in (a session of its own), then calls the list (4 weeks, page of 100 with its
 * exact total) on one kept-alive connection, again as soon as the answer is in, until the time is
 * up. Runs on the large seed when there is one (`npm run seed:large`: ./data-large, or the
 * PostgreSQL database holding its bench user), otherwise on the demo data in a temporary folder or
 * database, and says which. Loopback only. A script that prints figures, not a timed test.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ApiPaths, type Envelope, type LoginResult } from '@tac/contracts';
import { addDays, todayIn } from '@tac/contracts/calendar';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { post } from '../ops/cluster/load.ts';
import { DEMO_PASSWORD } from '../seed/demo-data.ts';
import { type ApiProcess, startApiProcess } from '../testing/api-process.ts';
import { benchEachDatabase } from './bench-targets.ts';
import { BENCH_PASSWORD, BENCH_USER, largeDatabaseTarget } from './seed-large.ts';

const CLIENTS = Number(process.env.BENCH_LOAD_CLIENTS || 50);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS || 30);
const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

/** The targets: PostgreSQL ≥ 500 req/s at p95 ≤ 200 ms; PGlite p95 ≤ 300 ms, no call over 1 s. */
const TARGETS = {
  PGlite: { minRate: 0, maxP95: 300, maxCall: 1000 },
  PostgreSQL: { minRate: 500, maxP95: 200, maxCall: Number.POSITIVE_INFINITY },
} as const;

type Engine = keyof typeof TARGETS;

interface LoadTarget {
  engine: Engine;
  /** Where the API's data comes from, as printed. */
  data: string;
  env: NodeJS.ProcessEnv;
  userName: string;
  password: string;
  cleanup(): Promise<void>;
}

async function pgliteTarget(): Promise<LoadTarget> {
  const large = largeDatabaseTarget({ TAC_DATA_DIR: process.env.TAC_DATA_DIR });
  if (large.kind === 'pglite' && existsSync(path.join(large.dataDir, 'PG_VERSION'))) {
    return {
      engine: 'PGlite',
      data: `the large seed in ${large.dataDir}`,
      env: { TAC_DATA_DIR: large.dataDir, TAC_DEMO: '0', DATABASE_URL: '' },
      userName: BENCH_USER,
      password: BENCH_PASSWORD,
      cleanup: async () => {},
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tac-bench-load-'));
  return {
    engine: 'PGlite',
    data: 'the demo data (no ./data-large: `npm run seed:large` makes the 1M-timecard set)',
    env: { TAC_DATA_DIR: dir, TAC_DEMO: '1', DATABASE_URL: '' },
    userName: 'admin@demo.local',
    password: DEMO_PASSWORD,
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The PostgreSQL of DATABASE_URL (or the tests' one) when it answers; its large seed when it holds one. */
async function postgresTarget(): Promise<LoadTarget | string> {
  const url = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
    ? (process.env.DATABASE_URL as string)
    : DEFAULT_POSTGRES;
  const shown = url.replace(/:[^:@/]*@/, ':***@');
  try {
    await query(url, 'select 1');
  } catch (error) {
    return `PostgreSQL skipped: ${shown} does not answer (${(error as Error).message})`;
  }
  const seeded = await query(url, 'select 1 from app_user where user_name = $1', [BENCH_USER]).catch(
    () => [],
  );
  if (seeded.length > 0) {
    return {
      engine: 'PostgreSQL',
      data: `the large seed in ${shown}`,
      env: { DATABASE_URL: url, TAC_DEMO: '0' },
      userName: BENCH_USER,
      password: BENCH_PASSWORD,
      cleanup: async () => {},
    };
  }
  const name = `tac_bench_load_${process.pid}`;
  await query(url, `create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    engine: 'PostgreSQL',
    data: `the demo data in a new database ${name} on ${new URL(url).host} (dropped afterwards)`,
    env: { DATABASE_URL: own.toString(), TAC_DEMO: '1' },
    userName: 'admin@demo.local',
    password: DEMO_PASSWORD,
    cleanup: async () => {
      await query(url, `drop database if exists ${name} with (force)`);
    },
  };
}

async function signIn(baseUrl: string, userName: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}${ApiPaths.account.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: userName, Password: password }),
  });
  const body = (await res.json()) as Envelope<LoginResult>;
  if (!res.ok) throw new Error(`Sign-in of ${userName} failed: ${res.status} ${body.message}`);
  return body.data.token;
}

const queryDate = (day: string, time: string) =>
  `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)} ${time}`;

interface LoadResult {
  /** Milliseconds of every call, answered or failed. */
  ms: number[];
  /** Each client's first call: they start together, the burst that once stalled PGlite. */
  firstMs: number[];
  errors: number;
  firstError?: string;
  seconds: number;
}

async function runLoad(api: ApiProcess, target: LoadTarget): Promise<LoadResult> {
  const today = todayIn(loadConfig().timeZone);
  const from = queryDate(addDays(today, -27), '00:00:00');
  const url = `${api.baseUrl}${ApiPaths.timecards.list}?fromDate=${encodeURIComponent(from)}&toDate=${encodeURIComponent(queryDate(today, '23:59:59'))}`;
  const payload = JSON.stringify({ SearchText: [], Skip: 0, Take: 100 });
  process.stdout.write(`  ${CLIENTS} sign-ins … `);
  const tokens: string[] = [];
  for (let i = 0; i < CLIENTS; i++) tokens.push(await signIn(api.baseUrl, target.userName, target.password));
  console.log(`load for ${SECONDS} s …`);

  const result: LoadResult = { ms: [], firstMs: [], errors: 0, seconds: 0 };
  const started = performance.now();
  const end = started + SECONDS * 1000;
  await Promise.all(
    tokens.map(async (token) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      let first = true;
      while (performance.now() < end) {
        const t0 = performance.now();
        const status = await post(agent, url, token, payload).catch((error: Error) => error.message);
        const ms = performance.now() - t0;
        result.ms.push(ms);
        if (first) result.firstMs.push(ms);
        first = false;
        if (status !== 200) {
          result.errors++;
          result.firstError ??= String(status);
        }
      }
      agent.destroy();
    }),
  );
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

function report(target: LoadTarget, r: LoadResult): boolean {
  const sorted = [...r.ms].sort((a, b) => a - b);
  const rate = r.ms.length / r.seconds;
  const p95 = quantile(sorted, 0.95);
  const max = sorted.at(-1) ?? 0;
  const overSecond = sorted.filter((ms) => ms > 1000).length;
  const f = (ms: number) => ms.toFixed(0).padStart(6);
  const goal = TARGETS[target.engine];
  const checks: [string, boolean][] = [
    [`errors 0`, r.errors === 0],
    [`p95 ≤ ${goal.maxP95} ms`, p95 <= goal.maxP95],
  ];
  if (goal.minRate > 0) checks.push([`≥ ${goal.minRate} req/s`, rate >= goal.minRate]);
  if (Number.isFinite(goal.maxCall)) checks.push([`no call over ${goal.maxCall} ms`, max <= goal.maxCall]);
  console.log(
    `  ${'req/s'.padStart(7)}${'p50'.padStart(6)}${'p95'.padStart(6)}${'p99'.padStart(6)}${'max'.padStart(6)}  calls  >1 s  errors`,
  );
  console.log(
    `  ${rate.toFixed(0).padStart(7)}${f(quantile(sorted, 0.5))}${f(p95)}${f(quantile(sorted, 0.99))}${f(max)}  ${String(r.ms.length).padStart(5)}  ${String(overSecond).padStart(4)}  ${String(r.errors).padStart(6)}   (ms)`,
  );
  const first = [...r.firstMs].sort((a, b) => a - b);
  console.log(
    `  first call of each client, all at once: p50 ${quantile(first, 0.5).toFixed(0)} ms, max ${(first.at(-1) ?? 0).toFixed(0)} ms`,
  );
  if (r.firstError) console.log(`  first error: ${r.firstError}`);
  console.log(`  targets: ${checks.map(([name, met]) => `${name} ${met ? 'ok' : 'MISSED'}`).join(', ')}`);
  return checks.every(([, met]) => met);
}

async function bench(target: LoadTarget): Promise<boolean> {
  console.log(`\n${target.engine}, on ${target.data}`);
  process.stdout.write('  starting the API … ');
  const started = performance.now();
  const api = await startApiProcess(target.env);
  console.log(`listening after ${((performance.now() - started) / 1000).toFixed(1)} s`);
  try {
    return report(target, await runLoad(api, target));
  } finally {
    await api.stop();
  }
}

async function main(): Promise<void> {
  const [load] = os.loadavg();
  console.log(
    `Load benchmark: ${CLIENTS} clients × ${SECONDS} s on the timecard list (4 weeks ending today, page of 100 with its total); ${os.cpus().length} cores, load average ${load?.toFixed(1)} at start; the clients run in this process, the API in its own`,
  );
  await benchEachDatabase(pgliteTarget, postgresTarget, bench);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
