/**
 * The cluster proof (shared/docs/operations.md "What is proven"): three replicas of the previous
 * release (previous-release.ts) on one PostgreSQL behind HAProxy, clients listing timecards and
 * saving materials through it without a pause, all three rolled with SIGTERM one by one to this
 * build, which brings a migration the previous release does not know, one replica of the previous
 * release killed (SIGKILL) midway and started again by its supervisor, a real Prometheus scraping the
 * replicas and HAProxy with the shipped rules. Its own lane of npm test (vitest.cluster.config.ts);
 * PostgreSQL only.
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { ApiPaths, type Envelope, type LoginResult } from '@tac/contracts';
import { addDays, todayIn } from '@tac/contracts/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_LIMITS } from '../../auth/login-limit.ts';
import { REPO_ROOT } from '../../config.ts';
import { type OpenDatabase, openDatabase } from '../../db/database.ts';
import { migrationProvider } from '../../db/migrations.ts';
import { appliedMigrations } from '../../db/schema-fit.ts';
import {
  addSchedule,
  startSmtpReceiver,
  userId,
  waitFor,
} from '../../modules/reports/scheduler/test-fixtures.ts';
import { DEMO_PASSWORD } from '../../seed/demo-data.ts';
import { createTestDatabase, POSTGRES_URL, type TestDatabase } from '../../testing/databases.ts';
import { type Cluster, type Replica, startCluster } from './cluster.ts';
import { type Call, Load, type PhaseFigures, phaseFigures } from './load.ts';
import { NEWER_BUILD_ENTRY, NEWER_BUILD_MIGRATION } from './newer-build.ts';
import {
  checkOutPreviousRelease,
  type PreviousRelease,
  previousReleaseRevision,
} from './previous-release.ts';
import type { FiringAlert } from './prometheus.ts';
import { API_ENTRY } from './replica.ts';
import { type Sample, scrapeAll } from './scrape.ts';

/** In the ops engineer's port range: the console, then replicas, metrics ports and HAProxy's stats. */
const PORT = Number(process.env.TAC_CLUSTER_PORT || 8270);
/**
 * Clients calling at once, each again as soon as its answer is in: enough that the roll and the crash
 * meet many calls in flight on every replica (CLUSTER_CLIENTS sets another number; most of the
 * proof's CPU is its load).
 */
const CLIENTS = Number(process.env.CLUSTER_CLIENTS || 30);
/** Of each client's calls, the share that saves a material (a write), the rest list timecards. */
const WRITE_SHARE = 0.3;
const WRITE_PREFIX = 'cluster load ';
/** Sessions the clients share: a sign-in costs a password hash, slow on purpose. */
const SESSIONS = 5;
const ADMIN = 'admin@demo.local';
const TIME_ZONE = 'America/Chicago';

const t0 = Date.now();
/** Progress with the seconds since the file loaded: where the time of a slow run went. */
const note = (what: string) => console.log(`  [${((Date.now() - t0) / 1000).toFixed(1)} s] ${what}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const queryDate = (day: string, time: string) =>
  `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)} ${time}`;

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}${ApiPaths.account.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: ADMIN, Password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as Envelope<LoginResult>;
  if (response.status !== 200) throw new Error(`sign-in: ${response.status} ${body.message}`);
  return body.data.token;
}

/**
 * A sign-in through the balancer from a client at `from`, one of loopback's many addresses (Linux
 * answers on all of 127.0.0.0/8), so clients of distinct addresses meet on one machine.
 */
function signInFrom(
  baseUrl: string,
  from: string,
  userName: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<number> {
  const body = JSON.stringify({ UserName: userName, Password: password });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${ApiPaths.account.login}`,
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const readyStatus = (port: number) =>
  fetch(`http://127.0.0.1:${port}${ApiPaths.health.ready}`).then((r) => r.status);

