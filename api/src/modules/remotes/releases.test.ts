import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ApiPaths,
  ReleaseMessages,
  type RemoteManifestEntry,
  type RemoteRelease,
  SecurityGroupId,
} from '@tac/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_LOGIN_LIMITS } from '../../auth/login-limit.ts';
import { describeEachDatabase } from '../../testing/each-database.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { DEFAULT_CANDIDATE_FAILURE_BOUND } from './failure-bound.ts';
import { checkRolloutState } from './rollout-check.ts';
import { failureFigures } from './withdrawal.ts';
import { WITHDRAWALS_METRIC } from './withdrawal-metric.ts';

const WINDOW_MINUTES = DEFAULT_CANDIDATE_FAILURE_BOUND.windowMinutes;

const HOST_SHARED = {
  react: { version: '19.3.1', requiredVersion: '^19.3.1' },
  'react-dom': { version: '19.3.1', requiredVersion: '^19.3.1' },
  zustand: { version: '5.1.0', requiredVersion: '^5.1.0' },
  '@tac/ui/core': { version: '11.2.0', requiredVersion: '^11.2.0' },
};
const required = (ranges: Record<string, string>) =>
  Object.fromEntries(Object.entries(ranges).map(([pkg, range]) => [pkg, { requiredVersion: range }]));
const FITTING = required({
  react: '^19.3.1',
  'react-dom': '^19.3.1',
  zustand: '^5.1.0',
  '@tac/ui/core': '^11.2.0',
});

const MATERIAL_LIST = {
  path: '/MaterialListPage',
  pageClaim: 'pg.materiallist',
  menu: { label: 'Material List', menuClaim: 'mn.materiallist', order: 110 },
};
/** The screen 11.3.0 adds, behind an existing claim. */
const MATERIAL_SUMMARY = {
  path: '/MaterialSummary',
  pageClaim: 'pg.materiallist',
  menu: { label: 'Material Summary', menuClaim: 'mn.materiallist', order: 111 },
};
const SECURITY = {
  path: '/Security',
  pageClaim: 'pg.security',
  menu: { label: 'Security', menuClaim: 'mn.security' },
};

/**
 * A repository folder with a host build, mf-reference builds and mf-security's, each with its
 * release.json, and a build of mf-weather, a remote no part of the console names.
 */
async function fakeRepo(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'tac-releases-'));
  const record = async (dir: string, fields: object) => {
    await mkdir(dir, { recursive: true });
    await writeFile(
      path.join(dir, 'release.json'),
      JSON.stringify({ builtAt: '2026-11-24T08:00:00Z', ...fields }),
    );
  };
  await record(path.join(root, 'host', 'dist'), { name: 'host', version: '11.2.0', shared: HOST_SHARED });
  const build = async (name: string, version: string, shared: object, routes?: unknown) => {
    const dir = path.join(root, name, 'dist', version);
    await record(dir, { name, version, shared, ...(routes === undefined ? {} : { routes }) });
    await writeFile(path.join(dir, 'remoteEntry.js'), `/* ${version} */`);
  };
  for (const name of ['mf-reference', 'mf-security', 'mf-weather']) {
    await mkdir(path.join(root, name), { recursive: true });
    await writeFile(path.join(root, name, 'package.json'), JSON.stringify({ version: '11.2.0' }));
  }
  const reference = (version: string, shared: object, routes: unknown = [MATERIAL_LIST]) =>
    build('mf-reference', version, shared, routes);
  await reference('11.2.0', FITTING);
  await reference('11.3.0', FITTING, [MATERIAL_LIST, MATERIAL_SUMMARY]);
  await reference('11.4.0', { ...FITTING, ...required({ react: '^18.2.0' }) });
  await reference('11.5.0', { ...FITTING, ...required({ '@tac/ui/charts': '^11.2.0' }) });
  // Built before releases recorded their routes.
  await reference('11.6.0', FITTING, null);
  await reference('11.7.0', FITTING, [{ ...MATERIAL_LIST, pageClaim: 'materiallist' }]);
  await reference('11.8.0', FITTING, [MATERIAL_LIST, SECURITY]);
  await reference('11.9.0', FITTING, [{ ...MATERIAL_LIST, path: '/releases' }]);
  await build('mf-security', '11.2.0', FITTING, [SECURITY]);
  await build('mf-weather', '1.0.0', FITTING, [
    { path: '/Weather', pageClaim: 'pg.forecast', menu: { label: 'Weather', menuClaim: 'mn.forecast' } },
  ]);
  return root;
}

