import type { RemoteManifestEntry } from '@tac/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const client = vi.hoisted(() => ({ api: { get: vi.fn() } }));
vi.mock('@tac/api-client', () => client);
const federation = vi.hoisted(() => ({ loadManifestEntry: vi.fn() }));
vi.mock('./federation.ts', () => federation);
vi.mock('./shared-ui.ts', () => ({ loadSharedUi: () => Promise.resolve() }));

const { manifestRoutes, useRemotes } = await import('./remotes-store.ts');

const menu = (label: string, order?: number) => ({ label, menuClaim: 'mn.x', ...(order ? { order } : {}) });
const entry = (name: string, routes: RemoteManifestEntry['routes']): RemoteManifestEntry => ({
  name,
  version: '11.2.0',
  entry: `/remotes/${name}/11.2.0/remoteEntry.js`,
  channel: 'stable',
  routes,
});
const manifest = [
  entry('mf-reference', [
    { path: '/ForeCast', pageClaim: 'pg.forecast', menu: menu('Forecast', 70) },
    { path: '/Weather', pageClaim: 'pg.forecast', menu: menu('Weather') },
  ]),
  entry('mf-security', [
    { path: '/Security', pageClaim: 'pg.security', menu: menu('Security', 10) },
    { path: '/SecurityPage', pageClaim: 'pg.security' },
  ]),
  entry('mf-workforce', [{ path: '/Projects', pageClaim: 'pg.projects', menu: menu('Projects', 20) }]),
  // A page opened by a link: no section, so never in the menu, tabs, guard or landing.
  entry('mf-vouchers', [{ path: '/sign/:token', pageClaim: 'pg.tmvoucher', signedOut: true }]),
];
const materialList = { path: '/MaterialListPage', pageClaim: 'pg.materiallist', load: vi.fn() };

beforeEach(() => {
  client.api.get.mockReset().mockResolvedValue({ data: manifest, message: '', totalCount: 3 });
  federation.loadManifestEntry.mockReset().mockResolvedValue([materialList]);
  useRemotes.setState({ manifest: 'idle', remotes: {} });
});

describe('remotes after sign-in', () => {
  it('reads the manifest and fetches no remote entry: the menu needs none', async () => {
    await useRemotes.getState().loadAll();
    const { remotes } = useRemotes.getState();
    expect(useRemotes.getState().manifest).toBe('ready');
    expect(Object.keys(remotes)).toEqual(['mf-reference', 'mf-security', 'mf-workforce', 'mf-vouchers']);
    expect(Object.values(remotes).map((r) => r?.status)).toEqual(['idle', 'idle', 'idle', 'idle']);
    expect(federation.loadManifestEntry).not.toHaveBeenCalled();
  });

  it('loads a remote once when one of its sections opens, and only that remote', async () => {
    await useRemotes.getState().loadAll();
    await Promise.all([
      useRemotes.getState().open('mf-reference'),
      useRemotes.getState().open('mf-reference'),
    ]);
    expect(federation.loadManifestEntry).toHaveBeenCalledTimes(1);
    expect(federation.loadManifestEntry).toHaveBeenCalledWith(manifest[0], 0);
    expect(useRemotes.getState().remotes['mf-reference']?.status).toBe('ready');
    expect(useRemotes.getState().remotes['mf-security']?.status).toBe('idle');
    expect(useRemotes.getState().remotes['mf-reference']?.routes).toEqual([materialList]);
  });

  it('leaves a failed remote to Retry, which loads it afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await useRemotes.getState().loadAll();
    federation.loadManifestEntry.mockRejectedValueOnce(new Error('script error'));
    await useRemotes.getState().open('mf-reference');
    expect(useRemotes.getState().remotes['mf-reference']?.status).toBe('failed');
    await useRemotes.getState().open('mf-reference');
    expect(federation.loadManifestEntry).toHaveBeenCalledTimes(1);
    await useRemotes.getState().retry('mf-reference');
    expect(federation.loadManifestEntry).toHaveBeenLastCalledWith(manifest[0], 1);
    expect(useRemotes.getState().remotes['mf-reference']?.status).toBe('ready');
  });

  it('keeps a loaded remote when the manifest is read again (a new version applies on reload)', async () => {
    await useRemotes.getState().loadAll();
    await useRemotes.getState().open('mf-reference');
    client.api.get.mockResolvedValue({
      data: [{ ...manifest[0], version: '11.3.0' }],
      message: '',
      totalCount: 1,
    });
    await useRemotes.getState().loadAll();
    expect(useRemotes.getState().remotes['mf-reference']?.entry.version).toBe('11.2.0');
    expect(useRemotes.getState().remotes['mf-reference']?.status).toBe('ready');
  });

  it('marks the manifest failed when the API refuses it', async () => {
    client.api.get.mockRejectedValue(new Error('down'));
    await useRemotes.getState().loadAll();
    expect(useRemotes.getState().manifest).toBe('failed');
  });

  it('gives every section of the manifest with its remote, in menu order, routes with no order last, no signed-out route', async () => {
    await useRemotes.getState().loadAll();
    expect(manifestRoutes(useRemotes.getState().remotes).map((r) => [r.remote, r.path])).toEqual([
      ['mf-security', '/Security'],
      ['mf-workforce', '/Projects'],
      ['mf-reference', '/ForeCast'],
      ['mf-reference', '/Weather'],
      ['mf-security', '/SecurityPage'],
    ]);
  });
});
