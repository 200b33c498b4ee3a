import http from 'node:http';
import os from 'node:os';
import { ApiPaths, type Envelope, type LoginResult } from '@tac/contracts';
import { sql } from 'kysely';
import { buildApp } from '../app.ts';
import { type ApiConfig, type DatabaseTarget, loadConfig } from '../config.ts';
import type { App } from '../http/app-type.ts';
import { BENCH_PASSWORD, BENCH_USER, largeDatabaseTarget } from './seed-large.ts';

/**
 * The HTTP benchmarks' client: node:http on kept-alive connections, as a browser keeps them. It runs
 * in the process the in-process API runs in, where fetch (undici) added a cost of its own to each call. A
 * call ends with the last byte of a 200 answer, which it gives as text; any other status rejects.
 */
export function benchClient(baseUrl: string, token: string, agent: http.Agent) {
  const call = (method: 'GET' | 'POST', path: string, body?: unknown): Promise<string> => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const request = http.request(
        `${baseUrl}${path}`,
        {
          method,
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            if (response.statusCode === 200) resolve(text);
            else reject(new Error(`${path}: ${response.statusCode} ${text.slice(0, 300)}`));
          });
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body: unknown) => call('POST', path, body),
  };
}

/** Starts `app` on a free local port and gives its address. */
export async function listenLocally(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** Signs the large seed's benchmark user in; gives the token. */
export async function signInBenchUser(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}${ApiPaths.account.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: BENCH_USER, Password: BENCH_PASSWORD }),
  });
  const body = (await res.json()) as Envelope<LoginResult>;
  if (!res.ok)
    throw new Error(
      `Sign-in of ${BENCH_USER} failed (${res.status} ${body.message}); run npm run seed:large`,
    );
  return body.data.token;
}

/** A database as the benchmarks print it, without the password. */
export function targetLabel(target: DatabaseTarget): string {
  if (target.kind === 'postgres') return `PostgreSQL (${target.url.replace(/:[^:@/]*@/, ':***@')})`;
  return target.kind === 'pglite' ? `PGlite (${target.dataDir})` : 'PGlite (in memory)';
}

/**
 * Runs a benchmark on each large database asked for: PGlite's data-large, and PostgreSQL when
 * DATABASE_URL names one (BENCH_ONLY=pglite or postgres for one), printing the machine's load first
 * and a target's reason to skip (a string answer) under its name.
 */
export async function onLargeTargets(
  title: string,
  bench: (target: DatabaseTarget) => Promise<string | undefined>,
): Promise<void> {
  console.log(
    `Machine: ${os.cpus().length} cores, load average ${(os.loadavg()[0] ?? 0).toFixed(1)} at start`,
  );
  console.log(title);
  const only = process.env.BENCH_ONLY ?? '';
  const targets = [largeDatabaseTarget({ ...process.env, DATABASE_URL: '' })];
  if (process.env.DATABASE_URL) targets.push(largeDatabaseTarget(process.env));
  for (const target of targets.filter((t) => only === '' || t.kind === only)) {
    console.log(`\n  ${targetLabel(target)}`);
    const skipped = await bench(target);
    if (skipped) console.log(`    skipped: ${skipped}`);
  }
}

/** One case's figures: p50 and p95 per call (ms), the CPU it took when measured, and its p95 target (none: only reported). */
export interface Figure {
  name: string;
  p50: number;
  p95: number;
  cpu?: number;
  target?: number;
}

/** Prints a target's figures as a table, each against its target; gives how many missed it. */
function printFigures(figures: readonly Figure[]): number {
  const width = Math.max(...figures.map((f) => f.name.length)) + 2;
  const withCpu = figures.some((f) => f.cpu !== undefined);
  const cpuColumn = (text: string) => (withCpu ? text.padStart(8) : '');
  console.log(
    `    ${'case'.padEnd(width)}${'p50'.padStart(8)}${'p95'.padStart(8)}${cpuColumn('CPU')}   target`,
  );
  let missed = 0;
  for (const f of figures) {
    const met = f.target === undefined || f.p95 <= f.target;
    if (!met) missed++;
    const goal = f.target === undefined ? '(reported)' : `p95 ≤ ${f.target} ms  ${met ? 'ok' : 'MISSED'}`;
    console.log(
      `    ${f.name.padEnd(width)}${f.p50.toFixed(1).padStart(8)}${f.p95.toFixed(1).padStart(8)}${cpuColumn(f.cpu?.toFixed(1) ?? '')}   ${goal}`,
    );
  }
  return missed;
}

/**
 * A benchmark of call figures, from start to exit: `bench` on each large database (onLargeTargets),
 * its figures printed against their targets and the misses counted at the end. A database that
 * cannot be opened (PGlite's folder held by another process) is reported, not fatal.
 */
export function runFigureBench(title: string, bench: (target: DatabaseTarget) => Promise<Figure[] | string>) {
  let missed = 0;
  onLargeTargets(title, async (target) => {
    const result = await bench(target).catch((error: unknown) =>
      error instanceof Error ? error.message : String(error),
    );
    if (typeof result === 'string') return result;
    missed += printFigures(result);
    return undefined;
  })
    .then(() => {
      if (missed > 0) console.log(`\n  ${missed} figure(s) missed their target.`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

/**
 * The API on a large database, for one benchmark: `work` gets the app and its database when the
 * seed holds at least `minTimecards`, else the reason to skip; the app is closed afterwards.
 */
export async function withLargeApp(
  target: DatabaseTarget,
  minTimecards: number,
  work: (app: App, config: ApiConfig) => Promise<string | undefined>,
): Promise<string | undefined> {
  const config = { ...loadConfig(), port: 0, host: '127.0.0.1', demo: false, database: target };
  const app: App = await buildApp({ config, logger: false });
  try {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from timecard`.execute(
      app.database.db,
    );
    const timecards = rows[0]?.n ?? 0;
    if (timecards < minTimecards) return `${timecards} timecards here: run npm run seed:large`;
    return await work(app, config);
  } finally {
    await app.close();
  }
}
