import type { RemoteManifestEntry } from '@tac/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const report = vi.hoisted(() => ({ reportLoadFailure: vi.fn() }));
vi.mock('./report-load-failure.ts', () => report);

const { candidateFailed, watchCandidateRoutes, withFallbacks } = await import('./candidate-fallback.ts');

const materialList = { path: '/MaterialListPage', pageClaim: 'pg.materiallist' };
/** The screen the candidate adds. */
const summary = { path: '/MaterialSummary', pageClaim: 'pg.materiallist' };
const candidate: RemoteManifestEntry = {
  name: 'mf-reference',
  version: '11.3.0',
  entry: '/remotes/mf-reference/11.3.0/remoteEntry.js',
  channel: 'candidate',
  routes: [materialList, summary],
  stableEntry: '/remotes/mf-reference/11.2.0/remoteEntry.js',
  stableVersion: '11.2.0',
  stableRoutes: [materialList],
};
const stable: RemoteManifestEntry = {
  name: 'mf-security',
  version: '11.2.0',
  entry: '/remotes/mf-security/11.2.0/remoteEntry.js',
  channel: 'stable',
  routes: [{ path: '/Security', pageClaim: 'pg.security' }],
};
const screen = { default: () => null };
const reload = vi.fn();

beforeEach(() => {
  sessionStorage.clear();
  report.reportLoadFailure.mockReset().mockResolvedValue(undefined);
  reload.mockReset();
  vi.stubGlobal('location', { ...window.location, reload });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a candidate whose code fails', () => {
  it('gives it up for the session when a screen chunk fails: reported once, the page reloaded', async () => {
    const routes = watchCandidateRoutes(candidate, [
      {
        path: '/MaterialListPage',
        pageClaim: 'pg.materiallist',
        load: () => Promise.reject(new Error('chunk')),
      },
    ]);
    void routes[0]?.load();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(report.reportLoadFailure).toHaveBeenCalledExactlyOnceWith('mf-reference', '11.3.0');
    // The next page load reads the manifest with the stable in its place.
    expect(withFallbacks([candidate, stable])).toEqual([
      // With the stable's routes: the screen only the candidate added leaves the menu.
      {
        name: 'mf-reference',
        version: '11.2.0',
        entry: candidate.stableEntry,
        channel: 'stable',
        routes: [materialList],
      },
      stable,
    ]);
    // Failing again in this session reports nothing more.
    await candidateFailed(candidate, new Error('again'));
    expect(report.reportLoadFailure).toHaveBeenCalledTimes(1);
  });

  it('gives it up when a screen chunk does not answer within the timeout', async () => {
    vi.useFakeTimers();
    const [route] = watchCandidateRoutes(candidate, [
      { path: '/MaterialListPage', pageClaim: 'pg.materiallist', load: () => new Promise(() => undefined) },
    ]);
    void route?.load();
    await vi.advanceTimersByTimeAsync(5000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(report.reportLoadFailure).toHaveBeenCalledWith('mf-reference', '11.3.0');
  });

  it('leaves screens that load, and stable remotes, as they are', async () => {
    const [route] = watchCandidateRoutes(candidate, [
      { path: '/MaterialListPage', pageClaim: 'pg.materiallist', load: async () => screen },
    ]);
    await expect(route?.load()).resolves.toBe(screen);
    const stableRoutes = [
      { path: '/Security', pageClaim: 'pg.security', load: () => Promise.reject(new Error('x')) },
    ];
    expect(watchCandidateRoutes(stable, stableRoutes)[0]?.load).toBe(stableRoutes[0]?.load);
    expect(withFallbacks([candidate])).toEqual([candidate]);
    expect(report.reportLoadFailure).not.toHaveBeenCalled();
  });
});