/** Twenty-odd users sign in from one address in the withdrawal test: more than one office's minute. */
const MANY_SIGN_INS = {
  ...DEFAULT_LOGIN_LIMITS,
  perAddress: { ...DEFAULT_LOGIN_LIMITS.perAddress, failures: 1000 },
};

describeEachDatabase('releases and staged rollout', (database) => {
  let root: string;
  let t: TestApp;
  let sysadmin: string;
  let admin: string;
  let contribute: string;
  let readonly: string;

  beforeAll(async () => {
    root = await fakeRepo();
    // Many users sign in from one address here: the sign-in limits are not what is tested.
    t = await startTestApp({ database, config: { repoRoot: root }, loginLimits: MANY_SIGN_INS });
    sysadmin = await t.login('sysadmin@demo.local');
    admin = await t.login('admin@demo.local');
    contribute = await t.login('contribute@demo.local');
    readonly = await t.login('readonly@demo.local');
  });
  afterAll(async () => {
    await t?.close();
    await rm(root, { recursive: true, force: true });
  });

  const post = (path: string, body: unknown, token = sysadmin) => t.call<null>('POST', path, { body, token });
  const manifest = async (token: string) =>
    (await t.call<RemoteManifestEntry[]>('GET', ApiPaths.remotesManifest, { token })).body.data[0];
  const state = async () =>
    (await t.call<RemoteRelease[]>('GET', ApiPaths.remotes.releases, { token: sysadmin })).body.data[0];
  const audits = (entity: string) =>
    t.db.selectFrom('audit_log').selectAll().where('entity', '=', entity).orderBy('id').execute();

  it('registers a build whose shared ranges fit the host, once, audited', async () => {
    const res = await post(ApiPaths.remotes.register, { name: 'mf-reference', version: '11.3.0' });
    expect(res.status).toBe(200);
    const row = await t.db.selectFrom('remote_release').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ remote: 'mf-reference', version: '11.3.0' });
    expect(row.shared).toMatchObject({ react: '^19.3.1', '@tac/ui/core': '^11.2.0' });
    const [audit] = await audits('remote_release');
    expect(audit).toMatchObject({ action: 'register', entity_id: 'mf-reference@11.3.0' });
    const again = await post(ApiPaths.remotes.register, { name: 'mf-reference', version: '11.3.0' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('mf-reference 11.3.0 is already registered');
  });

  it('refuses a build whose shared ranges do not fit the host, naming the package', async () => {
    const skewed = await post(ApiPaths.remotes.register, { name: 'mf-reference', version: '11.4.0' });
    expect(skewed.status).toBe(409);
    expect(skewed.body.message).toBe('react: the release needs ^18.2.0, the host provides 19.3.1');
    const missing = await post(ApiPaths.remotes.register, { name: 'mf-reference', version: '11.5.0' });
    expect(missing.status).toBe(409);
    expect(missing.body.message).toContain('@tac/ui/charts');
    const notBuilt = await post(ApiPaths.remotes.register, { name: 'mf-reference', version: '12.0.0' });
    expect(notBuilt.status).toBe(404);
    const unknown = await post(ApiPaths.remotes.register, { name: 'mf-nowhere', version: '1.0.0' });
    expect(unknown.status).toBe(404);
    const rows = await t.db.selectFrom('remote_release').select(['version', 'routes']).execute();
    expect(rows).toEqual([{ version: '11.3.0', routes: [MATERIAL_LIST, MATERIAL_SUMMARY] }]);
    // A refused build left on disk is not listed as one the console serves.
    const listed = (await state())?.versions.map((v) => v.version);
    expect(listed).toEqual(['11.3.0', '11.2.0']);
  });

  it('keeps every release call from anyone but SystemAdmin', async () => {
    for (const token of [admin, contribute]) {
      expect(
        (await post(ApiPaths.remotes.register, { name: 'mf-reference', version: '11.2.0' }, token)).status,
      ).toBe(403);
      const rollout = { name: 'mf-reference', version: '11.3.0', percent: 100 };
      expect((await post(ApiPaths.remotes.rollout, rollout, token)).status).toBe(403);
      expect((await post(ApiPaths.remotes.promote, { name: 'mf-reference' }, token)).status).toBe(403);
      expect((await post(ApiPaths.remotes.rollback, { name: 'mf-reference' }, token)).status).toBe(403);
      expect((await t.call('GET', ApiPaths.remotes.releases, { token })).status).toBe(403);
    }
    expect((await post(ApiPaths.remotes.promote, { name: 'mf-reference' }, '')).status).toBe(401);
    expect(await t.db.selectFrom('remote_rollout').selectAll().execute()).toEqual([]);
  });

  it('refuses an audience naming a role or a user that does not exist, changing nothing', async () => {
    const offer = (audience: object) =>
      post(ApiPaths.remotes.rollout, { name: 'mf-reference', version: '11.3.0', percent: 0, ...audience });
    const role = await offer({ roles: ['Contribute', 'Nobody'] });
    expect([role.status, role.body.message]).toEqual([400, ReleaseMessages.unknownRole('Nobody')]);
    const user = await offer({ users: ['ghost@demo.local'] });
    expect([user.status, user.body.message]).toEqual([400, ReleaseMessages.unknownUser('ghost@demo.local')]);
    expect(await t.db.selectFrom('remote_rollout').selectAll().execute()).toEqual([]);
    expect(await audits('remote_rollout')).toEqual([]);
  });

  it('rolls a registered candidate out to a role, effective on the next manifest, audited', async () => {
    const unregistered = await post(ApiPaths.remotes.rollout, {
      name: 'mf-reference',
      version: '11.4.0',
      percent: 5,
    });
    expect(unregistered.status).toBe(404);
    const res = await post(ApiPaths.remotes.rollout, {
      name: 'mf-reference',
      version: '11.3.0',
      percent: 0,
      roles: ['Contribute'],
    });
    expect(res.status).toBe(200);
    // The candidate's audience gets the screen it adds, with the stable's routes to fall back to;
    // everyone else gets the stable's routes only.
    expect(await manifest(contribute)).toMatchObject({
      version: '11.3.0',
      channel: 'candidate',
      routes: [MATERIAL_LIST, MATERIAL_SUMMARY],
      stableVersion: '11.2.0',
      stableRoutes: [MATERIAL_LIST],
    });
    expect(await manifest(readonly)).toEqual(
      expect.objectContaining({ version: '11.2.0', channel: 'stable', routes: [MATERIAL_LIST] }),
    );
    // A second sign-in of the same user lands on the same side.
    expect(await manifest(await t.login('contribute@demo.local'))).toMatchObject({ version: '11.3.0' });
    const [audit] = await audits('remote_rollout');
    expect(audit).toMatchObject({ action: 'rollout', entity_id: 'mf-reference', before: null });
    expect(audit?.after).toMatchObject({
      stable: '11.2.0',
      candidate: { version: '11.3.0', roles: ['Contribute'] },
    });
  });

  it('counts sign-ins as distinct users per version, and a failure once per user it was served to', async () => {
    // Reading the manifest again and again is still one user (contribute read it twice above).
    await Promise.all(Array.from({ length: 30 }, () => manifest(readonly)));
    const failure = () =>
      post(ApiPaths.remotes.loadFailure, { name: 'mf-reference', version: '11.3.0' }, contribute);
    // Posted in parallel: one report of one user is counted, whatever the others find.
    const failures = await Promise.all(Array.from({ length: 30 }, failure));
    expect(new Set(failures.map((f) => f.status))).toEqual(new Set([200]));
    // Read Only was never served the candidate: its reports are not counted.
    const notServed = await post(
      ApiPaths.remotes.loadFailure,
      { name: 'mf-reference', version: '11.3.0' },
      readonly,
    );
    expect(notServed.status).toBe(200);
    const made_up = await post(
      ApiPaths.remotes.loadFailure,
      { name: 'mf-reference', version: '9.9.9' },
      contribute,
    );
    expect(made_up.status).toBe(404);
    const anonymous = await t.call('POST', ApiPaths.remotes.loadFailure, {
      body: { name: 'mf-reference', version: '11.3.0' },
    });
    expect(anonymous.status).toBe(401);
    const remote = await state();
    expect(remote).toMatchObject({
      name: 'mf-reference',
      stableVersion: '11.2.0',
      candidate: { version: '11.3.0', percent: 0, roles: ['Contribute'], users: [] },
    });
    expect(remote?.versions.find((v) => v.version === '11.3.0')).toMatchObject({
      signIns: 1,
      loadFailures: 1,
    });
    expect(remote?.versions.find((v) => v.version === '11.2.0')).toMatchObject({
      signIns: 1,
      loadFailures: 0,
    });
  });

  it('counts the same user failing again once the window has passed', async () => {
    await t.db
      .updateTable('remote_version_user')
      .set({ failure_reported_at: sql`now() - make_interval(mins => ${WINDOW_MINUTES + 1})` })
      .execute();
    await post(ApiPaths.remotes.loadFailure, { name: 'mf-reference', version: '11.3.0' }, contribute);
    await post(ApiPaths.remotes.loadFailure, { name: 'mf-reference', version: '11.3.0' }, contribute);
    const remote = await state();
    expect(remote?.versions.find((v) => v.version === '11.3.0')?.loadFailures).toBe(2);
  });

  it('puts a promoted or restored version through the registration check against the host of now', async () => {
    const hostRecord = path.join(root, 'host', 'dist', 'release.json');
    const before = await readFile(hostRecord, 'utf8');
    const older = JSON.parse(before);
    older.shared.react = { version: '18.3.1', requiredVersion: '^18.3.1' };
    await writeFile(hostRecord, JSON.stringify(older));
    try {
      const promote = await post(ApiPaths.remotes.promote, { name: 'mf-reference' });
      expect([promote.status, promote.body.message]).toEqual([
        409,
        'react: the release needs ^19.3.1, the host provides 18.3.1',
      ]);
      expect((await state())?.candidate?.version).toBe('11.3.0');
    } finally {
      await writeFile(hostRecord, before);
    }
  });

  it('withdraws at start a candidate that no longer passes the registration check', async () => {
    await t.db
      .updateTable('remote_rollout')
      .set({ candidate_version: '11.5.0' })
      .where('remote', '=', 'mf-reference')
      .execute();
    const warnings: string[] = [];
    await checkRolloutState(t.db, root, (message) => warnings.push(message), []);
    expect(warnings).toEqual([
      'mf-reference candidate 11.5.0 withdrawn: The host does not provide the shared package @tac/ui/charts',
    ]);
    expect((await state())?.candidate).toBeNull();
    expect(await manifest(contribute)).toMatchObject({ version: '11.2.0', channel: 'stable' });
    const [withdrawn] = (await audits('remote_rollout')).slice(-1);
    expect(withdrawn).toMatchObject({ action: 'rollback', user_id: null });
    // Offered again for the tests below.
    expect(
      (
        await post(ApiPaths.remotes.rollout, {
          name: 'mf-reference',
          version: '11.3.0',
          percent: 0,
          roles: ['Contribute'],
        })
      ).status,
    ).toBe(200);
  });

  it('promotes the candidate for everyone, then rolls back to the earlier stable', async () => {
    expect((await post(ApiPaths.remotes.promote, { name: 'mf-reference' })).status).toBe(200);
    expect(await manifest(readonly)).toMatchObject({ version: '11.3.0', channel: 'stable' });
    expect(await state()).toMatchObject({
      stableVersion: '11.3.0',
      candidate: null,
      previousStableVersion: '11.2.0',
    });
    const promoteAgain = await post(ApiPaths.remotes.promote, { name: 'mf-reference' });
    expect(promoteAgain.status).toBe(409);

    expect((await post(ApiPaths.remotes.rollback, { name: 'mf-reference' })).status).toBe(200);
    expect(await manifest(readonly)).toMatchObject({ version: '11.2.0', channel: 'stable' });
    expect(await state()).toMatchObject({
      stableVersion: '11.2.0',
      candidate: null,
      previousStableVersion: null,
    });
    const nothing = await post(ApiPaths.remotes.rollback, { name: 'mf-reference' });
    expect(nothing.status).toBe(409);
    expect((await audits('remote_rollout')).map((a) => a.action)).toEqual([
      'rollout',
      'rollback',
      'rollout',
      'promote',
      'rollback',
    ]);
  });

  it('withdraws a candidate on rollback, leaving the stable as it was', async () => {
    await post(ApiPaths.remotes.rollout, { name: 'mf-reference', version: '11.3.0', percent: 100 });
    expect(await manifest(readonly)).toMatchObject({ version: '11.3.0', channel: 'candidate' });
    expect((await post(ApiPaths.remotes.rollback, { name: 'mf-reference' })).status).toBe(200);
    expect(await manifest(readonly)).toMatchObject({ version: '11.2.0', channel: 'stable' });
    const rollout = await post(ApiPaths.remotes.rollout, {
      name: 'mf-reference',
      version: '11.2.0',
      percent: 100,
    });
    expect(rollout.status).toBe(404); // 11.2.0 was never registered
  });

  it('refuses a build that records no routes, routes of a wrong shape, or a route the host or another remote provides', async () => {
    const register = (version: string) => post(ApiPaths.remotes.register, { name: 'mf-reference', version });
    const refusals = [];
    for (const version of ['11.6.0', '11.7.0', '11.8.0', '11.9.0']) {
      const res = await register(version);
      refusals.push([res.status, res.body.message]);
    }
    expect(refusals).toEqual([
      [409, ReleaseMessages.noRoutes('mf-reference', '11.6.0')],
      [
        409,
        expect.stringMatching(/^mf-reference 11\.7\.0: routes in its release\.json: routes\[0\]\.pageClaim /),
      ],
      [409, ReleaseMessages.routeTaken('mf-reference', '/Security', 'mf-security')],
      [409, ReleaseMessages.routeTaken('mf-reference', '/releases', 'the host')],
    ]);
    const bad = await post(ApiPaths.remotes.register, { name: 'MF_Reference/..', version: '1.0.0' });
    expect([bad.status, bad.body.message]).toEqual([400, expect.stringContaining('name')]);
    const rows = await t.db
      .selectFrom('remote_release')
      .select('version')
      .where('remote', '=', 'mf-reference');
    expect((await rows.execute()).map((r) => r.version)).toEqual(['11.3.0']);
  });

  it('registers and serves a remote nothing in the console names, with its routes', async () => {
    const before = (await t.call<RemoteManifestEntry[]>('GET', ApiPaths.remotesManifest, { token: readonly }))
      .body.data;
    // On disk, it is served at its default version like any remote built with the console.
    expect(before.find((e) => e.name === 'mf-weather')).toMatchObject({
      version: '1.0.0',
      routes: [{ path: '/Weather' }],
    });
    const res = await post(ApiPaths.remotes.register, { name: 'mf-weather', version: '1.0.0' });
    expect(res.status).toBe(200);
    const listed = (await t.call<RemoteRelease[]>('GET', ApiPaths.remotes.releases, { token: sysadmin })).body
      .data;
    expect(listed.map((r) => r.name)).toEqual(['mf-reference', 'mf-security', 'mf-weather']);
    expect(listed[2]?.versions[0]).toMatchObject({ version: '1.0.0', registeredAt: expect.any(String) });
  });

  it('withdraws a candidate by itself once enough of the users given it cannot load it: once across racing reports, audited, counted', async () => {
    // Twenty users of Read Only beside the demo ones, each with the demo password.
    const { password_hash } = await t.db
      .selectFrom('app_user')
      .select('password_hash')
      .where('user_name', '=', 'readonly@demo.local')
      .executeTakeFirstOrThrow();
    const names = Array.from({ length: 21 }, (_, i) => `given${i}@rollout.test`);
    await t.db
      .insertInto('app_user')
      .values(
        names.map((name, i) => ({
          user_name: name,
          first_name: 'Given',
          last_name: `${i}`,
          email: name,
          phone: '',
          role_id: SecurityGroupId.ReadOnly,
          password_hash,
        })),
      )
      .execute();
    const tokens = await Promise.all(names.map((name) => t.login(name)));
    const offer = await post(ApiPaths.remotes.rollout, {
      name: 'mf-reference',
      version: '11.3.0',
      percent: 100,
    });
    expect(offer.status).toBe(200);
    // The first twenty are given the candidate; the last never asks for the manifest.
    for (const token of tokens.slice(0, 20))
      expect(await manifest(token)).toMatchObject({ channel: 'candidate' });
    const report = (token: string) =>
      post(ApiPaths.remotes.loadFailure, { name: 'mf-reference', version: '11.3.0' }, token);
    const figures = () => failureFigures(t.db, 'mf-reference', '11.3.0', WINDOW_MINUTES);

    // Three users (each five times at once) are 15% of the twenty: under the bound's 20%. Read Only
    // was given 11.3.0 by an earlier offer only, and the last user never: neither counts.
    await Promise.all(
      [...tokens.slice(0, 3).flatMap((token) => Array(5).fill(token)), readonly, tokens[20] as string].map(
        report,
      ),
    );
    expect(await figures()).toEqual({ failedUsers: 3, servedUsers: 20 });
    expect((await state())?.candidate?.version).toBe('11.3.0');

    // Five more at once, each three times: the fourth user reaches 20%, and of the racing reports that
    // see it, one withdraws the candidate; the others find none.
    const answers = await Promise.all(
      tokens
        .slice(3, 8)
        .flatMap((token) => Array(3).fill(token))
        .map(report),
    );
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    const remote = await state();
    expect(remote).toMatchObject({ stableVersion: '11.2.0', candidate: null });
    expect(remote?.withdrawal).toMatchObject({ version: '11.3.0', servedUsers: 20 });
    expect(remote?.withdrawal?.failedUsers).toBeGreaterThanOrEqual(4);
    expect(remote?.withdrawal?.failedUsers).toBeLessThanOrEqual(8);
    // Everyone is on stable from their next manifest.
    expect(await manifest(tokens[0] as string)).toMatchObject({ version: '11.2.0', channel: 'stable' });
    // Later reports of the withdrawn version change nothing.
    await Promise.all(tokens.slice(8, 12).map(report));
    expect(await t.db.selectFrom('remote_withdrawal').selectAll().execute()).toHaveLength(1);
    const [withdrawn] = (await audits('remote_rollout')).slice(-1);
    expect(withdrawn).toMatchObject({ action: 'rollback', user_id: null });
    expect(withdrawn?.after).toMatchObject({
      candidate: null,
      withdrawn: { version: '11.3.0', servedUsers: 20, bound: DEFAULT_CANDIDATE_FAILURE_BOUND },
    });
    // The alert's metric: the same figure from every replica, read from the database.
    const scraped = await t.app.metrics.text();
    expect(scraped).toContain(`${WITHDRAWALS_METRIC}{remote="mf-reference"} 1`);
  });
});
