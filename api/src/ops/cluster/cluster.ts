import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ApiPaths } from '@tac/contracts';
import { REPO_ROOT } from '../../config.ts';
import { BALANCER_ADDRESS, type Balancer, ensureHaproxy, startHaproxy } from './haproxy.ts';

export interface ClusterOptions {
  replicas: number;
  /** The console's port; replicas take the next ones, then their metrics ports, then HAProxy's stats. */
  port: number;
  /** The PostgreSQL every replica shares (a cluster never runs on the embedded database). */
  databaseUrl: string;
  /** Added to each replica's environment (TAC_DEMO, SMTP_URL, …). */
  env?: NodeJS.ProcessEnv;
  /** Seconds between HAProxy's health checks. */
  checkSeconds?: number;
  log?: (line: string) => void;
}

export interface Replica {
  name: string;
  port: number;
  metricsPort: number;
  readonly running: boolean;
  /** Starts the process and resolves once it answers ready. */
  start(): Promise<void>;
  /** SIGTERM (graceful) or SIGKILL (a crash); resolves when the process is gone. */
  stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** Its exit code of the last stop (null after a signal kill). */
  readonly exitCode: number | null;
}

export interface Cluster {
  baseUrl: string;
  statsUrl: string;
  replicas: Replica[];
  /** Resolves once HAProxy's checks hold every running replica UP. */
  balanced(): Promise<void>;
  stop(): Promise<void>;
}

/** The ports a cluster takes from `port` on (shared/docs/operations.md "A cluster on one machine"). */
export function clusterPorts(port: number, replicas: number) {
  return {
    replicas: Array.from({ length: replicas }, (_, i) => port + 1 + i),
    metrics: Array.from({ length: replicas }, (_, i) => port + 1 + replicas + i),
    stats: port + 1 + 2 * replicas,
  };
}

async function waitUntil(what: string, timeoutMs: number, check: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const answersReady = (port: number) =>
  fetch(`http://127.0.0.1:${port}${ApiPaths.health.ready}`).then(
    (response) => response.status === 200,
    () => false,
  );

function replica(name: string, port: number, metricsPort: number, env: NodeJS.ProcessEnv): Replica {
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let exitCode: number | null = null;
  let output = '';
  return {
    name,
    port,
    metricsPort,
    get running() {
      return child !== undefined && child.exitCode === null && child.signalCode === null;
    },
    get exitCode() {
      return exitCode;
    },
    async start() {
      output = '';
      const started = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: path.join(REPO_ROOT, 'api'),
        env: { ...env, PORT: String(port), HOST: '127.0.0.1', TAC_METRICS_PORT: String(metricsPort) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      for (const stream of [started.stdout, started.stderr])
        stream.on('data', (chunk: Buffer) => {
          output = (output + chunk.toString()).slice(-20_000);
        });
      exited = new Promise((resolve) =>
        started.once('exit', (code) => {
          exitCode = code;
          resolve();
        }),
      );
      await waitUntil(`${name} to answer ready on ${port}`, 60_000, async () => {
        if (started.exitCode !== null) throw new Error(`${name} exited (${started.exitCode}):\n${output}`);
        return answersReady(port);
      });
    },
    async stop(signal) {
      if (this.running) child?.kill(signal);
      await exited;
    },
  };
}

/**
 * PostgreSQL-backed API replicas behind HAProxy on one machine: what `npm run cluster` starts and
 * what the cluster proof drives. The first replica starts alone (it migrates and, in demo mode,
 * seeds), the others after it.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? console.log;
  const haproxy = await ensureHaproxy(log);
  const ports = clusterPorts(options.port, options.replicas);
  const checkSeconds = options.checkSeconds ?? 0.5;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tac-cluster-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    TAC_LOG_LEVEL: 'warn',
    // Three missed checks take a replica out; the drain waits that long and as much again.
    TAC_SHUTDOWN_DRAIN_SECONDS: String(Math.max(1, checkSeconds * 6)),
    // Exactly the balancer: a client's own X-Forwarded-For is not believed (the balancer replaces it).
    TAC_TRUST_PROXY: BALANCER_ADDRESS,
    // Report work files and mail without SMTP: the cluster's own folder unless the caller names one.
    TAC_DATA_DIR: process.env.TAC_DATA_DIR || path.join(dir, 'data'),
    ...options.env,
    DATABASE_URL: options.databaseUrl,
  };
  const replicas = ports.replicas.map((port, i) => replica(`api${i + 1}`, port, ports.metrics[i] ?? 0, env));
  let balancer: Balancer | undefined;
  const stop = async () => {
    await balancer?.stop();
    await Promise.all(replicas.map((r) => r.stop('SIGTERM')));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const [first, ...others] = replicas;
    await first?.start();
    await Promise.all(others.map((r) => r.start()));
    balancer = await startHaproxy(haproxy, dir, {
      port: options.port,
      statsPort: ports.stats,
      servers: replicas.map((r) => ({ name: r.name, port: r.port })),
      checkSeconds,
    });
    const statsUrl = `http://127.0.0.1:${ports.stats}/`;
    const cluster: Cluster = {
      baseUrl: `http://127.0.0.1:${options.port}`,
      statsUrl,
      replicas,
      async balanced() {
        await waitUntil('HAProxy to hold every running replica UP', 30_000, async () => {
          const csv = await fetch(`${statsUrl};csv`).then((r) => r.text());
          return replicas
            .filter((r) => r.running)
            .every((r) =>
              csv.split('\n').some((line) => line.startsWith(`api,${r.name},`) && line.includes(',UP,')),
            );
        });
      },
      stop,
    };
    await cluster.balanced();
    return cluster;
  } catch (error) {
    await stop();
    throw error;
  }
}
