import jwt from '@fastify/jwt';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DEFAULT_CLOSE_REMINDER_HOURS, DEFAULT_MEAL_PREMIUM_PAY_CODE } from '@tac/contracts';
import { todayIn } from '@tac/contracts/calendar';
import Fastify, { type FastifyPluginCallback, type FastifyServerOptions } from 'fastify';
import { registerGuard } from './auth/guard.ts';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from './auth/login-limit.ts';
import { sessionLookup } from './auth/session-lookup.ts';
import { registerWriteCheck } from './auth/write-check.ts';
import type { ApiConfig } from './config.ts';
import { type OpenDatabase, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrations.ts';
import { syncRolesAndClaims } from './db/reference-data.ts';
import { getOrCreateSecret } from './db/secrets.ts';
import { warmDatabase } from './db/warm.ts';
import type { App } from './http/app-type.ts';
import { registerCompression } from './http/compression.ts';
import { registerErrorHandler, registerNotFoundHandler } from './http/errors.ts';
import { registerOpenApi } from './http/openapi.ts';
import { validatorCompiler } from './http/validation.ts';
import { createMailer } from './mail/mailer.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { SSO_CODE_SECONDS } from './modules/account/sso/sign-in-codes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { configRoutes } from './modules/config/routes.ts';
import { currentViewRoutes } from './modules/current-view/routes.ts';
import { RateLimiter, revokeDeviceAccess } from './modules/field/index.ts';
import type { FieldLimits } from './modules/field/limits.ts';
import { fieldRoutes } from './modules/field/routes.ts';
import { payrollRoutes } from './modules/payroll/routes.ts';
import { payrollSettingsOf } from './modules/payroll/settings.ts';
import { REFERENCE_LISTS } from './modules/reference/lists.ts';
import { referenceListRoutes } from './modules/reference/reference-list/routes.ts';
import { checkRolloutFile, checkRolloutState } from './modules/remotes/rollout-check.ts';
import { seedRolloutFromFile } from './modules/remotes/rollout-state.ts';
import { remotesRoutes } from './modules/remotes/routes.ts';
import { closeReminderDuty } from './modules/reports/close-reminders/duty.ts';
import { closeReminderRoutes } from './modules/reports/close-reminders/routes.ts';
import { reportRunRoutes } from './modules/reports/runs/routes.ts';
import { ReportScheduler, type ReportSchedulerOptions } from './modules/reports/scheduler/index.ts';
import { reportScheduleRoutes } from './modules/reports/schedules/routes.ts';
import { securityRoutes } from './modules/security/routes.ts';
import { approvalRoutes } from './modules/timecards/approval/routes.ts';
import { employeeWeekRoutes } from './modules/timecards/employee-week-routes.ts';
import { timecardRoutes } from './modules/timecards/routes.ts';
import { warmTimecards } from './modules/timecards/warm.ts';
import { changeOrderRoutes } from './modules/vouchers/change-order-routes.ts';
import { voucherRoutes } from './modules/vouchers/routes.ts';
import { signingDuties } from './modules/vouchers/signing/duties.ts';
import { DEFAULT_SIGNING_MAIL } from './modules/vouchers/signing/mail-settings.ts';
import { publicSigningRoutes, type SigningLimits } from './modules/vouchers/signing/public-routes.ts';
import { voucherSigningRoutes } from './modules/vouchers/signing/routes.ts';
import { signingSettings } from './modules/vouchers/signing/settings.ts';
import { buildSignedPdf } from './modules/vouchers/signing/signed-pdf.ts';
import { useDocumentSigningKey } from './modules/vouchers/signing/signing-key.ts';
import { workforceRoutes } from './modules/workforce/routes.ts';
import { healthRoutes } from './ops/health.ts';
import type { LogFormat } from './ops/logging.ts';
import { Metrics } from './ops/metrics.ts';
import { followRequests, RequestLogController, requestIdOf } from './ops/request-log.ts';
import { registerLifecycle } from './ops/shutdown.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';
import { registerSecurityHeaders } from './static/security-headers.ts';
import { registerStatic } from './static/static.ts';

export interface BuildAppOptions {
  config: ApiConfig;
  logger?: FastifyServerOptions['logger'];
  /** How the request lines are written (ops/request-log.ts): JSON lines unless `pretty` (npm start). */
  logFormat?: LogFormat;
  /** Sign-in failure limits; tests lower them. */
  loginLimits?: LoginLimits;
  /** How long an SSO one-time code lives (SSO_CODE_SECONDS); the e2e server shortens it. */
  ssoCodeSeconds?: number;
  /** @fastify/otel's plugin when traces are on (api/src/ops/tracing.ts). */
  tracing?: FastifyPluginCallback;
  /** Report scheduler timings (tests shorten retries and expiry) and a stand-in for generation. */
  reportScheduler?: Pick<ReportSchedulerOptions, 'settings' | 'generate'>;
  /** The field sync's rate limits and enrolment code life (modules/field/limits.ts); tests lower them. */
  fieldLimits?: FieldLimits;
  /** The public signing calls' rate limits (modules/vouchers/signing/public-routes.ts); tests lower them. */
  signingLimits?: SigningLimits;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database (tests read it to check what was written). */
    database: OpenDatabase;
    /** True when this start seeded the demo data set. */
    seededDemo: boolean;
    /** The report scheduler: main.ts starts it (TAC_SCHEDULER), a re-send only queues through it. */
    reportScheduler: ReportScheduler;
    /** This process's metrics; main.ts serves them on TAC_METRICS_PORT. */
    metrics: Metrics;
  }
}

