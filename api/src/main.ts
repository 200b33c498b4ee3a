import { Messages } from '@tac/contracts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo.ts';

/** Starts the API (and the static host and remotes) on PORT; see config.ts for every setting. */
async function main(): Promise<void> {
  const config = loadConfig();
  const started = Date.now();
  const app = await buildApp({ config, logger: { level: process.env.TAC_LOG_LEVEL || 'info' } });
  await app.listen({ port: config.port, host: config.host });

  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  // Report schedules run here unless TAC_SCHEDULER=0 (a replica that leaves them to the others).
  if (config.scheduler) await app.reportScheduler.start();

  const lines = [
    `Time Admin Console ${Messages.version} listening on http://${shownHost}:${config.port} (ready in ${Date.now() - started} ms)`,
    `  database: ${app.database.kind} ${app.database.location}`,
    `  API docs: http://${shownHost}:${config.port}/api/docs`,
    config.scheduler
      ? `  report mail: ${config.mail.smtpUrl ? `SMTP ${new URL(config.mail.smtpUrl).host}` : `written to ${app.reportScheduler.outboxDir} (no SMTP_URL)`}`
      : '  report scheduler: off on this process (TAC_SCHEDULER=0)',
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
    // PGlite never fsyncs (electric-sql/pglite#1107): shared/docs/operations.md "What the embedded database promises".
    app.log.warn(
      'The embedded database (PGlite) survives a crash of this process but not of the machine: it does not fsync, so an OS crash or power loss can lose acknowledged saves or damage the data folder. A production office runs on PostgreSQL (DATABASE_URL); otherwise take copies with npm run backup.',
    );
  }

  // Let in-flight requests and report runs finish (the scheduler stops with the app), then close the
  // database cleanly (PGlite flushes to disk).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
