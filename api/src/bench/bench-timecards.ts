/**
 * Timecard list benchmark on the large data set (run `npm run seed:large` first).
 *
 *   npm run bench:timecards                    PGlite in ./data-large (TAC_DATA_DIR to change)
 *   DATABASE_URL=postgres://… npm run bench:timecards
 *   BENCH_RUNS=1000 BENCH_WARMUP=30 …          runs per case (defaults shown)
 *   BENCH_SECTIONS=browser …                   only the sections whose name holds one of these words
 *
 * Prints p50/p95/p99 of the list call through HTTP (page of 100 with the exact total) for a user who
 * sees 5 of 20 divisions, the same queries run directly on the database (so the API's own cost shows
 * as a ratio), and the first list call after a fresh start, each beside its target. A script that
 * prints figures, not a timed test.
 *
 * Sections run in order and share a context; to add one (e.g. a browser measure: debounce → 100
 * rows rendered), push a `Section` onto SECTIONS (or export one from another file and add it here)
 * and report figures with `ctx.report(...)`.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ApiPaths, type Envelope, type SearchTextEntry, TimecardSearchField } from '@tac/contracts';
import { addDays, todayIn } from '@tac/contracts/calendar';
import { buildApp } from '../app.ts';
import { loadConfig, REPO_ROOT } from '../config.ts';
import type { Db } from '../db/database.ts';
import { pageRange } from '../http/paging.ts';
import { listTimecards } from '../modules/timecards/list-query.ts';
import type { ListInput } from '../modules/timecards/list-search.ts';
import { jsonPost } from '../ops/cluster/load.ts';
import { freePort } from '../testing/api-process.ts';
import { signInBenchUser } from './bench-client.ts';
import { browserList } from './browser-timecards.ts';
import { benchUser, largeDatabaseTarget } from './seed-large.ts';

// A p95 of 200 runs is their 10 slowest: the same ratio went 1.08–1.56 from one run to the next.
const RUNS = Number(process.env.BENCH_RUNS || 1000);
const WARMUP = Number(process.env.BENCH_WARMUP || 30);

export interface Figure {
  section: string;
  name: string;
  /** milliseconds, or a ratio when unit is '×' */
  p50?: number;
  p95?: number;
  p99?: number;
  value?: number;
  unit: 'ms' | '×';
  target?: { max: number; on: 'p95' | 'value' };
}

export interface BenchContext {
  target: ReturnType<typeof largeDatabaseTarget>;
  kind: 'pglite' | 'postgres';
  today: string;
  /** Filled by the in-process section: the API's base URL, a token and the database. */
  baseUrl?: string;
  token?: string;
  db?: Db;
  figures: Figure[];
  report(figure: Figure): void;
}

export interface Section {
  name: string;
  run(ctx: BenchContext): Promise<void>;
}

export function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

interface Samples {
  ms: number[];
  /** Process CPU time per run (server, client and PGlite share this process). */
  cpu: number;
}

/** One turn of the event loop, with the tasks V8 left for it. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Wall-clock samples of two ways to do the same work, run alternately after a warm-up of both: a
 * burst of load on the machine then falls on both alike, and the ratio of the two compares like
 * with like. Each sample ends after one more turn of the event loop, so that what a call leaves
 * for it is counted against that call: V8 runs the young-generation collection a call's garbage
 * made due as a task at the next turn, and the direct query on PGlite, which never yields to the
 * loop, otherwise left every one of its collections to the HTTP call after it.
 */
async function measurePair(
  first: () => Promise<unknown>,
  second: () => Promise<unknown>,
): Promise<[Samples, Samples]> {
  for (let i = 0; i < WARMUP; i++) {
    await first();
    await second();
  }
  const pair: [Samples, Samples] = [
    { ms: [], cpu: 0 },
    { ms: [], cpu: 0 },
  ];
  for (let i = 0; i < RUNS; i++) {
    for (const [k, work] of [first, second].entries()) {
      const samples = pair[k] as Samples;
      const cpuStart = process.cpuUsage();
      const started = performance.now();
      await work();
      await nextTurn();
      samples.ms.push(performance.now() - started);
      const cpu = process.cpuUsage(cpuStart);
      samples.cpu += (cpu.user + cpu.system) / 1000 / RUNS;
    }
  }
  return pair;
}

const queryDate = (day: string, time: string) =>
  `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)} ${time}`;

