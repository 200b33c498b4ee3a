import { Messages } from '@tac/contracts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { loggerOptions } from './ops/logging.ts';
import { type MetricsServer, startMetricsServer } from './ops/metrics-server.ts';
import { loadOpsSettings } from './ops/settings.ts';
import { shutDownGracefully } from './ops/shutdown.ts';
import { defaultInstanceId, startTracing } from './ops/tracing.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo.ts';

/** Starts the API (and the static host and remotes) on PORT; see config.ts for every setting. */
async function main(): Promise<void> {
  const config = loadConfig();
  const ops = loadOpsSettings();
  const started = Date.now();
  const tracing = ops.otlpEndpoint
    ? await startTracing({ version: Messages.version, instanceId: defaultInstanceId(config.port) })
    : undefined;
  // npm start's terminal gets readable lines (TAC_LOG_FORMAT=pretty); anything else JSON lines.
  const stream =
    ops.logFormat === 'pretty'
      ? (await import('./ops/pretty-log.ts')).prettyStream(Boolean(process.stdout.isTTY))
      : undefined;
  const app = await buildApp({
    config,
    tracing: tracing?.plugin,
    logger: loggerOptions({ level: ops.logLevel, stream }),
    logFormat: ops.logFormat,
    // Report runs still going at shutdown get what the bound leaves after the longest drain, then go
    // back to pg-boss for another replica.
    reportScheduler: {
      settings: {
        stopTimeoutSeconds: Math.min(30, Math.max(1, ops.shutdownTimeoutSeconds - 2 * ops.drainSeconds - 5)),
      },
    },
  });
  await app.listen({ port: config.port, host: config.host });
  const metricsServer: MetricsServer | undefined =
    ops.metricsPort === undefined
      ? undefined
      : await startMetricsServer(app.metrics, {
          port: ops.metricsPort,
          host: ops.metricsHost,
          token: ops.metricsToken,
        });

  // SIGTERM (an orchestrator, a rolling restart) drains first; shared/docs/operations.md "Shutdown".
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void shutDownGracefully(app, {
        drainSeconds: signal === 'SIGTERM' ? ops.drainSeconds : 0,
        timeoutSeconds: ops.shutdownTimeoutSeconds,
        alsoClose: [
          ...(metricsServer ? [() => metricsServer.close()] : []),
          ...(tracing ? [() => tracing.shutdown()] : []),
        ],
      });
    });
  }

  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  // Report schedules run here unless TAC_SCHEDULER=0 (a replica that leaves them to the others). A
  // start that fails is tried again while the process serves; `/api/health/ready?role=scheduler`
  // answers ready once it runs (shared/docs/operations.md "Health").
  if (config.scheduler) app.reportScheduler.keepStarting();

  const lines = [
    `Time Admin Console ${Messages.version} listening on http://${shownHost}:${config.port} (ready in ${Date.now() - started} ms)`,
    `  database: ${app.database.kind} ${app.database.location}`,
    `  API docs: http://${shownHost}:${config.port}/api/docs`,
    config.scheduler
      ? `  report mail: ${config.mail.smtpUrl ? `SMTP ${new URL(config.mail.smtpUrl).host}` : `written to ${app.reportScheduler.outboxDir} (no SMTP_URL)`}`
      : '  report scheduler: off on this process (TAC_SCHEDULER=0)',
    `  traces: ${tracing ? `OTLP to ${ops.otlpEndpoint}` : 'off (OTEL_EXPORTER_OTLP_ENDPOINT)'}`,
    `  health: /api/health/live, /api/health/ready; metrics: ${metricsServer ? `http://${ops.metricsHost}:${metricsServer.port}/metrics` : 'off (TAC_METRICS_PORT)'}`,
  ];
  if (config.demo) {
    lines.push(
      app.seededDemo
        ? '  demo data seeded on this start.'
        : '  demo mode (data was already there, nothing seeded).',
      `  Demo accounts (password ${DEMO_PASSWORD}), for demos only, never for real data:`,
      ...DEMO_USERS.map((u) => `    ${u.userName.padEnd(24)} ${u.roleName}`),
    );
  }
  console.log(lines.join('\n'));
  if (!config.demo && app.database.kind === 'pglite') {
    // PGlite never fsyncs (electric-sql/pglite#1107): shared/docs/settings.md "What the embedded database promises".
    app.log.warn(
      'The embedded database (PGlite) survives a crash of this process but not of the machine: it does not fsync, so an OS crash or power loss can lose acknowledged saves or damage the data folder. A production office runs on PostgreSQL (DATABASE_URL); otherwise take copies with npm run backup.',
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
