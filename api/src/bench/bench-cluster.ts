/**
 * Cluster benchmark: req/s on the timecard list through HAProxy with 1, 2 and 3 API replicas on one
 * PostgreSQL, 50 clients, on this machine; and how busy its CPUs were, which says whether the CPU
 * (every replica, HAProxy, PostgreSQL and the clients share it) or the design is the limit.
 *
 *   npm run bench:cluster
 *   BENCH_CLUSTER_SECONDS=15 BENCH_CLUSTER_CLIENTS=50 (defaults shown)
 *   DATABASE_URL=postgres://…   the server to use (default 127.0.0.1:5432/test); a new database on
 *                               it holds the demo data and is dropped afterwards
 *   TAC_CLUSTER_PORT=8270       the first of the ports the cluster takes (operations.md)
 *
 * A script that prints figures, not a timed test.
 */
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { ApiPaths, type Envelope, type LoginResult } from '@tac/contracts';
import { addDays, todayIn } from '@tac/contracts/calendar';
import pg from 'pg';
import { startCluster } from '../ops/cluster/cluster.ts';
import { Load, phaseFigures } from '../ops/cluster/load.ts';
import { DEMO_PASSWORD } from '../seed/demo-data.ts';

const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS || 15);
const CLIENTS = Number(process.env.BENCH_CLUSTER_CLIENTS || 50);
const PORT = Number(process.env.TAC_CLUSTER_PORT || 8270);
const SERVER = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
  ? (process.env.DATABASE_URL as string)
  : 'postgres://postgres@127.0.0.1:5432/test';
const TIME_ZONE = 'America/Chicago';

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Busy and total CPU time of the whole machine so far (/proc/stat's first line), in ticks. */
async function cpuTicks(): Promise<{ busy: number; total: number }> {
  const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0] ?? '';
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: total - idle, total };
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}${ApiPaths.account.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: 'admin@demo.local', Password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as Envelope<LoginResult>;
  if (response.status !== 200) throw new Error(`sign-in: ${response.status} ${body.message}`);
  return body.data.token;
}

const queryDate = (day: string, time: string) =>
  `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)} ${time}`;

interface Row {
  replicas: number;
  rate: number;
  p95: number;
  errors: number;
  cpuBusy: number;
}

async function measure(replicas: number, databaseUrl: string): Promise<Row> {
  process.stdout.write(`  ${replicas} replica${replicas === 1 ? '' : 's'}: starting… `);
  const cluster = await startCluster({
    replicas,
    port: PORT,
    databaseUrl,
    env: { TAC_DEMO: '1', TAC_TIME_ZONE: TIME_ZONE, TAC_SCHEDULER: '0' },
    log: () => {},
  });
  try {
    const tokens = [];
    for (let i = 0; i < 5; i++) tokens.push(await signIn(cluster.baseUrl));
    const today = todayIn(TIME_ZONE);
    const query = `fromDate=${encodeURIComponent(queryDate(addDays(today, -27), '00:00:00'))}&toDate=${encodeURIComponent(queryDate(today, '23:59:59'))}`;
    const load = new Load({
      url: `${cluster.baseUrl}${ApiPaths.timecards.list}?${query}`,
      payload: JSON.stringify({ SearchText: [], Skip: 0, Take: 100 }),
      tokens,
      clients: CLIENTS,
    });
    // A few seconds first, so each replica's first calls (JIT, pool) are not in the figures.
    load.resume('warm');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    process.stdout.write(`load for ${SECONDS} s… `);
    const cpuBefore = await cpuTicks();
    load.phase = 'measured';
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    await load.pause();
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = await cpuTicks();
    await load.stop();
    const figures = phaseFigures(load.calls, 'measured');
    const row = {
      replicas,
      rate: figures.requests / seconds,
      p95: figures.p95Ms,
      errors: figures.errors,
      cpuBusy: (cpuAfter.busy - cpuBefore.busy) / Math.max(1, cpuAfter.total - cpuBefore.total),
    };
    console.log(`${row.rate.toFixed(0)} req/s`);
    return row;
  } finally {
    await cluster.stop();
  }
}

const name = `tac_bench_cluster_${process.pid}`;
await admin(`create database ${name}`);
const url = new URL(SERVER);
url.pathname = `/${name}`;
const cores = os.cpus().length;
console.log(
  `Cluster benchmark: ${CLIENTS} clients on the timecard list through HAProxy, ${SECONDS} s each, demo data on PostgreSQL (${new URL(SERVER).host}), ${cores} cores, load average ${os.loadavg()[0]?.toFixed(1)} at the start`,
);
const rows: Row[] = [];
try {
  for (const replicas of [1, 2, 3]) rows.push(await measure(replicas, url.toString()));
} finally {
  await admin(`drop database if exists ${name} with (force)`);
}
console.log('\n  replicas   req/s   p95 ms   errors   machine CPU busy');
for (const r of rows)
  console.log(
    `  ${String(r.replicas).padStart(8)} ${r.rate.toFixed(0).padStart(7)} ${String(r.p95).padStart(8)} ${String(r.errors).padStart(8)}   ${(r.cpuBusy * 100).toFixed(0)}%`,
  );
const first = rows[0];
const last = rows[rows.length - 1];
if (first && last) {
  const gain = last.rate / first.rate;
  // Whether more replicas could help is read from the runs that added them: one replica may leave
  // the cores some room, which says nothing about a second or third.
  const saturated = rows.slice(1).every((r) => r.cpuBusy >= 0.9);
  console.log(
    saturated
      ? `\nThe machine's ${cores} cores were at least 90% busy in every run with more than one replica: the CPU is the limit, not the design. Replicas, HAProxy, PostgreSQL and the ${CLIENTS} clients share them, so ${rows.length} replicas gave ${gain.toFixed(2)}× one replica's rate; on hosts of their own each replica adds its own cores.`
      : `\n${rows.length} replicas gave ${gain.toFixed(2)}× one replica's rate; the CPU was not saturated in every run (see the busy column), so the figures show the design's scaling up to where it was.`,
  );
}
