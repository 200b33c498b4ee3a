import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Envelope, LoginResult } from '@tac/contracts';
import { systemTimeZone, todayIn } from '@tac/contracts/calendar';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app.ts';
import type { LoginLimits } from '../auth/login-limit.ts';
import { type ApiConfig, type DatabaseTarget, REPO_ROOT } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { App } from '../http/app-type.ts';
import { DEMO_PASSWORD, seedDemoUsers } from '../seed/demo.ts';
import { createTestDatabase, type DatabaseKind, POSTGRES_URL, type TestDatabase } from './databases.ts';
import { type PasswordHashing, scryptCostFor } from './hashing.ts';
import type { TemplateKind } from './templates.ts';

export interface TestAppOptions {
  /** PostgreSQL when DATABASE_URL names one, else PGlite, unless named. */
  database?: DatabaseKind;
  /** 'users': the five demo users only; 'demo': the whole demo data set; 'none': empty. */
  seed?: 'users' | 'demo' | 'none';
  config?: Partial<ApiConfig>;
  loginLimits?: LoginLimits;
  /** The field sync's rate limits (modules/field/limits.ts). */
  fieldLimits?: BuildAppOptions['fieldLimits'];
  /** The public signing calls' rate limits (modules/vouchers/signing/public-routes.ts). */
  signingLimits?: BuildAppOptions['signingLimits'];
  /**
   * 'fast' (default): a trivial scrypt cost for seeded users and every hash the app makes;
   * 'production': OWASP's, for the tests about sign-in and passwords (testing/hashing.ts).
   */
  passwordHashing?: PasswordHashing;
  /** Report scheduler timings and a stand-in for generation (the scheduler tests). */
  reportScheduler?: BuildAppOptions['reportScheduler'];
  /**
   * Another replica: this app opens the database of `replicaOf` (PostgreSQL) instead of a fresh
   * one, seeds nothing, and leaves the database to `replicaOf` to remove.
   */
  replicaOf?: TestApp;
}

export interface TestResponse<T> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

export interface TestApp {
  app: App;
  db: Db;
  /** The database this app opened (another replica may open it too: replicaOf). */
  target: DatabaseTarget;
  baseUrl: string;
  /** JSON request; `token` adds the bearer header, `headers` anything else. */
  call<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<TestResponse<T>>;
  /**
   * No later than the moment the database's data was seeded: the demo template's seeding (made at
   * the start of the run), or this app's start. What "at the start" means for seeded due times.
   */
  seededAt: Date;
  /** Signs in a demo user (or any user with the given password) and returns the token. */
  login(userName: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A suite that names no database runs on PostgreSQL when DATABASE_URL names one, as
 * `describeEachDatabase` suites do: an app starts there in a fraction of PGlite's CPU, and PGlite's own
 * behaviour is proven by the suites that name it (shared/docs/testing.md, 'Which database a suite runs on').
 */
const DEFAULT_TEST_DATABASE: DatabaseKind = POSTGRES_URL ? 'postgres' : 'pglite';

/**
 * The run's template a test database can start from: the demo one when it was seeded as this app
 * would seed it (same zone and day, fast hashes), else the migrated one. Not for a database the test
 * names itself (config.database).
 */
function templateFor(options: TestAppOptions): TemplateKind | undefined {
  if (options.config?.database) return undefined;
  const templates = inject('databaseTemplates');
  if (!templates) return undefined;
  const timeZone = options.config?.timeZone ?? systemTimeZone();
  const demoAsTemplate =
    options.seed === 'demo' &&
    (options.passwordHashing ?? 'fast') === 'fast' &&
    timeZone === templates.timeZone &&
    todayIn(timeZone) === templates.demoDay;
  return demoAsTemplate ? 'demo' : 'migrated';
}

/**
 * Starts the real app on 127.0.0.1 (random port) against a fresh database and seeds the demo users
 * with the demo seed itself. Tests talk to it over HTTP with fetch, as the browser does.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const startedAt = new Date();
  const template = options.replicaOf ? undefined : templateFor(options);
  const database: TestDatabase = options.replicaOf
    ? { target: options.replicaOf.target, drop: async () => {} }
    : await createTestDatabase(options.database ?? DEFAULT_TEST_DATABASE, template);
  const demoSeededAt = template === 'demo' ? inject('databaseTemplates')?.demoSeededAt : undefined;
  const seededAt = demoSeededAt === undefined ? startedAt : new Date(demoSeededAt);
  if (database.target.kind !== 'postgres' && options.replicaOf) {
    throw new Error('Replicas share a PostgreSQL database: PGlite is opened by one process only');
  }
  const config: ApiConfig = {
    port: 0,
    host: '127.0.0.1',
    database: database.target,
    demo: options.seed === 'demo',
    sso: undefined,
    passwordSignIn: 'all',
    landingVariant: 1,
    remotesFile: undefined,
    remoteOrigins: [],
    jwtSecret: undefined,
    // Lets a test act as many client addresses through X-Forwarded-For: its calls come from loopback.
    trustProxy: 'loopback',
    timeZone: systemTimeZone(),
    supportEmail: null,
    // Written only by a test that runs the report scheduler, which passes its own folder.
    dataDir: path.join(os.tmpdir(), 'tac-test-data'),
    mail: { smtpUrl: undefined, from: 'Time Admin Console <reports@test.example>' },
    // Tests start the report scheduler themselves when they need it.
    scheduler: false,
    passwordHashCost: scryptCostFor(options.passwordHashing),
    repoRoot: REPO_ROOT,
    ...options.config,
  };
  const app = await buildApp({
    config,
    loginLimits: options.loginLimits,
    fieldLimits: options.fieldLimits,
    signingLimits: options.signingLimits,
    reportScheduler: options.reportScheduler,
  });
  const seed = options.replicaOf ? 'none' : (options.seed ?? 'users');
  if (seed === 'users') await seedDemoUsers(app.database.db, config.passwordHashCost);
  // Port 0 (any free one) unless a test needs to know its address beforehand (the SSO callback URL).
  await app.listen({ port: config.port, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    { body, token, headers }: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<TestResponse<T>> {
    const response = await fetch(baseUrl + path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    // A file (a download, a streamed CSV) is answered as a success carrying its text; every other
    // answer is the JSON envelope.
    const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
    const parsed = isJson
      ? ((await response.json()) as Envelope<T>)
      : ({
          success: response.ok,
          message: '',
          data: (await response.text()) as T,
          totalCount: 0,
        } as Envelope<T>);
    return { status: response.status, headers: response.headers, body: parsed };
  }

  return {
    app,
    db: app.database.db,
    target: database.target,
    baseUrl,
    call,
    seededAt,
    async login(userName, password = DEMO_PASSWORD) {
      const res = await call<LoginResult>('POST', '/api/Account/Login', {
        body: { UserName: userName, Password: password },
      });
      if (res.status !== 200) throw new Error(`login ${userName} failed: ${res.status} ${res.body.message}`);
      return res.body.data.token;
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
