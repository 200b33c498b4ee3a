import type { RemoteManifestEntry } from '@tac/contracts';
import { RemoteManifestEntrySchema, wireProblems } from '@tac/contracts/schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);
const report = vi.hoisted(() => ({ reportLoadFailure: vi.fn() }));
vi.mock('./report-load-failure.ts', () => report);

const { loadManifestEntry } = await import('./federation.ts');

const routes = [
  { path: '/MaterialListPage', pageClaim: 'pg.materiallist', load: async () => ({ default: () => null }) },
];
const candidate: RemoteManifestEntry = {
  name: 'mf-reference',
  version: '11.3.0',
  entry: '/remotes/mf-reference/11.3.0/remoteEntry.js',
  channel: 'candidate',
  routes: [{ path: '/MaterialListPage', pageClaim: 'pg.materiallist' }],
  stableEntry: '/remotes/mf-reference/11.2.0/remoteEntry.js',
  stableVersion: '11.2.0',
};

beforeEach(() => {
  runtime.registerRemotes.mockReset();
  runtime.loadRemote.mockReset();
  report.reportLoadFailure.mockReset();
  sessionStorage.clear();
});

describe('loading a remote from the manifest', () => {
  it('is given a manifest entry in the wire shape', () => {
    expect(wireProblems(RemoteManifestEntrySchema, candidate)).toEqual([]);
  });

  it('registers the entry with the runtime and returns its route descriptors', async () => {
    runtime.loadRemote.mockResolvedValue({ routes });
    await expect(loadManifestEntry({ ...candidate, channel: 'stable' }, 0)).resolves.toEqual(routes);
    expect(runtime.registerRemotes.mock.calls[0]?.[0]).toEqual([
      { name: 'mf_reference', entry: `${window.location.origin}/remotes/mf-reference/11.3.0/remoteEntry.js` },
    ]);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_reference/routes');
  });

  it('falls back to the stable version when the candidate fails to load', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('script error')).mockResolvedValueOnce({ routes });
    await expect(loadManifestEntry(candidate, 0)).resolves.toEqual(routes);
    const entries = runtime.registerRemotes.mock.calls.map((c) => c[0][0].entry as string);
    expect(entries[0]).toContain('/11.3.0/');
    expect(entries[1]).toContain('/11.2.0/');
    // The failed candidate is reported for the Releases screen's count.
    expect(report.reportLoadFailure).toHaveBeenCalledWith('mf-reference', '11.3.0');
  });

  it('reports nothing when the version loads, or when a stable one fails', async () => {
    runtime.loadRemote.mockResolvedValueOnce({ routes }).mockRejectedValueOnce(new Error('script error'));
    await loadManifestEntry(candidate, 0);
    await expect(loadManifestEntry({ ...candidate, channel: 'stable' }, 0)).rejects.toThrow('script error');
    expect(report.reportLoadFailure).not.toHaveBeenCalled();
  });

  it('gives up on a remote that never answers after the timeout', async () => {
    vi.useFakeTimers();
    runtime.loadRemote.mockReturnValue(new Promise(() => {}));
    const result = loadManifestEntry({ ...candidate, channel: 'stable' }, 0);
    const assertion = expect(result).rejects.toThrow(/did not answer within 5000 ms/);
    await vi.advanceTimersByTimeAsync(5000);
    await assertion;
    vi.useRealTimers();
  });

  it('uses a fresh entry URL on a retry so a failed script is not reused', async () => {
    runtime.loadRemote.mockResolvedValue({ routes });
    await loadManifestEntry({ ...candidate, channel: 'stable' }, 2);
    expect(runtime.registerRemotes.mock.calls[0]?.[0][0].entry).toMatch(/remoteEntry\.js\?attempt=2$/);
    expect(runtime.registerRemotes.mock.calls[0]?.[1]).toEqual({ force: true });
  });
});
