import { ApiPaths, type RemoteManifestEntry, type RemoteName } from '@tac/contracts';
import type { RouteDescriptor } from '@tac/ui';
import { create } from 'zustand';
import { loadSharedUi } from './shared-ui.ts';

export type RemoteStatus = 'loading' | 'ready' | 'failed';

export interface RemoteState {
  entry: RemoteManifestEntry;
  status: RemoteStatus;
  routes: RouteDescriptor[];
  attempts: number;
}

interface RemotesState {
  manifest: 'idle' | 'loading' | 'ready' | 'failed';
  remotes: Partial<Record<RemoteName, RemoteState>>;
  /** Fetches the manifest for the current user and loads every remote in it. */
  loadAll: () => Promise<void>;
  retry: (name: RemoteName) => Promise<void>;
  reset: () => void;
}

export const useRemotes = create<RemotesState>((set, get) => {
  const setRemote = (name: RemoteName, patch: Partial<RemoteState>) =>
    set((s) => {
      const current = s.remotes[name];
      return current ? { remotes: { ...s.remotes, [name]: { ...current, ...patch } } } : s;
    });

  const loadOne = async (name: RemoteName) => {
    const remote = get().remotes[name];
    if (!remote) return;
    setRemote(name, { status: 'loading' });
    try {
      // The MF runtime API is needed only after sign-in: kept out of /Login's JS.
      const { loadManifestEntry } = await import('./federation.ts');
      const routes = await loadManifestEntry(remote.entry, remote.attempts);
      setRemote(name, { status: 'ready', routes, attempts: remote.attempts + 1 });
    } catch (error) {
      console.error(`Remote ${name} failed to load`, error);
      setRemote(name, { status: 'failed', attempts: remote.attempts + 1 });
    }
  };

  // Sign-in and the session effect may both ask for the remotes: share the load under way.
  let inflight: Promise<void> | undefined;
  const fetchAndLoad = async () => {
    set({ manifest: 'loading' });
    const sharedUi = loadSharedUi();
    const { api } = await import('@tac/api-client'); // loaded once signed in, not on /Login
    const result = await api.get<RemoteManifestEntry[]>(ApiPaths.remotesManifest);
    if (!result.success || !Array.isArray(result.data)) {
      set({ manifest: 'failed' });
      return;
    }
    const remotes: RemotesState['remotes'] = {};
    for (const entry of result.data) {
      const known = get().remotes[entry.name];
      // A loaded container cannot be swapped inside a page: a new version applies from the next reload.
      remotes[entry.name] =
        known?.status === 'ready'
          ? known
          : { entry, status: 'loading', routes: [], attempts: known?.attempts ?? 0 };
    }
    set({ manifest: 'ready', remotes });
    await sharedUi.catch(() => undefined); // a failure here shows up as the remote's own failure
    await Promise.all(
      Object.values(remotes)
        .filter((r) => r.status === 'loading')
        .map((r) => loadOne(r.entry.name)),
    );
  };

  return {
    manifest: 'idle',
    remotes: {},
    loadAll: () => {
      inflight ??= fetchAndLoad().finally(() => {
        inflight = undefined;
      });
      return inflight;
    },
    retry: async (name) => {
      if (get().manifest !== 'ready') return get().loadAll();
      await loadOne(name);
    },
    reset: () => set({ manifest: 'idle' }),
  };
});

/** Every route descriptor of the remotes that loaded, in manifest order. */
export function readyRoutes(remotes: RemotesState['remotes']): RouteDescriptor[] {
  return Object.values(remotes).flatMap((r) => (r?.status === 'ready' ? r.routes : []));
}

export function isSettled(state: Pick<RemotesState, 'manifest' | 'remotes'>): boolean {
  if (state.manifest === 'failed') return true;
  if (state.manifest !== 'ready') return false;
  return Object.values(state.remotes).every((r) => r?.status !== 'loading');
}
