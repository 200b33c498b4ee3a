/**
 * What grows with the data: every list and job of the console timed at 1×, 10× and 100× the data,
 * each in a PostgreSQL database of its own seeded by seed:large at that scale (10,000, 100,000 and
 * 1,000,000 timecard lines with a year of use each; shared/docs/benchmarks.md "bench:scale"). Prints
 * each case's p50 and p95 per scale and its growth factor (p50 at 100× ÷ p50 at 1×: the median, as
 * the tail moves with the machine's other load), and flags a case whose time grows with the data
 * rather than with its page: a list that reads one page stays within a few times its smallest figure
 * while the data grows a hundredfold.
 *
 *   DATABASE_URL=postgres://…/any npm run bench:scale     the server; each scale's database beside it
 *   BENCH_SCALES=0.01,0.1,1           the seed's scale of each column (default: 1×, 10×, 100×)
 *   BENCH_SCALE_DATABASES=a,b,c       their databases (default tac_bench_scale_1x, _10x, _100x); one
 *                                     holding fewer lines than its scale is seeded (--force) first
 *   BENCH_RUNS=100                    timed calls a case, after 20 untimed
 *   BENCH_SCALE_DROP=1                drop the databases when done
 *
 * A script that prints figures, not a timed test. Each job puts back what it changed (the lines it
 * approves go back to Pending, its audit rows are removed), so runs can be repeated.
 */
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  ApiPaths,
  ButtonClaim,
  TimecardSearchField as F,
  PageClaim,
  type SearchTextEntry,
} from '@tac/contracts';
import { addDays, systemTimeZone, todayIn } from '@tac/contracts/calendar';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { inScope } from '../auth/division-scope.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import type { App } from '../http/app-type.ts';
import { benchClient, listenLocally, signInBenchUser } from './bench-client.ts';
import { percentile, WARMUP } from './measure.ts';
import { BENCH_USER, benchUser, largeSizes, seedLarge } from './seed-large.ts';
import { decidedBefore } from './seed-large-history.ts';

const SCALES = (process.env.BENCH_SCALES ?? '0.01,0.1,1').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS || 100);
const JOB_RUNS = 5;
/** The lines the approval job decides at every scale (what the smallest seed holds pending in scope). */
const JOB_LINES = 200;
/** Growth of a case's p50 from the smallest to the largest data past which it is flagged. */
const FLAG_GROWTH = 3;

const queryDate = (day: string, time: string) =>
  `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)} ${time}`;
const rangeQuery = (from: string, to: string) =>
  `?fromDate=${encodeURIComponent(queryDate(from, '00:00:00'))}&toDate=${encodeURIComponent(queryDate(to, '23:59:59'))}`;

interface Case {
  name: string;
  /** Calls before the timed ones; a job, which writes, warms once. */
  warmup?: number;
  /** One call; `i` counts the calls. */
  call: (i: number) => Promise<unknown>;
  runs?: number;
  /** A job's input in lines: its figures are given per 1,000 lines, so scales compare. */
  lines?: number;
}

/** The database named `name` on the server of `base` (a postgres:// URL). */
function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function ensureDatabase(base: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
}

async function dropDatabase(base: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name.replaceAll('"', '')}" with (force)`);
  } finally {
    await client.end();
  }
}

