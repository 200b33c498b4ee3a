import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiPaths, ReleaseMessages, type RemoteManifestEntry } from '@tac/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import type { BuiltRemote } from './discover.ts';
import { resolveManifest } from './manifest.ts';
import { checkRolloutFile, checkRolloutState } from './rollout-check.ts';

const ref = (name: BuiltRemote['name'], versions: string[], packageVersion?: string): BuiltRemote => ({
  name,
  versions,
  packageVersion,
});

describe('resolveManifest', () => {
  it('serves the package.json version when built, else the highest built version', () => {
    const entries = resolveManifest(
      [
        ref('mf-reference', ['11.2.0', '11.10.0'], '11.2.0'),
        ref('mf-security', ['1.0.0', '1.2.0-rc.1', '1.10.0'], '9.9.9'),
      ],
      {},
      null,
      [],
    );
    expect(entries).toEqual([
      {
        name: 'mf-reference',
        version: '11.2.0',
        entry: '/remotes/mf-reference/11.2.0/remoteEntry.js',
        channel: 'stable',
      },
      {
        name: 'mf-security',
        version: '1.10.0',
        entry: '/remotes/mf-security/1.10.0/remoteEntry.js',
        channel: 'stable',
      },
    ]);
  });

  it('follows a pinned stable, and lists a remote served only from a CDN that TAC_REMOTE_ORIGINS lists', () => {
    const built = [ref('mf-reference', ['11.2.0', '11.3.0'], '11.3.0')];
    const rollout = {
      'mf-reference': { stable: { version: '11.2.0' } },
      'mf-vouchers': {
        stable: { version: '3.0.0', entry: 'https://cdn.example/vouchers/3.0.0/remoteEntry.js' },
      },
    };
    const entries = resolveManifest(built, rollout, null, ['https://cdn.example']);
    expect(entries.map((e) => [e.name, e.version, e.entry])).toEqual([
      ['mf-reference', '11.2.0', '/remotes/mf-reference/11.2.0/remoteEntry.js'],
      ['mf-vouchers', '3.0.0', 'https://cdn.example/vouchers/3.0.0/remoteEntry.js'],
    ]);
    expect(resolveManifest(built, rollout, null, []).map((e) => e.name)).toEqual(['mf-reference']);
  });

  it('gives the candidate to its audience with the stable as fallback', () => {
    const built = [ref('mf-reference', ['11.2.0', '11.3.0'], '11.2.0')];
    const rollout = { 'mf-reference': { candidate: { version: '11.3.0', roles: ['Administrator'] } } };
    const admin = { userId: 1, userName: 'admin@demo.local', roleName: 'Administrator' };
    const reader = { userId: 2, userName: 'readonly@demo.local', roleName: 'Read Only' };
    expect(resolveManifest(built, rollout, admin, [])).toEqual([
      {
        name: 'mf-reference',
        version: '11.3.0',
        entry: '/remotes/mf-reference/11.3.0/remoteEntry.js',
        channel: 'candidate',
        stableVersion: '11.2.0',
        stableEntry: '/remotes/mf-reference/11.2.0/remoteEntry.js',
      },
    ]);
    expect(resolveManifest(built, rollout, reader, [])[0]?.channel).toBe('stable');
  });

  it('ignores a candidate that is not built and has no entry URL', () => {
    const built = [ref('mf-reference', ['11.2.0'], '11.2.0')];
    const entries = resolveManifest(
      built,
      { 'mf-reference': { candidate: { version: '12.0.0', percent: 100 } } },
      {
        userId: 1,
        userName: 'a',
        roleName: 'Administrator',
      },
      [],
    );
    expect(entries[0]).toMatchObject({ version: '11.2.0', channel: 'stable' });
  });
});

const FORECAST = {
  path: '/ForeCast',
  pageClaim: 'pg.forecast',
  menu: { label: 'Forecast', menuClaim: 'mn.forecast' },
};