/** The cases: a 4-week range ending today; page 1; page 50; two column searches and the attestation filter. */
function cases(today: string) {
  const from = addDays(today, -27);
  const query = `?fromDate=${encodeURIComponent(queryDate(from, '00:00:00'))}&toDate=${encodeURIComponent(queryDate(today, '23:59:59'))}`;
  const searched: SearchTextEntry[] = [
    { FieldName: TimecardSearchField.Employee, Value: 'ar' },
    { FieldName: TimecardSearchField.ProjectNumber, Value: '5' },
    { FieldName: TimecardSearchField.Attestation, Value: 'Approved None' },
  ];
  return {
    range: { from, to: today },
    query,
    list: [
      { name: '4 weeks, 5 of 20 divisions, page 1', body: { SearchText: [], Skip: 0, Take: 100 } },
      { name: '4 weeks, 5 of 20 divisions, page 50', body: { SearchText: [], Skip: 4901, Take: 5000 } },
      {
        name: '… + employee, project search + attestation',
        body: { SearchText: searched, Skip: 0, Take: 100 },
      },
      {
        // The approval screen's filters (shared/docs/approval.md): what blocks the weeks' close.
        name: '… + approval state, Exceptions: Blocking',
        body: {
          SearchText: [
            { FieldName: TimecardSearchField.ApprovalState, Value: 'Pending' },
            { FieldName: TimecardSearchField.Exceptions, Value: 'Blocking' },
          ],
          Skip: 0,
          Take: 100,
        },
      },
    ],
  };
}

/**
 * The list call's client: node:http on one kept-alive connection, as a browser keeps one. It runs in
 * the process the in-process API runs in, so its own cost counts against the API's: fetch (undici)
 * added a cost of its own to each call there. A call ends with the last byte of a 200 answer; the body is joined
 * and parsed only where its content is read (listEnvelope), as the direct query's JSON text is not
 * parsed either: joining and parsing a page is the client's work, not the API's.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function listCall(baseUrl: string, token: string, query: string, body: unknown): Promise<Buffer[]> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${ApiPaths.timecards.list}${query}`,
      jsonPost(agent, token, payload),
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          if (response.statusCode === 200) resolve(chunks);
          else
            reject(
              new Error(`List failed: ${response.statusCode} ${Buffer.concat(chunks).toString('utf8')}`),
            );
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** The list call's answer, read. */
async function listEnvelope(...args: Parameters<typeof listCall>): Promise<Envelope<unknown[]>> {
  return JSON.parse(Buffer.concat(await listCall(...args)).toString('utf8')) as Envelope<unknown[]>;
}

/** Starts the API as a child process, signs in, and times the first list call it answers. */
const freshStart: Section = {
  name: 'fresh start (child process)',
  async run(ctx) {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      TAC_DEMO: '',
      TAC_LOG_LEVEL: 'warn',
      // As `npm start` runs it (shared/build/bin/start.mjs).
      NODE_ENV: 'production',
    };
    if (ctx.target.kind === 'pglite') env.TAC_DATA_DIR = ctx.target.dataDir;
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(REPO_ROOT, 'api'),
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      await new Promise<void>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('listening on')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`API exited (${code}) before listening:\n${out}`)));
      });
      const ready = performance.now() - started;
      const baseUrl = `http://127.0.0.1:${port}`;
      const token = await signInBenchUser(baseUrl);
      const { query, list } = cases(ctx.today);
      const first = list[0] as (typeof list)[number];
      const t0 = performance.now();
      await listCall(baseUrl, token, query, first.body);
      const firstCall = performance.now() - t0;
      const t1 = performance.now();
      await listCall(baseUrl, token, query, first.body);
      const secondCall = performance.now() - t1;
      ctx.report({ section: this.name, name: 'start → listening', value: ready, unit: 'ms' });
      ctx.report({
        section: this.name,
        name: 'first list call after start',
        value: firstCall,
        unit: 'ms',
        target: { max: 250, on: 'value' },
      });
      ctx.report({ section: this.name, name: 'second list call', value: secondCall, unit: 'ms' });
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  },
};

