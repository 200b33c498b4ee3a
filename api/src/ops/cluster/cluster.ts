import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BALANCER_ADDRESS, type Balancer, ensureHaproxy, startHaproxy } from './haproxy.ts';
import { ensurePrometheus, type Prometheus, startPrometheus } from './prometheus.ts';
import { type Replica, replica } from './replica.ts';

export type { Replica } from './replica.ts';

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
  /** How long a replica's start may take to answer ready (default 120 s); a miss is killed and retried. */
  readySeconds?: number;
  /**
   * Where each replica's output (api1.log, …) and HAProxy's access log (haproxy.log) are appended;
   * by default the cluster's temporary folder, removed at the stop.
   */
  logDir?: string;
  /** The script each replica runs at the start, relative to api/ (the API unless another build). */
  entry?: string;
  /** The checkout each replica runs from at the start (this one unless another release's). */
  root?: string;
  /**
   * A Prometheus that scrapes the replicas and HAProxy with the shipped rules, on the port after
   * HAProxy's statistics (prometheus.ts); `alertForSeconds` shortens every alert's `for:`.
   */
  prometheus?: { scrapeSeconds?: number; alertForSeconds?: number };
  log?: (line: string) => void;
}

export interface Cluster {
  baseUrl: string;
  statsUrl: string;
  replicas: Replica[];
  /** The cluster's Prometheus, when asked for. */
  prometheus?: Prometheus;
  /** Resolves once HAProxy's checks hold every replica that answered ready since its start UP. */
  balanced(): Promise<void>;
  /** The folder of the replicas' logs and HAProxy's access log. */
  logDir: string;
  stop(): Promise<void>;
}

/** The ports a cluster takes from `port` on (shared/docs/operations.md "A cluster on one machine"). */
export function clusterPorts(port: number, replicas: number) {
  return {
    replicas: Array.from({ length: replicas }, (_, i) => port + 1 + i),
    metrics: Array.from({ length: replicas }, (_, i) => port + 1 + replicas + i),
    stats: port + 1 + 2 * replicas,
    prometheus: port + 2 + 2 * replicas,
  };
}

async function waitUntil(what: string, timeoutMs: number, check: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * PostgreSQL-backed API replicas behind HAProxy on one machine: what `npm run cluster` starts and
 * what the cluster proof drives. The first replica starts alone (it migrates and, in demo mode,
 * seeds), the others after it; each is supervised (replica.ts): a replica that dies is started again.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? console.log;
  const haproxy = await ensureHaproxy(log);
  const prometheusBinary = options.prometheus ? await ensurePrometheus(log) : undefined;
  const ports = clusterPorts(options.port, options.replicas);
  const checkSeconds = options.checkSeconds ?? 0.5;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tac-cluster-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    // Warnings and errors unless asked for more (info: a line as each request comes and goes).
    TAC_LOG_LEVEL: process.env.TAC_LOG_LEVEL || 'warn',
    // Three missed checks take a replica out: the drain leaves room for checks a loaded machine
    // answers late (shared/docs/operations.md "A cluster on one machine").
    TAC_SHUTDOWN_DRAIN_SECONDS: String(Math.max(1, checkSeconds * 10)),
    // Exactly the balancer: a client's own X-Forwarded-For is not believed (the balancer replaces it).
    TAC_TRUST_PROXY: BALANCER_ADDRESS,
    // Report work files and mail without SMTP: the cluster's own folder unless the caller names one.
    TAC_DATA_DIR: process.env.TAC_DATA_DIR || path.join(dir, 'data'),
    ...options.env,
    DATABASE_URL: options.databaseUrl,
  };
  const logDir = options.logDir ?? path.join(dir, 'logs');
  await mkdir(logDir, { recursive: true });
  const replicas = ports.replicas.map((port, i) =>
    replica({
      name: `api${i + 1}`,
      port,
      metricsPort: ports.metrics[i] ?? 0,
      env,
      readySeconds: options.readySeconds ?? 120,
      logFile: path.join(logDir, `api${i + 1}.log`),
      entry: options.entry,
      root: options.root,
      log,
    }),
  );
  let balancer: Balancer | undefined;
  let prometheus: Prometheus | undefined;
  const stop = async () => {
    await prometheus?.stop();
    await balancer?.stop();
    await Promise.all(replicas.map((r) => r.stop('SIGTERM')));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const [first, ...others] = replicas;
    // The first migrates (and seeds): a miss there is most likely the configuration, and nothing
    // could serve; a later one's miss is the supervisor's to retry.
    await first?.start();
    // The balancer and Prometheus start while the others do: each waits on its own checks and
    // scrapes, and takes a replica in once it answers.
    const started = await Promise.allSettled([
      ...others.map((r) =>
        r
          .start()
          .catch((error: Error) => log(`${error.message.split('\n')[0]} (retried; its log: ${logDir})`)),
      ),
      startHaproxy(haproxy, dir, {
        port: options.port,
        statsPort: ports.stats,
        servers: replicas.map((r) => ({ name: r.name, port: r.port })),
        checkSeconds,
        accessLog: path.join(logDir, 'haproxy.log'),
      }).then((started) => {
        balancer = started;
      }),
      prometheusBinary &&
        startPrometheus(prometheusBinary, path.join(dir, 'prometheus'), {
          port: ports.prometheus,
          scrapeSeconds: options.prometheus?.scrapeSeconds ?? 5,
          replicas: replicas.map((r) => ({ name: r.name, metricsPort: r.metricsPort })),
          haproxyStatsPort: ports.stats,
          alertForSeconds: options.prometheus?.alertForSeconds,
        }).then((started) => {
          prometheus = started;
        }),
    ]);
    for (const outcome of started) if (outcome.status === 'rejected') throw outcome.reason;
    const statsUrl = `http://127.0.0.1:${ports.stats}/`;
    const cluster: Cluster = {
      baseUrl: `http://127.0.0.1:${options.port}`,
      statsUrl,
      replicas,
      prometheus,
      logDir,
      async balanced() {
        await waitUntil('HAProxy to hold every ready replica UP', 30_000, async () => {
          const csv = await fetch(`${statsUrl};csv`).then((r) => r.text());
          return replicas
            .filter((r) => r.ready)
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