describe('GET /api/Remotes/Manifest and /remotes files', () => {
  let root: string;
  let t: TestApp;
  const record = (name: string, version: string, shared: object) =>
    JSON.stringify({ name, version, builtAt: '2026-11-24T08:00:00Z', shared, routes: [FORECAST] });
  const build = async (name: string, version: string, files: Record<string, string>) => {
    const dir = path.join(root, name, 'dist', version);
    await mkdir(dir, { recursive: true });
    for (const [file, text] of Object.entries(files)) await writeFile(path.join(dir, file), text);
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'tac-remotes-'));
    await mkdir(path.join(root, 'mf-reference'), { recursive: true });
    await writeFile(path.join(root, 'mf-reference', 'package.json'), JSON.stringify({ version: '11.2.0' }));
    await build('host', '', { 'release.json': record('host', '11.2.0', { react: { version: '19.3.1' } }) });
    const fits = { react: { requiredVersion: '^19.3.1' } };
    await build('mf-reference', '11.2.0', {
      'remoteEntry.js': '/* 11.2.0 */',
      '__federation_expose_routes.3f2a9c1b7e.js': '1',
      'release.json': record('mf-reference', '11.2.0', fits),
    });
    await build('mf-reference', '11.3.0', {
      'remoteEntry.js': '/* 11.3.0 */',
      'release.json': record('mf-reference', '11.3.0', fits),
    });
    // Built against React 18: no version of it may be served beside this host.
    await build('mf-reference', '11.4.0', {
      'remoteEntry.js': '/* 11.4.0 */',
      'release.json': record('mf-reference', '11.4.0', { react: { requiredVersion: '^18.2.0' } }),
    });
    await build('mf-reference', '11.5.0', {
      'remoteEntry.js': '/* 11.5.0 */',
      'release.json': JSON.stringify({
        ...JSON.parse(record('mf-reference', '11.5.0', fits)),
        routes: [{ path: '/Releases', pageClaim: 'pg.releases' }],
      }),
    });
    // A remote folder without a build is left out of the manifest.
    await mkdir(path.join(root, 'mf-security', 'dist'), { recursive: true });
    const remotesFile = path.join(root, 'rollout.json');
    await writeFile(
      remotesFile,
      JSON.stringify({ 'mf-reference': { candidate: { version: '11.3.0', users: ['pm@demo.local'] } } }),
    );
    t = await startTestApp({ config: { repoRoot: root, remotesFile } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('answers anonymous callers with stable entries, uncached', async () => {
    const res = await t.call<RemoteManifestEntry[]>('GET', ApiPaths.remotesManifest);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({
      success: true,
      message: '',
      totalCount: 1,
      data: [
        {
          name: 'mf-reference',
          version: '11.2.0',
          entry: '/remotes/mf-reference/11.2.0/remoteEntry.js',
          channel: 'stable',
          routes: [FORECAST],
        },
      ],
    });
  });

  it('gives a listed user the candidate, and ignores a bad token rather than refusing', async () => {
    const token = await t.login('pm@demo.local');
    const res = await t.call<RemoteManifestEntry[]>('GET', ApiPaths.remotesManifest, { token });
    expect(res.body.data[0]).toMatchObject({
      version: '11.3.0',
      channel: 'candidate',
      stableVersion: '11.2.0',
    });
    const other = await t.call<RemoteManifestEntry[]>('GET', ApiPaths.remotesManifest, {
      token: await t.login('admin@demo.local'),
    });
    expect(other.body.data[0]?.channel).toBe('stable');
    const bad = await t.call<RemoteManifestEntry[]>('GET', ApiPaths.remotesManifest, { token: 'garbage' });
    expect(bad.status).toBe(200);
    expect(bad.body.data[0]?.channel).toBe('stable');
  });

  it('seeds the rollout state from the file once: a later edit of the file changes nothing', async () => {
    const file = path.join(root, 'rollout.json');
    await writeFile(file, JSON.stringify({ 'mf-reference': { stable: { version: '11.3.0' } } }));
    const res = await t.call<RemoteManifestEntry[]>('GET', ApiPaths.remotesManifest);
    expect(res.body.data[0]?.version).toBe('11.2.0');
    const row = await t.db.selectFrom('remote_rollout').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ remote: 'mf-reference', stable_version: null, candidate_version: '11.3.0' });
    expect(row.candidate_users).toEqual(['pm@demo.local']);
  });

  it('registers the versions the file names at start, having checked them as a registration would', async () => {
    const rows = await t.db
      .selectFrom('remote_release')
      .select(['remote', 'version', 'registered_by'])
      .execute();
    expect(rows).toEqual([{ remote: 'mf-reference', version: '11.3.0', registered_by: null }]);
  });

  it('does not start when the file names a version the registration check refuses', {
    timeout: 120_000,
  }, async () => {
    const remotesFile = path.join(root, 'refused.json');
    const refused = (plan: object) => writeFile(remotesFile, JSON.stringify({ 'mf-reference': plan }));
    await refused({ candidate: { version: '11.4.0', percent: 100 } });
    await expect(startTestApp({ config: { repoRoot: root, remotesFile } })).rejects.toThrow(
      `${remotesFile}: mf-reference 11.4.0 cannot be served: react: the release needs ^18.2.0, the host provides 19.3.1`,
    );
    // The same check for a pinned stable and a version never built, as the start runs it.
    await refused({ stable: { version: '11.4.0' } });
    await expect(checkRolloutFile(t.db, root, remotesFile, [])).rejects.toThrow(
      'react: the release needs ^18.2.0',
    );
    // A release whose routes take the host's is refused as a registration would be.
    await refused({ candidate: { version: '11.5.0' } });
    await expect(checkRolloutFile(t.db, root, remotesFile, [])).rejects.toThrow(
      `${remotesFile}: mf-reference 11.5.0 cannot be served: ${ReleaseMessages.routeTaken('mf-reference', '/Releases', 'the host')}`,
    );
    await refused({ candidate: { version: '12.0.0' } });
    await expect(checkRolloutFile(t.db, root, remotesFile, [])).rejects.toThrow(
      'mf-reference 12.0.0 is not built on this server',
    );
  });

  it('refuses at start a version on another origin unless TAC_REMOTE_ORIGINS lists it, and checks its URL and version', async () => {
    const remotesFile = path.join(root, 'elsewhere.json');
    const plan = (candidate: { version: string; entry: string }) =>
      writeFile(
        remotesFile,
        JSON.stringify({ 'mf-reference': { candidate: { ...candidate, percent: 100 } } }),
      );
    const cdn = ['https://cdn.example'];
    // An unbuilt version on an origin nobody allowed: the API does not start.
    await plan({ version: '99.0.0', entry: 'https://elsewhere.example/mf-reference/99.0.0/remoteEntry.js' });
    const refused = `${remotesFile}: mf-reference 99.0.0 cannot be served: ${ReleaseMessages.entryOriginNotAllowed('https://elsewhere.example')}`;
    await expect(checkRolloutFile(t.db, root, remotesFile, cdn)).rejects.toThrow(refused);
    // On a listed origin it is served once its URL is https, names its version and carries nothing more.
    await plan({ version: '12.0.0', entry: 'https://cdn.example/mf-reference/12.0.0/remoteEntry.js' });
    await expect(checkRolloutFile(t.db, root, remotesFile, cdn)).resolves.toBeUndefined();
    for (const [version, entry] of [
      ['12.0.0', 'https://cdn.example/mf-reference/12.1.0/remoteEntry.js'],
      ['12.0.0', 'https://cdn.example/mf-reference/12.0.0/remoteEntry.js?v=2'],
      ['12.0.0', 'https://cdn.example/mf-reference/12.0.0/main.js'],
      ['12.0.0', 'https://reader:secret@cdn.example/mf-reference/12.0.0/remoteEntry.js'],
      ['12.0.0', 'http://cdn.example/mf-reference/12.0.0/remoteEntry.js'],
      ['12.0.0', '//elsewhere.example/mf-reference/12.0.0/remoteEntry.js'],
      ['12.0.0', '/static/mf-reference/12.0.0/remoteEntry.js'],
      ['latest', 'https://cdn.example/mf-reference/latest/remoteEntry.js'],
    ] as const) {
      await plan({ version, entry });
      await expect(checkRolloutFile(t.db, root, remotesFile, cdn), entry).rejects.toThrow(
        `mf-reference ${version} cannot be served: `,
      );
    }
    // This server's own path of the version is this server's build: it passes the registration check.
    await plan({ version: '11.4.0', entry: '/remotes/mf-reference/11.4.0/remoteEntry.js' });
    await expect(checkRolloutFile(t.db, root, remotesFile, cdn)).rejects.toThrow(
      'react: the release needs ^18.2.0',
    );
  });

  it('never serves a version on an origin TAC_REMOTE_ORIGINS does not list, whatever the rollout state holds', async () => {
    const before = await t.db.selectFrom('remote_rollout').selectAll().executeTakeFirstOrThrow();
    // A row seeded while the origin was allowed, or written by hand.
    await t.db
      .updateTable('remote_rollout')
      .set({
        candidate_version: '99.0.0',
        candidate_entry: 'https://elsewhere.example/mf-reference/99.0.0/remoteEntry.js',
        candidate_percent: 100,
      })
      .where('remote', '=', 'mf-reference')
      .execute();
    const res = await t.call<RemoteManifestEntry[]>('GET', ApiPaths.remotesManifest, {
      token: await t.login('pm@demo.local'),
    });
    expect(res.body.data.map((e) => [e.name, e.version, e.channel])).toEqual([
      ['mf-reference', '11.2.0', 'stable'],
    ]);
    expect(res.headers.get('content-security-policy')).not.toContain('elsewhere.example');
    // At the next start the candidate is withdrawn, saying why.
    const warnings: string[] = [];
    await checkRolloutState(t.db, root, (message) => warnings.push(message), []);
    const after = await t.db.selectFrom('remote_rollout').selectAll().executeTakeFirstOrThrow();
    expect(after.candidate_version).toBeNull();
    expect(warnings).toEqual([
      `mf-reference candidate 99.0.0 withdrawn: ${ReleaseMessages.entryOriginNotAllowed('https://elsewhere.example')}`,
    ]);
    await t.db
      .updateTable('remote_rollout')
      .set({
        candidate_version: before.candidate_version,
        candidate_entry: before.candidate_entry,
        candidate_percent: before.candidate_percent,
        candidate_users: JSON.stringify(before.candidate_users),
        candidate_roles: JSON.stringify(before.candidate_roles),
      })
      .where('remote', '=', 'mf-reference')
      .execute();
  });

  it('serves remote files with CORS; entries uncached, hashed chunks cached for a year', async () => {
    const entry = await fetch(`${t.baseUrl}/remotes/mf-reference/11.2.0/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(await entry.text()).toBe('/* 11.2.0 */');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect(entry.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const chunk = await fetch(
      `${t.baseUrl}/remotes/mf-reference/11.2.0/__federation_expose_routes.3f2a9c1b7e.js`,
    );
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    '/remotes/mf-reference/11.2.0/missing.js',
    '/remotes/mf-unknown/1.0.0/remoteEntry.js',
    '/remotes/mf-reference/..%2F..%2Fpackage.json/remoteEntry.js',
    '/remotes/mf-reference/11.2.0/..%2F..%2F..%2Frollout.json',
  ])('answers 404 for %s', async (url) => {
    const res = await fetch(t.baseUrl + url);
    expect([403, 404]).toContain(res.status);
    expect(await res.json()).toMatchObject({ success: false });
  });
});
