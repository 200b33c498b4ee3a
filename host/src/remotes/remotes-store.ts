import { ApiPaths, type RemoteManifestEntry, type RemoteName } from '@tac/contracts';
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
   * Fetches the manifest for the current user. The menu and the landing need only the manifest (with
   * the contracts route table): a remote's entry is fetched when one of its sections opens (`open`).
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
      setRemote(name, { status: 'ready', routes, attempts: remote.attempts + 1 });
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
    const { api } = await import('@tac/api-client'); // loaded once signed in, not on /Login
    const result = await api.get<RemoteManifestEntry[]>(ApiPaths.remotesManifest);
    if (!result.success || !Array.isArray(result.data)) {
      set({ manifest: 'failed' });
      return;
    }
    const remotes: RemotesState['remotes'] = {};
    // A candidate this session gave up (candidate-fallback.ts) is loaded as its stable.
    for (const entry of withFallbacks(result.data)) {
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

/** Every route descriptor of the remotes that loaded, in manifest order. */
export function readyRoutes(remotes: RemotesState['remotes']): RouteDescriptor[] {
  return Object.values(remotes).flatMap((r) => (r?.status === 'ready' ? r.routes : []));
}

/** The remotes the manifest offers this user, whether or not their entries have been fetched. */
export function deployedRemotes(remotes: RemotesState['remotes']): ReadonlySet<string> {
  return new Set(Object.keys(remotes));
}
