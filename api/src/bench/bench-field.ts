/**
 * Field sync benchmark (shared/docs/field-sync.md "Speed"): many simulated devices pushing timecard
 * lines at once, and the console's timecard list measured before and during the sync.
 *
 *   npm run bench:field                       PGlite, then PostgreSQL when one answers
 *   BENCH_FIELD_DEVICES=200 BENCH_FIELD_SECONDS=30 (defaults shown)
 *   BENCH_FIELD_RATE=<lines a minute>        default: 10% over the engine's target
 *   DATABASE_URL=postgres://…                 the PostgreSQL to use (default: 127.0.0.1:5432/test)
 *   BENCH_ONLY=pglite or postgres             one database only
 *   BENCH_PORT=<port>                         the API's port (default: any free one)
 *
 * The demo data is seeded by a first start of the API; devices beyond the demo's are added beside
 * them with the same assignments, then the API starts again in its own process and every device is
 * enrolled through it. Each device then pushes 50-line batches at its share of the rate until the
 * time is up, while one console client reads the timecard list. Loopback only. Prints figures beside the
 * targets; not a timed test.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ApiPaths } from '@tac/contracts';
import { addDays, todayIn } from '@tac/contracts/calendar';
import pg from 'pg';
import type { DatabaseTarget } from '../config.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { DeviceClient, enrol, PATIENCE, signIn } from '../field-sim/device-client.ts';
import { applyPull, emptyState } from '../field-sim/foreman.ts';
import { DEMO_PASSWORD } from '../seed/demo-data.ts';
import { startApiProcess } from '../testing/api-process.ts';
import { benchEachDatabase } from './bench-targets.ts';
import { percentile } from './measure.ts';

const DEVICES = Number(process.env.BENCH_FIELD_DEVICES || 200);
const SECONDS = Number(process.env.BENCH_FIELD_SECONDS || 30);
const LINES = 50;
const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

/** The targets of the issue: lines accepted a minute, p95 of a 50-line batch, the list's p95 kept. */
const TARGETS = {
  PGlite: { linesPerMinute: 5_000, batchP95: Number.POSITIVE_INFINITY },
  PostgreSQL: { linesPerMinute: 20_000, batchP95: 150 },
} as const;
type Engine = keyof typeof TARGETS;
/**
 * The lines a minute the devices push together: the engine's target unless BENCH_FIELD_RATE says
 * otherwise (a high figure pushes flat out). Paced, so the list is measured beside the sync the
 * target asks for, not beside a flood.
 */
const pushRate = (engine: Engine) =>
  Number(process.env.BENCH_FIELD_RATE || TARGETS[engine].linesPerMinute * 1.1);

/** "Keeps its p95": the list's p95 during the sync within this factor of the p95 before it. */
const LIST_SLOWDOWN = 1.5;

interface Target {
  engine: Engine;
  database: DatabaseTarget;
  env: NodeJS.ProcessEnv;
  cleanup(): Promise<void>;
}