/**
 * Migrations, roles and claims, the signing secret, the rollout state TAC_REMOTES_FILE seeds (every
 * version it or the database names put through the registration check) and (in demo mode) the demo
 * data.
 */
async function prepareDatabase(config: ApiConfig, database: OpenDatabase) {
  await migrateToLatest(database.db, (names) =>
    console.log(`  database: upgrading (${names.join(', ')}); a large database takes a while…`),
  );
  await syncRolesAndClaims(database.db);
  const secret = config.jwtSecret ?? (await getOrCreateSecret(database.db, 'jwt'));
  // The seal of signed voucher PDFs: the settings' PKCS#12 key, else the install's own, read (or
  // made) in this database on the first signing (shared/docs/pdf.md "Signed voucher PDF").
  useDocumentSigningKey(database.db, config.documentSigningKey);
  const seededDemo = config.demo
    ? await seedDemoIfEmpty(
        database.db,
        config.timeZone,
        new Date(),
        config.passwordHashCost,
        payrollSettingsOf(config),
      )
    : false;
  await checkRolloutFile(database.db, config.repoRoot, config.remotesFile, config.remoteOrigins);
  await seedRolloutFromFile(database.db, config.remotesFile);
  await checkRolloutState(
    database.db,
    config.repoRoot,
    (message) => console.warn(`  releases: ${message}`),
    config.remoteOrigins,
  );
  if (database.kind === 'pglite') await warmDatabase(database.db);
  await warmTimecards(database.db, todayIn(config.timeZone));
  return { secret, seededDemo };
}

