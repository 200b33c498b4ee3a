import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../../config.ts';

const run = promisify(execFile);

/** The shipped rules (recording and alerts) every Prometheus of the console loads. */
export const RULES_FILE = path.join(REPO_ROOT, 'api/src/ops/prometheus/tac.rules.yml');

/** Where Debian's prometheus package puts the server; PATH is searched first. */
async function findPrometheus(): Promise<string | undefined> {
  const found = await run('sh', ['-c', 'command -v prometheus']).catch(() => undefined);
  const onPath = found?.stdout.trim();
  if (onPath) return onPath;
  return existsSync('/usr/bin/prometheus') ? '/usr/bin/prometheus' : undefined;
}

/**
 * Prometheus' path; installs Debian's package when it is missing and this runs as root, as for
 * HAProxy (haproxy.ts). Otherwise says how to install it.
 */
export async function ensurePrometheus(log: (line: string) => void = console.log): Promise<string> {
  const found = await findPrometheus();
  if (found) return found;
  if (process.getuid?.() !== 0)
    throw new Error(
      "Prometheus is missing: install Debian's prometheus package (apt-get install -y prometheus)",
    );
  log('installing Prometheus from Debian packages…');
  await run(
    'sh',
    [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends prometheus',
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const installed = await findPrometheus();
  if (!installed) throw new Error('apt-get installed prometheus, but no prometheus binary was found');
  return installed;
}

export interface PrometheusLayout {
  /** Its web and query API, on loopback. */
  port: number;
  /** Seconds between scrapes and between rule evaluations. */
  scrapeSeconds: number;
  /** Each replica's metrics port, labelled with its name (job `tac-api`). */
  replicas: { name: string; metricsPort: number }[];
  /** HAProxy's statistics port, whose /metrics is its Prometheus exporter (job `haproxy`). */
  haproxyStatsPort: number;
  /**
   * Every alert's `for:` replaced by this many seconds: a proof that cannot wait the minutes an
   * office would before paging (the shipped durations are what `promtool test rules` proves).
   */
  alertForSeconds?: number;
}

/** Prometheus' configuration: the replicas and the balancer scraped on loopback, the shipped rules. */
export function prometheusConfig(layout: PrometheusLayout, rulesFile: string): string {
  const every = `${Math.round(layout.scrapeSeconds * 1000)}ms`;
  return `global:
  scrape_interval: ${every}
  scrape_timeout: ${every}
  evaluation_interval: ${every}
rule_files:
  - ${JSON.stringify(rulesFile)}
scrape_configs:
  - job_name: tac-api
    static_configs:
${layout.replicas
  .map(
    (r) => `      - targets: ['127.0.0.1:${r.metricsPort}']
        labels: { replica: ${r.name} }`,
  )
  .join('\n')}
  - job_name: haproxy
    static_configs:
      - targets: ['127.0.0.1:${layout.haproxyStatsPort}']
`;
}

/** The shipped rules, each alert's `for:` shortened to `seconds` when asked. */
export async function rulesText(alertForSeconds?: number): Promise<string> {
  const text = await readFile(RULES_FILE, 'utf8');
  return alertForSeconds === undefined ? text : text.replace(/^(\s+for:) \S+$/gm, `$1 ${alertForSeconds}s`);
}

interface VectorSample {
  metric: Record<string, string>;
  value: [number, string];
}

export interface FiringAlert {
  labels: Record<string, string>;
  state: 'pending' | 'firing';
}

export interface Prometheus {
  url: string;
  /** An instant query's samples. */
  query(promql: string): Promise<VectorSample[]>;
  /** An instant query's one value (the sum of its samples; 0 when it has none). */
  value(promql: string): Promise<number>;
  /** Resolves once every target has been scraped after `sinceMs` (a scrape after the load paused). */
  scrapedAfter(sinceMs: number): Promise<void>;
  /** The alerts pending or firing now. */
  alerts(): Promise<FiringAlert[]>;
  stop(): Promise<void>;
}

/** Runs Prometheus in `dir` (its configuration, rules and data) until stop(). */
export async function startPrometheus(
  binary: string,
  dir: string,
  layout: PrometheusLayout,
): Promise<Prometheus> {
  await mkdir(path.join(dir, 'data'), { recursive: true });
  const rules = path.join(dir, 'tac.rules.yml');
  await writeFile(rules, await rulesText(layout.alertForSeconds));
  const config = path.join(dir, 'prometheus.yml');
  await writeFile(config, prometheusConfig(layout, rules));
  const child = spawn(
    binary,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${layout.port}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const url = `http://127.0.0.1:${layout.port}`;
  const api = async <T>(pathAndQuery: string): Promise<T> => {
    const response = await fetch(`${url}${pathAndQuery}`);
    const body = (await response.json()) as { status: string; data: T; error?: string };
    if (body.status !== 'success') throw new Error(`Prometheus ${pathAndQuery}: ${body.error}`);
    return body.data;
  };
  const query = async (promql: string) =>
    (await api<{ result: VectorSample[] }>(`/api/v1/query?query=${encodeURIComponent(promql)}`)).result;
  const until = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Prometheus stopped at its start:\n${errors}`);
    const ready = await fetch(`${url}/-/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > until) throw new Error(`Prometheus was not ready on ${layout.port}:\n${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const targets = layout.replicas.length + 1;
  return {
    url,
    query,
    async value(promql) {
      return (await query(promql)).reduce((sum, s) => sum + Number(s.value[1]), 0);
    },
    async scrapedAfter(sinceMs) {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const times = await query('timestamp(up)');
        if (times.length === targets && times.every((s) => Number(s.value[1]) * 1000 > sinceMs)) return;
        if (Date.now() > deadline) throw new Error('Prometheus did not scrape every target in 20 s');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async alerts() {
      return (await api<{ alerts: FiringAlert[] }>('/api/v1/alerts')).alerts;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
