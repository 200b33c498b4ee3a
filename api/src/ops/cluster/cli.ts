/**
 * `npm run cluster -- --replicas 3 [--port 8080] [--ready-seconds 120] [--logs .tac/cluster-logs] [--prometheus]`:
 * API replicas on one PostgreSQL (DATABASE_URL) behind HAProxy, serving the console on one port,
 * each restarted when it dies, until Ctrl-C; with --prometheus, a Prometheus that scrapes them with
 * the shipped rules (shared/docs/operations.md).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../../config.ts';
import { clusterPorts, startCluster } from './cluster.ts';

const { values } = parseArgs({
  options: {
    replicas: { type: 'string', default: '3' },
    port: { type: 'string', default: '8080' },
    'ready-seconds': { type: 'string', default: '120' },
    logs: { type: 'string', default: path.join('.tac', 'cluster-logs') },
    prometheus: { type: 'boolean', default: false },
  },
});
const replicas = Number(values.replicas);
const port = Number(values.port);
const readySeconds = Number(values['ready-seconds']);
if (!Number.isInteger(replicas) || replicas < 1 || replicas > 16) throw new Error('--replicas must be 1-16');
if (!Number.isInteger(port) || port < 1 || port + 2 * replicas + 2 > 65535)
  throw new Error('--port must leave room for the replicas');
if (!Number.isFinite(readySeconds) || readySeconds < 1 || readySeconds > 3600)
  throw new Error('--ready-seconds must be 1-3600: how long a replica may take to answer ready');
const logDir = path.resolve(REPO_ROOT, values.logs);
const databaseUrl = process.env.DATABASE_URL ?? '';
if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error(
    'npm run cluster needs DATABASE_URL=postgres://…: replicas share one PostgreSQL (the embedded database belongs to one process).',
  );
  process.exit(1);
}

const cluster = await startCluster({
  replicas,
  port,
  databaseUrl,
  env: { TAC_DEMO: process.env.TAC_DEMO ?? '1' },
  readySeconds,
  logDir,
  ...(values.prometheus ? { prometheus: {} } : {}),
  log: (line) => console.log(`cluster: ${line}`),
});
const ports = clusterPorts(port, replicas);
console.log(
  [
    `Time Admin Console: ${replicas} replica${replicas === 1 ? '' : 's'} behind HAProxy on ${cluster.baseUrl}`,
    ...cluster.replicas.map(
      (r) => `  ${r.name}: http://127.0.0.1:${r.port} (metrics http://127.0.0.1:${r.metricsPort}/metrics)`,
    ),
    `  HAProxy statistics: ${cluster.statsUrl} (its Prometheus exporter: ${cluster.statsUrl}metrics)`,
    cluster.prometheus
      ? `  Prometheus: ${cluster.prometheus.url} (the shipped rules; alerts at ${cluster.prometheus.url}/alerts)`
      : '  Prometheus: off (--prometheus starts one that scrapes the replicas and HAProxy)',
    `  ports ${port}-${cluster.prometheus ? ports.prometheus : ports.stats} in use`,
    `  logs: ${logDir} (haproxy.log: a line a request with its X-Request-Id; api1.log, …: each replica's)`,
    `  a replica that dies is started again (after 1 s, doubling to 30 s while it keeps dying); one that is not ready within ${readySeconds} s is killed and retried`,
    '  Ctrl-C stops them all.',
  ].join('\n'),
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log('stopping the replicas (each drains first)…');
    cluster.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
