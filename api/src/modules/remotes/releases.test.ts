import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiPaths, ReleaseMessages, type RemoteManifestEntry, type RemoteRelease } from '@tac/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/each-database.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { checkRolloutState } from './rollout-check.ts';
import { FAILURE_WINDOW_SECONDS } from './service.ts';

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

/** A repository folder with a host build and mf-reference builds, each with its release.json. */
async function fakeRepo(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'tac-releases-'));
  const record = async (dir: string, name: string, version: string, shared: object) => {
    await mkdir(dir, { recursive: true });
    await writeFile(
      path.join(dir, 'release.json'),
      JSON.stringify({ name, version, builtAt: '2026-11-24T08:00:00Z', shared }),
    );
  };
  await record(path.join(root, 'host', 'dist'), 'host', '11.2.0', HOST_SHARED);
  await mkdir(path.join(root, 'mf-reference'), { recursive: true });
  await writeFile(path.join(root, 'mf-reference', 'package.json'), JSON.stringify({ version: '11.2.0' }));
  const build = async (version: string, shared: object) => {
    const dir = path.join(root, 'mf-reference', 'dist', version);
    await record(dir, 'mf-reference', version, shared);
    await writeFile(path.join(dir, 'remoteEntry.js'), `/* ${version} */`);
  };
  await build('11.2.0', FITTING);
  await build('11.3.0', FITTING);
  await build('11.4.0', { ...FITTING, ...required({ react: '^18.2.0' }) });
  await build('11.5.0', { ...FITTING, ...required({ '@tac/ui/charts': '^11.2.0' }) });
  return root;
}

describeEachDatabase('releases and staged rollout', (database) => {
  let root: string;
  let t: TestApp;
  let sysadmin: string;
  let admin: string;
  let contribute: string;
  let readonly: string;

  beforeAll(async () => {
    root = await fakeRepo();
    t = await startTestApp({ database, config: { repoRoot: root } });
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
    const rows = await t.db.selectFrom('remote_release').select('version').execute();
    expect(rows.map((r) => r.version)).toEqual(['11.3.0']);
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
    expect(await manifest(contribute)).toMatchObject({
      version: '11.3.0',
      channel: 'candidate',
      stableVersion: '11.2.0',
    });
    expect(await manifest(readonly)).toMatchObject({ version: '11.2.0', channel: 'stable' });
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
      .set({ failure_reported_at: sql`now() - make_interval(secs => ${FAILURE_WINDOW_SECONDS + 1})` })
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
    await checkRolloutState(t.db, root, (message) => warnings.push(message));
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
});