/**
 * The whole API as one Fastify instance: database ready, routes registered, not yet listening.
 * Closing the instance closes the database.
 */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config } = options;
  const database = await openDatabase(config.database);
  try {
    const { secret, seededDemo } = await prepareDatabase(config, database);
    const logController = new RequestLogController(options.logFormat);
    const app = Fastify({
      logger: options.logger ?? false,
      trustProxy: config.trustProxy,
      // The balancer's X-Request-Id from the balancer alone: ops/request-log.ts.
      genReqId: requestIdOf(config.trustProxy),
      logController,
    }).withTypeProvider<TypeBoxTypeProvider>();
    // First, so every route's requests are traced.
    if (options.tracing) await app.register(options.tracing);
    app.decorate('database', database);
    app.decorate('seededDemo', seededDemo);
    const metrics = new Metrics(database);
    app.decorate('metrics', metrics);
    metrics.hook(app);
    registerLifecycle(app);
    followRequests(app, logController);
    const reportScheduler = new ReportScheduler({
      database,
      target: config.database,
      timeZone: config.timeZone,
      dataDir: config.dataDir,
      mail: config.mail,
      log: app.log,
      onMail: (outcome) => metrics.mail(outcome),
      duties: [
        closeReminderDuty(config.closeReminderHours ?? DEFAULT_CLOSE_REMINDER_HOURS),
        ...signingDuties(config.signingMail ?? DEFAULT_SIGNING_MAIL),
      ],
      consoleUrl: config.publicUrl,
      ...options.reportScheduler,
      settings: {
        ...(config.reportAttemptSeconds && { expireInSeconds: config.reportAttemptSeconds }),
        ...options.reportScheduler?.settings,
      },
    });
    app.decorate('reportScheduler', reportScheduler);
    // The scheduler's runs and pg-boss end before the database they use.
    app.addHook('onClose', async () => {
      await reportScheduler.stop();
      await database.db.destroy();
    });
    app.setValidatorCompiler(validatorCompiler);

    registerErrorHandler(app);
    registerSecurityHeaders(app, config.remoteOrigins);
    // Before every route: its hook is added to the routes registered after it.
    await registerCompression(app);
    // A verified token is remembered (fast-jwt's cache, bounded by its expiry): each signed-in call
    // otherwise decoded and checked it again. Revocation is the session's.
    await app.register(jwt, {
      secret,
      sign: { algorithm: 'HS256' },
      verify: { algorithms: ['HS256'], cache: true },
    });
    registerGuard(app, await sessionLookup(database));
    registerWriteCheck(app);
    await registerOpenApi(app);

    configRoutes(app, config);
    healthRoutes(app, database.db);
    accountRoutes(app, database.db, {
      limits: options.loginLimits ?? DEFAULT_LOGIN_LIMITS,
      passwordSignIn: config.passwordSignIn,
      passwordHashCost: config.passwordHashCost,
      sso: config.sso && { settings: config.sso, codeSeconds: options.ssoCodeSeconds ?? SSO_CODE_SECONDS },
    });
    remotesRoutes(app, database.db, {
      repoRoot: config.repoRoot,
      remoteOrigins: config.remoteOrigins,
      candidateFailures: config.candidateFailures,
    });
    const today = () => todayIn(config.timeZone);
    for (const list of REFERENCE_LISTS) referenceListRoutes(app, database.db, list, today);
    securityRoutes(app, database.db, config.passwordHashCost);
    timecardRoutes(app, database.db, config.timeZone);
    employeeWeekRoutes(app, database.db, config.timeZone);
    approvalRoutes(app, database.db, {
      timeZone: config.timeZone,
      premiumPayCode: config.mealPremiumPayCode ?? DEFAULT_MEAL_PREMIUM_PAY_CODE,
    });
    payrollRoutes(app, database.db, payrollSettingsOf(config));
    auditRoutes(app, database.db);
    currentViewRoutes(app, database.db, config.timeZone);
    voucherRoutes(app, database.db, config.timeZone);
    // The customer's signature request mails through the reports' mailer and outbox.
    const signingMailer = createMailer(config.mail, reportScheduler.outboxDir);
    app.addHook('onClose', async () => signingMailer.close());
    const signing = signingSettings({
      linkDays: config.signingLinkDays,
      timeZone: config.timeZone,
      publicUrl: config.publicUrl,
      mailer: signingMailer,
      buildSignedPdf,
    });
    voucherSigningRoutes(app, database.db, signing);
    changeOrderRoutes(app, database.db, signing);
    publicSigningRoutes(
      app,
      database.db,
      signing,
      (kind, window) => new RateLimiter(database.db, kind, window),
      options.signingLimits,
    );
    // Field builds on workforce's devices; the one thing workforce needs of field is handed in here.
    workforceRoutes(app, database.db, { revokeDeviceAccess });
    await fieldRoutes(app, database.db, options.fieldLimits, config.timeZone);
    reportRunRoutes(app, database.db, reportScheduler, config.timeZone);
    closeReminderRoutes(app, database.db, config.closeReminderHours ?? DEFAULT_CLOSE_REMINDER_HOURS);
    reportScheduleRoutes(app, database.db, {
      timeZone: config.timeZone,
      // Run now and date ranges are due at their save: the scheduler looks at once, not at its next tick.
      onScheduleSaved: (saved) => {
        if (saved.nextDueAt && saved.nextDueAt.getTime() <= Date.now()) reportScheduler.wake();
      },
    });

    // A production start (not demo) keeps the scripts' source maps to itself.
    const spaFallback = await registerStatic(app, config.repoRoot, { serveSourceMaps: config.demo });
    registerNotFoundHandler(app, spaFallback);
    await app.ready();
    return app;
  } catch (error) {
    await database.db.destroy();
    throw error;
  }
}