const listStatus = (baseUrl: string, token: string, query: string) =>
  fetch(`${baseUrl}${ApiPaths.timecards.list}?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ SearchText: [], Skip: 0, Take: 100 }),
  }).then((r) => r.status);

describe.skipIf(!POSTGRES_URL)('a 3-replica cluster behind HAProxy [PostgreSQL]', () => {
  let database: TestDatabase;
  let cluster: Cluster;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let load: Load | undefined;
  /** The test's own handle on the cluster's database, to add report schedules. */
  let data: OpenDatabase;
  /** The code the replicas start as, and what they are rolled to. */
  let release: PreviousRelease | undefined;
  let from: { root: string; entry: string };
  let to: { root: string; entry: string };
  /** What the roll is, in words for the output. */
  let rollFrom: string;

  beforeAll(async () => {
    // The previous release when git has it; a copy without history rolls this build to itself
    // with one synthetic migration more (newer-build.ts), and says so.
    const chooseRelease = async () => {
      const previous = await previousReleaseRevision(REPO_ROOT);
      if ('rev' in previous) {
        release = await checkOutPreviousRelease(REPO_ROOT, previous.rev);
        from = { root: release.root, entry: API_ENTRY };
        to = { root: REPO_ROOT, entry: API_ENTRY };
        rollFrom = `the previous release ${previous.rev.slice(0, 12)} (the commit before ${previous.migration} was added; its packages: ${release.packages}; its @tac/contracts ${path.relative(release.root, release.contracts)} in its own copy)`;
      } else {
        from = { root: REPO_ROOT, entry: API_ENTRY };
        to = { root: REPO_ROOT, entry: NEWER_BUILD_ENTRY };
        rollFrom = `this build, to itself with a synthetic migration (${NEWER_BUILD_MIGRATION}): no previous release, as ${previous.unavailable}`;
      }
    };
    // Side by side, each kept where afterAll finds it; the first failure is the one reported.
    const ready = await Promise.allSettled([
      chooseRelease(),
      createTestDatabase('postgres').then((made) => {
        database = made;
      }),
      startSmtpReceiver().then((started) => {
        smtp = started;
      }),
    ]);
    for (const outcome of ready) if (outcome.status === 'rejected') throw outcome.reason;
    note(`rolling from ${rollFrom}`);
    if (database.target.kind !== 'postgres') throw new Error('PostgreSQL expected');
    cluster = await startCluster({
      replicas: 3,
      port: PORT,
      databaseUrl: database.target.url,
      root: from.root,
      entry: from.entry,
      // Info: a line as each request comes and goes, to follow one by its id.
      // A report run a SIGKILL catches is tried again once its attempt expires: 15 s here (a demo
      // report renders in well under one), not the default's minute and a half, so the proof waits
      // for a retry, not for the clock (shared/docs/remotes/reports.md "Runs and retries").
      env: {
        TAC_DEMO: '1',
        SMTP_URL: smtp.url,
        TAC_TIME_ZONE: TIME_ZONE,
        TAC_LOG_LEVEL: 'info',
        TAC_REPORT_ATTEMPT_SECONDS: '15',
      },
      // Scraping twice a second, an alert firing a second after its condition holds: the proof's
      // minutes are an office's hours.
      prometheus: { scrapeSeconds: 0.5, alertForSeconds: 1 },
      log: () => {},
    });
    data = await openDatabase(database.target);
    note('cluster up');
  }, 300_000);
  afterAll(async () => {
    await load?.stop();
    await data?.db.destroy();
    await cluster?.stop();
    await smtp?.close();
    await database?.drop();
    await release?.remove();
  }, 120_000);

  it('serves through an upgrade rolled under load and a crash, its metrics agree, writes are kept once, reports go once and a logout holds everywhere', async () => {
    const today = todayIn(TIME_ZONE);
    const query = `fromDate=${encodeURIComponent(queryDate(addDays(today, -27), '00:00:00'))}&toDate=${encodeURIComponent(queryDate(today, '23:59:59'))}`;
    const tokens: string[] = [];
    for (let i = 0; i < SESSIONS; i++) tokens.push(await signIn(cluster.baseUrl));
    load = new Load({
      url: `${cluster.baseUrl}${ApiPaths.timecards.list}?${query}`,
      payload: JSON.stringify({ SearchText: [], Skip: 0, Take: 100 }),
      tokens,
      clients: CLIENTS,
      // No pause between calls, and three in ten a write: every call is a POST the balancer may not
      // send twice, so a replica that stops answering before it stops receiving costs an error.
      writes: {
        url: `${cluster.baseUrl}${ApiPaths.materialList.save}`,
        share: WRITE_SHARE,
        payload: (client, n) => JSON.stringify({ DisplayText: `${WRITE_PREFIX}${client}-${n}` }),
      },
    });
    const metricsPorts = cluster.replicas.map((r) => r.metricsPort);
    const loadRoutes: string[] = [ApiPaths.timecards.list, ApiPaths.materialList.save];
    const counted = (samples: Sample[]) =>
      samples.filter(
        (s) =>
          s.name === 'tac_http_request_duration_seconds_count' && loadRoutes.includes(s.labels.route ?? ''),
      );
    const listed = (samples: Sample[]) => ({
      requests: counted(samples).reduce((sum, s) => sum + s.value, 0),
      errors: counted(samples)
        .filter((s) => s.labels.status_code !== '200')
        .reduce((sum, s) => sum + s.value, 0),
    });
    const prometheus = cluster.prometheus;
    if (!prometheus) throw new Error('the cluster has no Prometheus');
    const routeMatch = `route=~"${loadRoutes.join('|')}"`;
    /** The same figures as Prometheus has them after a scrape of every target, and HAProxy's. */
    const prometheusFigures = async () => {
      await prometheus.scrapedAfter(Date.now());
      return {
        requests: await prometheus.value(`sum(tac_http_request_duration_seconds_count{${routeMatch}})`),
        errors: await prometheus.value(
          `sum(tac_http_request_duration_seconds_count{${routeMatch}, status_code!="200"})`,
        ),
        balancer: await prometheus.value('sum(haproxy_frontend_http_requests_total{proxy="console"})'),
      };
    };
    /**
     * A steady phase with every replica up: what the replicas count, and what Prometheus has of
     * them and of HAProxy, must be what the clients saw.
     */
    const steady = async (phase: string, ms: number) => {
      const before = listed(await scrapeAll(metricsPorts));
      const promBefore = await prometheusFigures();
      load?.resume(phase);
      await sleep(ms);
      await load?.pause();
      const after = listed(await scrapeAll(metricsPorts));
      const promAfter = await prometheusFigures();
      return {
        scraped: { requests: after.requests - before.requests, errors: after.errors - before.errors },
        prometheus: {
          requests: promAfter.requests - promBefore.requests,
          errors: promAfter.errors - promBefore.errors,
          balancer: promAfter.balancer - promBefore.balancer,
        },
      };
    };

    note(`${SESSIONS} sessions signed in`);
    const { scraped: scrapedBefore, prometheus: prometheusBefore } = await steady('before', 5000);
    note('steady phase done; rolling to this build');

    // The migrations the roll brings: the ones the running release did not know (all of its own are
    // this build's too, none renamed or dropped since).
    const known = Object.keys(await migrationProvider.getMigrations());
    const appliedBefore = await appliedMigrations(data.db);
    const brought = release ? known.filter((name) => !appliedBefore.includes(name)) : [NEWER_BUILD_MIGRATION];
    if (release) expect(known).toEqual(expect.arrayContaining(appliedBefore));
    expect(brought.length).toBeGreaterThan(0);
    for (const name of brought) expect(appliedBefore).not.toContain(name);

    // Report schedules due one after another while the replicas are rolled.
    const adminId = await userId(data.db, ADMIN);
    const subjects = [0, 1, 2, 3, 4, 5].map((i) => `Roll report ${i}`);
    const rollStarts = Date.now();
    for (const [i, subject] of subjects.entries())
      await addSchedule(data.db, {
        createdById: adminId,
        nextDueAt: new Date(rollStarts + 1000 + i * 4000),
        name: subject,
        subject,
      });

    // An upgrade rolled under load: each replica in turn drains on SIGTERM, exits, and comes back as
    // the new build, whose first replica migrates while the others, the previous release, serve on.
    const [first, victim, last] = cluster.replicas;
    if (!first || !victim || !last) throw new Error('three replicas expected');
    const exitCodes: (number | null)[] = [];
    const rollToNew = async (replica: Replica) => {
      await replica.stop('SIGTERM');
      exitCodes.push(replica.exitCode);
      await replica.start(to);
      await cluster.balanced();
      note(`${replica.name} rolled`);
    };
    load.resume('roll');
    await rollToNew(first);
    expect(await appliedMigrations(data.db)).toEqual(expect.arrayContaining(brought));
    for (const older of [victim, last]) expect(await readyStatus(older.port)).toBe(200);

    // Prometheus' replica-down alert, firing.
    const downAlert = (alerts: FiringAlert[]) =>
      alerts.filter((a) => a.labels.alertname === 'TacReplicaDown' && a.state === 'firing');
    // A roll slow enough (a loaded machine) fires the rolled replica's own alert: the crash starts
    // once none fires, so the one it fires is the crash's.
    await waitFor(
      async () => downAlert(await prometheus.alerts()).length === 0,
      60_000,
      'no replica-down alert firing before the crash',
    );

    // A crash of a replica of the previous release on the new schema: its supervisor starts it again
    // as it was (it must start there), with the clients on it.
    await load.pause();
    load.resume('crash');
    await sleep(1000);
    // What the crash may cost: the calls in flight when the signal went, and those started while the
    // replica died (until it exited, HAProxy may still hand it a call).
    const inFlightAtKill = load.inFlight;
    const startedAtKill = load.started;
    await victim.kill('SIGKILL');
    const exposedToKill = inFlightAtKill + (load.started - startedAtKill);
    // The replica-down alert fires for the killed one while it is down. Another's beside it can only
    // be scrapes a starved replica did not answer in time (a loaded machine): each other one serves.
    await waitFor(
      async () => downAlert(await prometheus.alerts()).some((a) => a.labels.replica === victim.name),
      30_000,
      'the replica-down alert to fire for the killed replica',
    );
    for (const other of [first, last]) expect(await readyStatus(other.port)).toBe(200);
    await waitFor(
      async () => victim.restarts === 1,
      120_000,
      'the supervisor to start the killed replica again',
    );
    expect({ root: victim.root, entry: victim.entry }).toEqual(from);
    await cluster.balanced();
    note('the killed replica is back, started by its supervisor');
    await waitFor(
      async () => downAlert(await prometheus.alerts()).length === 0,
      30_000,
      'the replica-down alert to resolve',
    );
    await load.pause();

    load.resume('roll');
    await rollToNew(victim);
    await rollToNew(last);
    await load.pause();

    const { scraped: scrapedAfter, prometheus: prometheusAfter } = await steady('after', 5000);
    await load.stop();

    const figures: PhaseFigures[] = ['before', 'crash', 'roll', 'after'].map((p) =>
      phaseFigures(load?.calls ?? [], p),
    );
    console.log(
      [
        `cluster proof: ${CLIENTS} clients on the timecard list through HAProxy, 3 replicas`,
        `  rolled from ${rollFrom}, bringing ${brought.join(', ')}`,
        ...figures.map(
          (f) =>
            `  ${f.phase.padEnd(7)} ${String(f.requests).padStart(6)} requests, ${f.errors} errors${f.errors ? ` ${JSON.stringify(f.errorKinds)}` : ''}, p95 ${f.p95Ms} ms`,
        ),
        `  calls in flight when the replica was killed: ${inFlightAtKill}, and started until it exited: ${exposedToKill - inFlightAtKill} (across all replicas)`,
        `  metrics scraped from the replicas: before ${scrapedBefore.requests} requests / ${scrapedBefore.errors} errors, after ${scrapedAfter.requests} / ${scrapedAfter.errors}`,
        `  Prometheus: before ${prometheusBefore.requests} requests / ${prometheusBefore.errors} errors (HAProxy ${prometheusBefore.balancer}), after ${prometheusAfter.requests} / ${prometheusAfter.errors} (HAProxy ${prometheusAfter.balancer}); the replica-down alert fired for ${victim.name}`,
      ].join('\n'),
    );
    const [before, crash, roll, after] = figures;
    expect(before?.errors, `before: ${JSON.stringify(before?.errorKinds)}`).toBe(0);
    // At most the calls on the killed replica as it died fail: at most what was in flight anywhere
    // then, or started before it had exited.
    expect(crash?.errors, `crash: ${JSON.stringify(crash?.errorKinds)}`).toBeLessThanOrEqual(exposedToKill);
    expect(roll?.errors, `roll: ${JSON.stringify(roll?.errorKinds)}`).toBe(0);
    expect(roll?.requests).toBeGreaterThan(0);
    expect(after?.errors, `after: ${JSON.stringify(after?.errorKinds)}`).toBe(0);
    expect(exitCodes).toEqual([0, 0, 0]);
    // The replicas count what the clients saw, call for call.
    expect(scrapedBefore).toEqual({ requests: before?.requests, errors: 0 });
    expect(scrapedAfter).toEqual({ requests: after?.requests, errors: 0 });
    // And so does Prometheus, of the replicas and of the balancer.
    for (const [figures, phase] of [
      [prometheusBefore, before],
      [prometheusAfter, after],
    ] as const)
      expect(figures).toEqual({ requests: phase?.requests, errors: 0, balancer: phase?.requests });

    // Every write the clients saw acknowledged is in the database, once; none came from nowhere.
    const calls = load?.calls ?? [];
    const sent = calls.filter((c) => c.write !== undefined);
    const texts = (list: Call[]) =>
      list.map((c) => (JSON.parse(c.write ?? '{}') as { DisplayText: string }).DisplayText);
    const stored = (
      await data.db
        .selectFrom('material')
        .select('display_text')
        .where('display_text', 'like', `${WRITE_PREFIX}%`)
        .execute()
    ).map((r) => r.display_text);
    expect(sent.length / calls.length).toBeCloseTo(WRITE_SHARE, 1);
    expect(new Set(stored).size).toBe(stored.length);
    expect(stored).toEqual(expect.arrayContaining(texts(sent.filter((c) => c.status === 200))));
    expect(texts(sent)).toEqual(expect.arrayContaining(stored));

    // Sessions survived: every client's token still works after every replica restarted (the
    // after phase had no error), and each due report went out exactly once.
    await waitFor(
      async () => subjects.every((s) => smtp.received.some((m) => m.parsed.subject === s)),
      // A retry after a crash: the attempt's 15 s, pg-boss's maintenance round and the retry's delay.
      120_000,
      'every report of the roll to be sent',
    );
    await sleep(2000);
    for (const subject of subjects)
      expect(smtp.received.filter((m) => m.parsed.subject === subject)).toHaveLength(1);

    // A logout on one replica is refused on the others at once.
    const token = await signIn(cluster.baseUrl);
    for (const r of cluster.replicas)
      expect(await listStatus(`http://127.0.0.1:${r.port}`, token, query)).toBe(200);
    const logout = await fetch(`http://127.0.0.1:${first.port}${ApiPaths.account.logout}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(200);
    for (const r of [victim, last])
      expect(await listStatus(`http://127.0.0.1:${r.port}`, token, query)).toBe(401);
  }, 600_000);

  it("follows a call by its id: HAProxy names it whatever the client sent, and its access line and the replica's log lines carry it", async () => {
    const answer = await fetch(`${cluster.baseUrl}${ApiPaths.materialList.save}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'chosen-by-the-client' },
      body: '{}',
    });
    expect(answer.status).toBe(401);
    const id = answer.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    // HAProxy's line: which replica served it, with what status.
    const accessLine = await waitFor(
      async () =>
        (await readFile(path.join(cluster.logDir, 'haproxy.log'), 'utf8'))
          .split('\n')
          .find((line) => line.endsWith(` ${id}`)),
      10_000,
      "the call's access line",
    );
    const [, server, status] = /api\/(api\d) \S+ (\d{3}) /.exec(accessLine) ?? [];
    expect(status).toBe('401');
    // The replica's lines reach its log file as its output is read: wait for the second.
    const replicaLines = await waitFor(
      async () => {
        const lines = (await readFile(path.join(cluster.logDir, `${server}.log`), 'utf8'))
          .split('\n')
          .filter((line) => line.includes(`"reqId":"${id}"`))
          .map((line) => (JSON.parse(line) as { msg: string }).msg);
        return lines.length >= 2 && lines;
      },
      10_000,
      "the replica's lines of the call",
    );
    expect(replicaLines).toEqual(['incoming request', 'request completed']);
  }, 60_000);

  it("keeps each client's address: a guesser elsewhere does not lock the owner out, and a forged X-Forwarded-For is not believed", async () => {
    const owner = 'pm@demo.local';
    const from = (address: string, password: string, headers?: Record<string, string>) =>
      signInFrom(cluster.baseUrl, address, owner, password, headers);
    // The owner signs in at their usual address. A guesser on the balancer's own machine (the one
    // address the replicas trust) spends its tries, writing the owner's address as its own.
    expect(await from('127.0.0.3', DEMO_PASSWORD)).toBe(200);
    const forged = { 'x-forwarded-for': '127.0.0.3' };
    const guesses = Array.from({ length: DEFAULT_LOGIN_LIMITS.perPair.failures }, () =>
      from('127.0.0.1', 'not the password', forged),
    );
    expect(await Promise.all(guesses)).toEqual(guesses.map(() => 401));
    expect(await from('127.0.0.1', DEMO_PASSWORD, forged)).toBe(429);
    // The owner is not held back: the replicas counted each attempt where it really came from.
    expect(await from('127.0.0.3', DEMO_PASSWORD)).toBe(200);
    const attempts = await data.db
      .selectFrom('login_attempt')
      .select('client_address')
      .where('user_name', '=', owner)
      .execute();
    expect(attempts.map((a) => a.client_address).sort()).toEqual([
      ...guesses.map(() => '127.0.0.1'),
      '127.0.0.3',
      '127.0.0.3',
    ]);
  }, 60_000);
});
