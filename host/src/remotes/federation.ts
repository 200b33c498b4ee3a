import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteManifestEntry } from '@tac/contracts';
import type { RouteDescriptor } from '@tac/ui';
import { reportLoadFailure } from './report-load-failure.ts';
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

/** Loads the chosen version; a candidate that fails falls back to the stable one. */
export async function loadManifestEntry(
  entry: RemoteManifestEntry,
  attempt: number,
): Promise<RouteDescriptor[]> {
  try {
    return await loadRemoteRoutes(entry.entry, entry.name, attempt);
  } catch (error) {
    if (entry.channel === 'candidate' && entry.stableEntry) {
      console.error(
        `${entry.name} ${entry.version} failed to load; falling back to ${entry.stableVersion}`,
        error,
      );
      // Counted on the Releases screen, so an operator sees a bad candidate before promoting it.
      void reportLoadFailure(entry.name, entry.version);
      return loadRemoteRoutes(entry.stableEntry, entry.name, attempt + 1000);
    }
    throw error;
  }
}
