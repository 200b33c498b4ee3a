import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteManifestEntry } from '@tac/contracts';
import type { RouteDescriptor } from '@tac/ui';
import { candidateFailed, watchCandidateRoutes } from './candidate-fallback.ts';
import { REMOTE_TIMEOUT_MS, withTimeout } from './with-timeout.ts';

/** Container names are the remote names with dashes replaced, as the build names them. */
export const containerName = (name: string) => name.replace(/-/g, '_');

/**
 * Registers one remote with the MF runtime and loads its route descriptors. Each attempt uses a
 * fresh entry URL so a failed or hung script from an earlier attempt is not reused.
 */
export async function loadRemoteRoutes(
  entryUrl: string,
  name: string,
  attempt: number,
): Promise<RouteDescriptor[]> {
  const url = new URL(entryUrl, window.location.origin);
  if (attempt > 0) url.searchParams.set('attempt', String(attempt));
  registerRemotes([{ name: containerName(name), entry: url.toString() }], { force: attempt > 0 });
  const module = await withTimeout(
    loadRemote<{ routes?: RouteDescriptor[]; default?: RouteDescriptor[] }>(`${containerName(name)}/routes`),
    REMOTE_TIMEOUT_MS,
    name,
  );
  const routes = module?.routes ?? module?.default;
  if (!Array.isArray(routes)) throw new Error(`${name} exposes no route descriptors`);
  return routes;
}

/**
 * Loads the chosen version; a candidate whose entry fails (or times out) falls back to the stable one
 * at once, and for the rest of the session (candidate-fallback.ts). No chunk of the candidate ran, so
 * the stable's container can take its place in this page. A candidate that loads has its screens
 * watched the same way.
 */
export async function loadManifestEntry(
  entry: RemoteManifestEntry,
  attempt: number,
): Promise<RouteDescriptor[]> {
  try {
    return watchCandidateRoutes(entry, await loadRemoteRoutes(entry.entry, entry.name, attempt));
  } catch (error) {
    if (entry.channel === 'candidate' && entry.stableEntry) {
      await candidateFailed(entry, error);
      return loadRemoteRoutes(entry.stableEntry, entry.name, attempt + 1000);
    }
    throw error;
  }
}