/** The list call through HTTP, warm, and the same queries directly on the database. */
const warmList: Section = {
  name: 'warm list (in-process API through HTTP)',
  async run(ctx) {
    const config = { ...loadConfig(), port: 0, host: '127.0.0.1', demo: false, database: ctx.target };
    const app = await buildApp({ config, logger: false });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      const baseUrl = `http://127.0.0.1:${port}`;
      const token = await signInBenchUser(baseUrl);
      const db = app.database.db;
      Object.assign(ctx, { baseUrl, token, db });
      const { scope } = await benchUser(db);
      const { query, list, range } = cases(ctx.today);
      const target = ctx.kind === 'postgres' ? 15 : 20;
      for (const c of list) {
        const sample = await listEnvelope(baseUrl, token, query, c.body);
        const input: ListInput = {
          scope,
          range,
          search: c.body.SearchText,
          page: pageRange(c.body.Skip, c.body.Take),
          timeZone: config.timeZone,
        };
        const [httpSamples, directSamples] = await measurePair(
          () => listCall(baseUrl, token, query, c.body),
          () => listTimecards(db, input),
        );
        const http = percentiles(httpSamples.ms);
        const direct = percentiles(directSamples.ms);
        const label = `${c.name} (${sample.data.length} rows of ${sample.totalCount.toLocaleString('en-US')})`;
        ctx.report({
          section: this.name,
          name: `HTTP   ${label}`,
          ...http,
          unit: 'ms',
          target: { max: target, on: 'p95' },
        });
        ctx.report({ section: this.name, name: `direct ${label}`, ...direct, unit: 'ms' });
        if (ctx.kind === 'pglite') {
          // PGlite runs inside this process: CPU per call shows the work apart from other load on the machine.
          ctx.report({
            section: this.name,
            name: `  CPU per call, HTTP   ${c.name}`,
            value: httpSamples.cpu,
            unit: 'ms',
          });
          ctx.report({
            section: this.name,
            name: `  CPU per call, direct ${c.name}`,
            value: directSamples.cpu,
            unit: 'ms',
          });
        }
        ctx.report({
          section: this.name,
          name: `API / direct p95   ${c.name}`,
          value: http.p95 / direct.p95,
          unit: '×',
          target: { max: 1.5, on: 'value' },
        });
      }
    } finally {
      await app.close();
    }
  },
};

/** Sections in run order; the fresh start runs first (PGlite allows one process on a data folder). */
export const SECTIONS: Section[] = [freshStart, warmList, browserList];

function printFigures(figures: Figure[]): void {
  const num = (v: number | undefined, unit: string) =>
    v === undefined ? '' : `${v.toFixed(unit === '×' ? 2 : 1)}`;
  let section = '';
  const width = Math.max(...figures.map((f) => f.name.length)) + 2;
  for (const f of figures) {
    if (f.section !== section) {
      section = f.section;
      console.log(`\n${section}`);
      console.log(
        `  ${'case'.padEnd(width)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}${'value'.padStart(8)}   target`,
      );
    }
    const measured = f.target ? (f.target.on === 'p95' ? f.p95 : f.value) : undefined;
    const verdict = f.target && measured !== undefined ? (measured <= f.target.max ? 'ok' : 'MISSED') : '';
    const target = f.target
      ? `${f.target.on} ≤ ${f.target.max}${f.unit === '×' ? '×' : ' ms'}  ${verdict}`
      : '';
    console.log(
      `  ${f.name.padEnd(width)}${num(f.p50, f.unit).padStart(8)}${num(f.p95, f.unit).padStart(8)}${num(f.p99, f.unit).padStart(8)}${num(f.value, f.unit).padStart(8)}   ${target}`,
    );
  }
}

async function main(): Promise<void> {
  const target = largeDatabaseTarget();
  const ctx: BenchContext = {
    target,
    kind: target.kind === 'postgres' ? 'postgres' : 'pglite',
    today: todayIn(loadConfig().timeZone),
    figures: [],
    report(figure) {
      this.figures.push(figure);
    },
  };
  const load = (await import('node:os')).loadavg()[0] ?? 0;
  console.log(
    `Machine: ${(await import('node:os')).cpus().length} cores, load average ${load.toFixed(1)} at start`,
  );
  console.log(
    `Timecard list benchmark on ${ctx.kind} (${target.kind === 'postgres' ? target.url.replace(/:[^:@/]*@/, ':***@') : target.dataDir}), ${RUNS} runs after ${WARMUP} warm-up, times in ms`,
  );
  const only = (process.env.BENCH_SECTIONS ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  const chosen = SECTIONS.filter(
    (s) => only.length === 0 || only.some((word) => s.name.toLowerCase().includes(word)),
  );
  if (chosen.length === 0)
    throw new Error(
      `BENCH_SECTIONS '${only.join(' ')}' names none of: ${SECTIONS.map((s) => s.name).join('; ')}`,
    );
  for (const section of chosen) {
    process.stdout.write(`  running: ${section.name} …\n`);
    await section.run(ctx);
  }
  printFigures(ctx.figures);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