async function pgQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function pgliteTarget(): Promise<Target> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tac-bench-field-'));
  return {
    engine: 'PGlite',
    database: { kind: 'pglite', dataDir: dir },
    env: { TAC_DATA_DIR: dir, TAC_DEMO: '1', DATABASE_URL: '', PORT: process.env.BENCH_PORT },
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

async function postgresTarget(): Promise<Target | string> {
  const url = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
    ? (process.env.DATABASE_URL as string)
    : DEFAULT_POSTGRES;
  try {
    await pgQuery(url, 'select 1');
  } catch (error) {
    return `PostgreSQL skipped: it does not answer (${(error as Error).message})`;
  }
  const name = `tac_bench_field_${process.pid}`;
  await pgQuery(url, `create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    engine: 'PostgreSQL',
    database: { kind: 'postgres', url: own.toString() },
    env: { DATABASE_URL: own.toString(), TAC_DEMO: '1', PORT: process.env.BENCH_PORT },
    cleanup: () => pgQuery(url, `drop database if exists ${name} with (force)`),
  };
}

/** Devices beyond the demo's, each with the assignments and flags of a demo device. */
async function addDevices(database: DatabaseTarget, wanted: number): Promise<void> {
  const { db } = await openDatabase(database);
  try {
    const existing = await db
      .selectFrom('device')
      .select(['id', 'division_id'])
      .where('is_active', '=', true)
      .orderBy('id')
      .execute();
    for (let i = existing.length; i < wanted; i++) {
      const model = existing[i % existing.length] as { id: number; division_id: number };
      const { id } = await db
        .insertInto('device')
        .values({
          name: `BENCH-${String(i + 1).padStart(4, '0')}`,
          division_id: model.division_id,
          allow_attestation: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('device_employee')
        .columns(['device_id', 'employee_id'])
        .expression(
          db
            .selectFrom('device_employee')
            .select([(eb) => eb.val(id).as('device_id'), 'employee_id'])
            .where('device_id', '=', model.id),
        )
        .execute();
      await db
        .insertInto('device_project')
        .columns(['device_id', 'project_id'])
        .expression(
          db
            .selectFrom('device_project')
            .select([(eb) => eb.val(id).as('device_id'), 'project_id'])
            .where('device_id', '=', model.id),
        )
        .execute();
    }
    await db.updateTable('device').set({ allow_attestation: true }).execute();
  } finally {
    await db.destroy();
  }
}

/** A batch of 50 lines for a device's crew on the days before today (25 members × REG and OT, or as many as it has). */
function batchFor(state: ReturnType<typeof emptyState>, day: string, recordBase: number) {
  const crew = [...state.employees.values()];
  const project = [...state.projects.values()][0];
  if (!project || crew.length === 0) return [];
  const items = [];
  for (let k = 0; k < LINES; k++) {
    const member = crew[Math.floor(k / 2) % crew.length] as { id: number };
    items.push({
      clientId: randomUUID(),
      kind: 'timecard',
      timeRecordId: recordBase + Math.floor(k / 2),
      employeeId: member.id,
      projectId: project.id,
      day,
      hoursType: k % 2 === 0 ? 'REG' : 'OT',
      hours: k % 2 === 0 ? 8 : 1.5,
      startTime: '06:30',
      lunchStartTime: '11:00',
      lunchEndTime: '11:30',
      endTime: '16:30',
      attestation: { status: 'Approved', language: 'en', reasons: [] },
    });
  }
  return items;
}

async function listTimings(baseUrl: string, token: string, until: () => boolean): Promise<number[]> {
  const today = todayIn(loadConfig().timeZone);
  const d = (day: string, time: string) =>
    `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)} ${time}`;
  const url = `${baseUrl}${ApiPaths.timecards.list}?fromDate=${encodeURIComponent(d(addDays(today, -27), '00:00:00'))}&toDate=${encodeURIComponent(d(today, '23:59:59'))}`;
  const ms: number[] = [];
  while (!until()) {
    const t0 = performance.now();
    const res = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ SearchText: [], Skip: 0, Take: 100 }),
    });
    await res.arrayBuffer();
    ms.push(performance.now() - t0);
  }
  return ms;
}

async function bench(target: Target): Promise<boolean> {
  console.log(`\n${target.engine}`);
  process.stdout.write('  seeding the demo data … ');
  const first = await startApiProcess(target.env);
  await first.stop();
  await addDevices(target.database, DEVICES);
  const api = await startApiProcess(target.env);
  try {
    const admin = await signIn(api.baseUrl, 'admin@demo.local', DEMO_PASSWORD);
    const rows = await fetch(`${api.baseUrl}${ApiPaths.devices.list}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ SearchText: [], Skip: 0, Take: DEVICES, Status: 'active' }),
    }).then((r) => r.json() as Promise<{ data: { deviceID: number }[] }>);
    process.stdout.write(`enrolling ${rows.data.length} devices … `);
    const devices: { client: DeviceClient; state: ReturnType<typeof emptyState> }[] = [];
    for (const row of rows.data) {
      const { token } = await enrol(api.baseUrl, admin, row.deviceID, 'bench-field');
      // No patience: the benchmark counts a 429 itself rather than waiting inside a batch's time.
      const client = new DeviceClient(api.baseUrl, token, 'bench', { ...PATIENCE, attempts: 1 });
      devices.push({ client, state: applyPull(emptyState(), await client.pull()) });
    }
    console.log('measuring the list alone …');
    const aloneUntil = performance.now() + 10_000;
    const alone = (await listTimings(api.baseUrl, admin, () => performance.now() > aloneUntil)).sort(
      (a, b) => a - b,
    );

    const batchMs: number[] = [];
    let accepted = 0;
    let refused = 0;
    let throttled = 0;
    const started = performance.now();
    const end = started + SECONDS * 1000;
    const today = todayIn(loadConfig().timeZone);
    const [during] = await Promise.all([
      listTimings(api.baseUrl, admin, () => performance.now() > end),
      ...devices.map(async ({ client, state }, i) => {
        let n = 0;
        // Paced: device i pushes at its share of the rate, the devices spread over one period.
        const period = (devices.length * LINES * 60_000) / pushRate(target.engine);
        let due = started + (period * i) / devices.length;
        while (performance.now() < end) {
          // Never past the end: a device's next turn may lie beyond it.
          const wait = Math.min(due, end) - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          due += period;
          if (performance.now() >= end) break;
          const items = batchFor(state, addDays(today, -1 - (n % 20)), 1_000_000_000 + i * 100_000 + n * 100);
          if (items.length === 0) return;
          n++;
          const t0 = performance.now();
          const answer = await client.push(items);
          if (answer.status === 429) {
            throttled++;
            await new Promise((resolve) => setTimeout(resolve, 500));
            continue;
          }
          batchMs.push(performance.now() - t0);
          for (const a of answer.items)
            if (a.status === 'accepted') accepted++;
            else refused++;
        }
      }),
    ]);
    const minutes = (performance.now() - started) / 60_000;
    const sorted = batchMs.sort((a, b) => a - b);
    const duringSorted = (during as number[]).sort((a, b) => a - b);
    const rate = accepted / minutes;
    const p95 = percentile(sorted, 0.95);
    const listBefore = percentile(alone, 0.95);
    const listDuring = percentile(duringSorted, 0.95);
    const goal = TARGETS[target.engine];
    const checks: [string, boolean][] = [
      [`≥ ${goal.linesPerMinute.toLocaleString('en')} lines/min`, rate >= goal.linesPerMinute],
      ...(Number.isFinite(goal.batchP95)
        ? [[`batch p95 ≤ ${goal.batchP95} ms`, p95 <= goal.batchP95] as [string, boolean]]
        : []),
      [`list p95 within ×${LIST_SLOWDOWN}`, listDuring <= listBefore * LIST_SLOWDOWN],
      ['nothing refused', refused === 0],
    ];
    console.log(
      `  ${devices.length} devices, ${SECONDS} s: ${accepted.toLocaleString('en')} lines accepted (${rate.toFixed(0)}/min), ${refused} refused, ${throttled} throttled`,
    );
    console.log(
      `  50-line batch: p50 ${percentile(sorted, 0.5).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms over ${sorted.length} pushes`,
    );
    console.log(
      `  timecard list p95: ${listBefore.toFixed(0)} ms alone, ${listDuring.toFixed(0)} ms during the sync`,
    );
    console.log(`  targets: ${checks.map(([name, met]) => `${name} ${met ? 'ok' : 'MISSED'}`).join(', ')}`);
    return checks.every(([, met]) => met);
  } finally {
    await api.stop();
  }
}

async function main() {
  const [load] = os.loadavg();
  console.log(
    `Field sync benchmark: ${DEVICES} devices × ${SECONDS} s pushing ${LINES}-line batches; ${os.cpus().length} cores, load average ${load?.toFixed(1)} at start; the devices run in this process, the API in its own`,
  );
  await benchEachDatabase(pgliteTarget, postgresTarget, bench);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
