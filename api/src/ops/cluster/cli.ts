/**
 * `npm run cluster -- --replicas 3 [--port 8080]`: API replicas on one PostgreSQL (DATABASE_URL)
 * behind HAProxy, serving the console on one port, until Ctrl-C (shared/docs/operations.md).
 */
import { parseArgs } from 'node:util';
import { clusterPorts, startCluster } from './cluster.ts';

const { values } = parseArgs({
  options: { replicas: { type: 'string', default: '3' }, port: { type: 'string', default: '8080' } },
});
const replicas = Number(values.replicas);
const port = Number(values.port);
if (!Number.isInteger(replicas) || replicas < 1 || replicas > 16) throw new Error('--replicas must be 1-16');
if (!Number.isInteger(port) || port < 1 || port + 2 * replicas + 1 > 65535)
  throw new Error('--port must leave room for the replicas');
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
});
const ports = clusterPorts(port, replicas);
console.log(
  [
    `Time Admin Console: ${replicas} replica${replicas === 1 ? '' : 's'} behind HAProxy on ${cluster.baseUrl}`,
    ...cluster.replicas.map(
      (r) => `  ${r.name}: http://127.0.0.1:${r.port} (metrics http://127.0.0.1:${r.metricsPort}/metrics)`,
    ),
    `  HAProxy statistics: ${cluster.statsUrl} (ports ${port}-${ports.stats} in use)`,
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