/** Seeds the database at `scale` unless it already holds that many lines. */
async function prepare(url: string, scale: number, today: string): Promise<void> {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from timecard`
      .execute(database.db)
      .catch(() => ({ rows: [{ n: 0 }] }));
    const have = rows[0]?.n ?? 0;
    const want = largeSizes(scale).timecards;
    if (have === want) {
      console.log(`  ${want.toLocaleString('en-US')} lines already seeded`);
      return;
    }
    console.log(`  seeding ${want.toLocaleString('en-US')} lines (scale ${scale}):`);
    await seedLarge(database, { force: true, today, scale });
  } finally {
    await database.db.destroy();
  }
}

/** The cases on one app: the lists first, then the jobs (which put back what they change). */
async function cases(app: App, baseUrl: string, token: string, today: string): Promise<Case[]> {
  const { db } = app.database;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const { get, post } = benchClient(baseUrl, token, agent);
  const user = await benchUser(db);
  const { scope } = user;
  const divisionIds = scope === 'all' ? [] : scope;
  const schedule = await db.selectFrom('report_schedule').select('id').orderBy('id').executeTakeFirst();
  const fourWeeks = rangeQuery(addDays(today, -27), today);
  const year = rangeQuery(addDays(today, -364), today);
  const page = { SearchText: [] as SearchTextEntry[], Skip: 0, Take: 100 };
  const searched: SearchTextEntry[] = [
    { FieldName: F.Employee, Value: 'ar' },
    { FieldName: F.ProjectNumber, Value: '5' },
    { FieldName: F.Attestation, Value: 'Approved None' },
  ];
  const blocking: SearchTextEntry[] = [
    { FieldName: F.ApprovalState, Value: 'Pending' },
    { FieldName: F.Exceptions, Value: 'Blocking' },
  ];
  const decided = decidedBefore(today);
  const lastWeek = addDays(today, 7);

  // The approval job's filter: the first pending days in scope holding JOB_LINES lines.
  const { rows: days } = await sql<{ day: string; n: number }>`select to_char(t.day, 'YYYY-MM-DD') as day,
      count(*)::int as n from timecard t
    where ${inScope('t.division_id', scope)} and t.approval_state = 'Pending' and t.late_state = ''
      and t.attestation_status <> 'Rejected' and t.day >= ${decided}::date
    group by t.day order by t.day`.execute(db);
  let total = 0;
  let lastDay = days[0]?.day ?? today;
  for (const d of days) {
    total += d.n;
    lastDay = d.day;
    if (total >= JOB_LINES) break;
  }
  const firstDay = days[0]?.day ?? today;
  const approvalFilter = {
    fromDate: queryDate(firstDay, '00:00:00'),
    toDate: queryDate(lastDay, '23:59:59'),
    SearchText: [
      { FieldName: F.ApprovalState, Value: 'Pending' },
      { FieldName: F.Attestation, Value: 'Approved Override None' },
    ],
  };
  const approveAndPutBack = async () => {
    await post(ApiPaths.approval.decide, { filter: approvalFilter, decision: 'Approve' });
    await sql`update timecard t set approval_state = 'Pending', approval_by = null, approval_at = null
      where ${inScope('t.division_id', scope)} and t.approval_by = ${user.id} and t.approval_state = 'Approved'
        and t.day between ${firstDay}::date and ${lastDay}::date
        and t.approval_at > now() - interval '1 hour'`.execute(db);
    await sql`delete from audit_log where user_id = ${user.id} and entity in ('timecard', 'timecard-selection')
      and at > now() - interval '1 hour'`.execute(db);
  };
  const payrollWeek = addDays(decided, -7 * 3);
  const weekEnding = addDays(payrollWeek, (7 - new Date(`${payrollWeek}T00:00:00Z`).getUTCDay()) % 7);
  const { rows: inWeek } = await sql<{ n: number }>`select count(*)::int as n from timecard t
    where ${inScope('t.division_id', scope)} and t.week_ending_date = ${weekEnding}::date`.execute(db);
  const weekLines = Math.max(1, inWeek[0]?.n ?? 0);

  const list = (name: string, call: (i: number) => Promise<unknown>): Case => ({ name, call });
  return [
    list('Pay Periods, 5 weeks', () =>
      get(`${ApiPaths.approval.periods}?fromWeek=${addDays(today, -35)}&toWeek=${lastWeek}`),
    ),
    list('Pay Periods, 52 weeks', () =>
      get(`${ApiPaths.approval.periods}?fromWeek=${addDays(today, -364)}&toWeek=${lastWeek}`),
    ),
    list('Timecards, 4 weeks, page 1', () => post(`${ApiPaths.timecards.list}${fourWeeks}`, page)),
    list('Timecards, 4 weeks, searched', () =>
      post(`${ApiPaths.timecards.list}${fourWeeks}`, { ...page, SearchText: searched }),
    ),
    list('Timecards, 4 weeks, Pending + Blocking', () =>
      post(`${ApiPaths.timecards.list}${fourWeeks}`, { ...page, SearchText: blocking }),
    ),
    list('Timecards, a year, Late list (Held)', () =>
      post(`${ApiPaths.timecards.list}${year}`, {
        ...page,
        SearchText: [{ FieldName: F.Late, Value: 'Held' }],
      }),
    ),
    list('Timecards, a year, Pending', () =>
      post(`${ApiPaths.timecards.list}${year}`, {
        ...page,
        SearchText: [{ FieldName: F.ApprovalState, Value: 'Pending' }],
      }),
    ),
    list('T&M vouchers, 4 weeks, page 1', () =>
      post(`${ApiPaths.vouchers.list}${rangeQuery(addDays(today, -27), today)}`, page),
    ),
    list('Employees, page 1', () => post(ApiPaths.employees.list, { ...page, Status: 'active' })),
    list('Devices, page 1', () => post(ApiPaths.devices.list, { ...page, Status: 'active' })),
    list('Projects, page 1', () => post(ApiPaths.projects.list, { ...page, Status: 'active' })),
    list('Payroll batches, page 1', () => get(`${ApiPaths.payroll.list}?Skip=0&Take=25`)),
    list('Report schedules, page 1', () => post(ApiPaths.reports.list, page)),
    list('Report runs of a schedule, page 1', () =>
      get(`${ApiPaths.reports.runs}?scheduleId=${schedule?.id ?? 1}&Skip=0&Take=25`),
    ),
    list('Audit Log, page 1', () => post(ApiPaths.audit.log, { Skip: 0, Take: 100 })),
    list('Audit Log, page 50', () => post(ApiPaths.audit.log, { Skip: 4901, Take: 5000 })),
    list('Field arrivals since a mark', async () => {
      const mark = JSON.parse(await get(ApiPaths.field.arrivals)) as { data: { asOf: string } };
      return get(`${ApiPaths.field.arrivals}?since=${encodeURIComponent(mark.data.asOf)}`);
    }),
    {
      name: 'Approve a filter (job), per 1,000 lines',
      warmup: 1,
      runs: JOB_RUNS,
      lines: total,
      call: approveAndPutBack,
    },
    {
      name: 'Payroll preview of a week (job), per 1,000 lines',
      warmup: 1,
      lines: weekLines,
      call: () => post(ApiPaths.payroll.preview, { weekEndingDates: [weekEnding], divisionIds }),
    },
  ];
}

interface Figure {
  p50: number;
  p95: number;
}

/** The API on one scale's database, signed in, with its cases. */
async function startScale(url: string, today: string): Promise<{ app: App; cases: Case[] }> {
  const config = {
    ...loadConfig(),
    port: 0,
    host: '127.0.0.1',
    demo: false,
    scheduler: false,
    database: { kind: 'postgres' as const, url },
  };
  const app = await buildApp({ config, logger: false });
  const { db } = app.database;
  // The claims the cases need, on the benchmark user's role (as bench:payroll adds its own).
  for (const claim of [ButtonClaim.PayrollExport, ButtonClaim.TimecardApprove, PageClaim.AuditLog])
    await sql`insert into role_claim (role_id, claim_name)
      select role_id, ${claim} from app_user where user_name = ${BENCH_USER}
      on conflict do nothing`.execute(db);
  const baseUrl = await listenLocally(app);
  const token = await signInBenchUser(baseUrl);
  return { app, cases: await cases(app, baseUrl, token, today) };
}

/**
 * Each case timed at every scale, the scales taking turns call by call (so the machine's other load
 * falls on all alike): the figures (ms, a job's per 1,000 lines) by case, one map a scale.
 */
async function measureInTurns(scales: { cases: Case[] }[]): Promise<Map<string, Figure | string>[]> {
  const results = scales.map(() => new Map<string, Figure | string>());
  const first = scales[0]?.cases ?? [];
  for (const [k, model] of first.entries()) {
    process.stdout.write(`  ${model.name} … `);
    const runs = model.runs ?? RUNS;
    const warmup = model.warmup ?? WARMUP;
    const samples = scales.map(() => [] as number[]);
    const failed = new Map<number, string>();
    for (let i = -warmup; i < runs; i++) {
      for (const [s, scale] of scales.entries()) {
        const c = scale.cases[k];
        if (!c || failed.has(s)) continue;
        const started = performance.now();
        try {
          await c.call(i);
        } catch (error) {
          failed.set(
            s,
            ((error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '').slice(0, 160),
          );
          continue;
        }
        if (i >= 0) samples[s]?.push(((performance.now() - started) * 1000) / (c.lines ?? 1000));
      }
    }
    const said: string[] = [];
    for (const [s, list] of samples.entries()) {
      const map = results[s] as Map<string, Figure | string>;
      const reason = failed.get(s);
      if (reason !== undefined) {
        map.set(model.name, reason);
        said.push(`failed: ${reason}`);
        continue;
      }
      list.sort((a, b) => a - b);
      const figure = { p50: percentile(list, 0.5), p95: percentile(list, 0.95) };
      map.set(model.name, figure);
      said.push(`${figure.p50.toFixed(1)} / ${figure.p95.toFixed(1)}`);
    }
    console.log(said.join('  |  '));
  }
  return results;
}

async function main(): Promise<void> {
  const base = process.env.DATABASE_URL;
  if (!base || !/^postgres(ql)?:\/\//.test(base))
    throw new Error(
      'bench:scale runs on PostgreSQL: set DATABASE_URL=postgres://… (any database of the server)',
    );
  if (SCALES.some((s) => !(s > 0 && s <= 1))) throw new Error('BENCH_SCALES takes numbers in (0, 1]');
  const labels = SCALES.map((s) => `${Math.round(s / (SCALES[0] as number))}×`);
  const names =
    process.env.BENCH_SCALE_DATABASES?.split(',').map((n) => n.trim()) ??
    labels.map((l) => `tac_bench_scale_${l.replace('×', 'x')}`);
  if (names.length !== SCALES.length) throw new Error('BENCH_SCALE_DATABASES names one database a scale');
  const today = todayIn(systemTimeZone());
  console.log(
    `Machine: ${os.cpus().length} cores, load average ${(os.loadavg()[0] ?? 0).toFixed(1)} at start; ${RUNS} calls a list, ${JOB_RUNS} a job`,
  );
  const started: { app: App; cases: Case[] }[] = [];
  let results: Map<string, Figure | string>[] = [];
  try {
    for (const [i, scale] of SCALES.entries()) {
      const name = names[i] as string;
      const url = databaseUrl(base, name);
      console.log(`\n${labels[i]}: ${largeSizes(scale).timecards.toLocaleString('en-US')} lines in ${name}`);
      await ensureDatabase(base, name);
      await prepare(url, scale, today);
      started.push(await startScale(url, today));
    }
    console.log(
      `\nLoad average ${(os.loadavg()[0] ?? 0).toFixed(1)}; p50 / p95 ms at ${labels.join(' | ')} (the scales take turns):`,
    );
    results = await measureInTurns(started);
  } finally {
    for (const { app } of started) await app.close();
  }
  if (process.env.BENCH_SCALE_DROP === '1') for (const name of names) await dropDatabase(base, name);

  const caseNames = [...new Set(results.flatMap((r) => [...r.keys()]))];
  const cell = (v: Figure | string | undefined) =>
    (typeof v === 'object'
      ? `${v.p50.toFixed(1)} / ${v.p95.toFixed(1)}`
      : v === undefined
        ? '—'
        : 'failed'
    ).padStart(15);
  console.log(
    `\np50 / p95 ms by data size (lines: ${SCALES.map((s) => largeSizes(s).timecards.toLocaleString('en-US')).join(' / ')}; a job's per 1,000 lines of its input); growth of the p50`,
  );
  console.log(
    `  ${'case'.padEnd(48)}${labels.map((l) => l.padStart(15)).join('')}${'growth'.padStart(9)}   verdict`,
  );
  let flagged = 0;
  for (const name of caseNames) {
    const values = results.map((r) => r.get(name));
    const [first, last] = [values[0], values.at(-1)];
    const growth =
      typeof first === 'object' && typeof last === 'object' && first.p50 > 0
        ? last.p50 / first.p50
        : undefined;
    const grows = growth !== undefined && growth > FLAG_GROWTH;
    if (grows) flagged++;
    console.log(
      `  ${name.padEnd(48)}${values.map(cell).join('')}${(growth === undefined ? '—' : `×${growth.toFixed(1)}`).padStart(9)}   ${
        growth === undefined ? 'not measured' : grows ? 'GROWS WITH THE DATA' : 'ok (the page)'
      }`,
    );
  }
  console.log(
    flagged === 0
      ? `\nNo case grew more than ×${FLAG_GROWTH} while the data grew ×${labels.at(-1)?.replace('×', '')}.`
      : `\n${flagged} case(s) grew more than ×${FLAG_GROWTH} with the data (above).`,
  );
  process.exitCode = flagged === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
