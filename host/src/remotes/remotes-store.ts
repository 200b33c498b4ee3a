import type { RemoteManifestEntry, RemoteName, RemoteRouteMeta } from '@tac/contracts';
import type { RouteDescriptor } from '@tac/ui';
import { create } from 'zustand';
import { withFallbacks } from './candidate-fallback.ts';
import { loadSharedUi } from './shared-ui.ts';

/** 'idle': in the manifest, its entry not fetched yet (nobody opened one of its sections). */
export type RemoteStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface RemoteState {
  entry: RemoteManifestEntry;
  status: RemoteStatus;
  routes: RouteDescriptor[];
  attempts: number;
}

interface RemotesState {
  manifest: 'idle' | 'loading' | 'ready' | 'failed';
  remotes: Partial<Record<RemoteName, RemoteState>>;
  /**
   * Fetches the manifest for the current user. The menu, the route table and the landing need only
   * the manifest (each entry lists its version's routes): a remote's entry is fetched when one of its
   * sections opens (`open`).
   */
  loadAll: () => Promise<void>;
  /** Loads a remote of the manifest that has not been loaded or tried yet; a failed one waits for Retry. */
  open: (name: RemoteName) => Promise<void>;
  retry: (name: RemoteName) => Promise<void>;
  reset: () => void;
}

export const useRemotes = create<RemotesState>((set, get) => {
  const setRemote = (name: RemoteName, patch: Partial<RemoteState>) =>
    set((s) => {
      const current = s.remotes[name];
      return current ? { remotes: { ...s.remotes, [name]: { ...current, ...patch } } } : s;
    });

  // The common @tac/ui parts every remote's screen uses; past sign-in only, not on /Login.
  let sharedUi: Promise<unknown> | undefined;
  // The MF runtime API is needed only after sign-in (kept out of /Login's JS); fetched beside the
  // manifest rather than after it, one round trip less before a section's remote can load.
  let federation: Promise<typeof import('./federation.ts')> | undefined;
  const loadFederation = () => {
    federation ??= import('./federation.ts');
    return federation;
  };
  // A section and the landing may both ask for one remote: share the load under way.
  const loading = new Map<RemoteName, Promise<void>>();
  const loadOne = async (name: RemoteName) => {
    const remote = get().remotes[name];
    if (!remote) return;
    setRemote(name, { status: 'loading' });
    try {
      sharedUi ??= loadSharedUi().catch(() => undefined); // a failure shows up as the remote's own
      const [{ loadManifestEntry }] = await Promise.all([loadFederation(), sharedUi]);
      const routes = await loadManifestEntry(remote.entry, remote.attempts);
      // A candidate that failed here was given up for the stable: its routes are the stable's now.
      const [entry = remote.entry] = withFallbacks([remote.entry]);
      setRemote(name, { status: 'ready', entry, routes, attempts: remote.attempts + 1 });
    } catch (error) {
      console.error(`Remote ${name} failed to load`, error);
      setRemote(name, { status: 'failed', attempts: remote.attempts + 1 });
    }
  };
  const loadOnce = (name: RemoteName) => {
    let load = loading.get(name);
    if (!load) {
      load = loadOne(name).finally(() => loading.delete(name));
      loading.set(name, load);
    }
    return load;
  };

  // Sign-in and the session effect may both ask for the manifest: share the load under way.
  let inflight: Promise<void> | undefined;
  const fetchManifest = async () => {
    set({ manifest: 'loading' });
    // Signed in, a section will open: its common @tac/ui parts load beside the manifest.
    sharedUi ??= loadSharedUi().catch(() => undefined);
    loadFederation().catch(() => undefined); // a failure shows up when a remote loads
    const { getRemotesManifest } = await import('./api/remotes-calls.ts'); // loaded once signed in, not on /Login
    const entries = await getRemotesManifest().then(
      (answer) => answer.data,
      () => undefined,
    );
    if (!Array.isArray(entries)) {
      set({ manifest: 'failed' });
      return;
    }
    const remotes: RemotesState['remotes'] = {};
    // A candidate this session gave up (candidate-fallback.ts) is loaded as its stable.
    for (const entry of withFallbacks(entries)) {
      const known = get().remotes[entry.name];
      // A loaded container cannot be swapped inside a page: a new version applies from the next reload.
      remotes[entry.name] =
        known?.status === 'ready' || known?.status === 'loading'
          ? known
          : { entry, status: 'idle', routes: [], attempts: known?.attempts ?? 0 };
    }
    set({ manifest: 'ready', remotes });
  };

  return {
    manifest: 'idle',
    remotes: {},
    loadAll: () => {
      inflight ??= fetchManifest().finally(() => {
        inflight = undefined;
      });
      return inflight;
    },
    open: async (name) => {
      if (get().remotes[name]?.status === 'idle') await loadOnce(name);
      else await loading.get(name);
    },
    retry: async (name) => {
      if (get().manifest !== 'ready') return get().loadAll();
      await loadOnce(name);
    },
    reset: () => set({ manifest: 'idle' }),
  };
});

/** A route of the manifest, with the remote that provides it. */
export type ManifestRoute = RemoteRouteMeta & { remote: RemoteName };

/**
 * Every section the manifest offers this user (each remote's version's routes, whether or not its
 * entry has been fetched, but its signed-out ones), in menu order: by `menu.order`, then as the manifest lists them, routes
 * with no order after those with one. The host's side menu, top tabs, route table and landing.
 */
export function manifestRoutes(remotes: RemotesState['remotes']): ManifestRoute[] {
  // A signed-out route (a page opened by a link) is no section: no menu, tab, guard or landing.
  const routes = Object.values(remotes).flatMap((r) =>
    r
      ? r.entry.routes
          .filter((route) => !route.signedOut)
          .map((route) => ({ ...route, remote: r.entry.name }))
      : [],
  );
  const order = (route: ManifestRoute) => route.menu?.order ?? Number.POSITIVE_INFINITY;
  return routes.sort((a, b) => order(a) - order(b) || 0);
}
