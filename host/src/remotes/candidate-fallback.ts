import type { RemoteManifestEntry } from '@tac/contracts';
import type { RouteDescriptor } from '@tac/ui';
import { reportLoadFailure } from './report-load-failure.ts';
import { REMOTE_TIMEOUT_MS, withTimeout } from './with-timeout.ts';

/**
 * A candidate whose code fails to load in this browser (its entry, a screen's chunk, or either
 * timing out) is given up for the rest of the session: the manifest's answer is read with the stable
 * in its place until the tab closes, and the failure is reported once (the API counts it once per
 * user anyway). See shared/docs/remotes/host.md "Releases".
 */
const KEY = 'tac.candidate-fallback';

const keyOf = (entry: Pick<RemoteManifestEntry, 'name' | 'version'>) => `${entry.name}@${entry.version}`;

function given(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Records the candidate as given up; false when it was already (nothing more to report). */
function giveUp(entry: RemoteManifestEntry): boolean {
  const list = given();
  if (list.includes(keyOf(entry))) return false;
  try {
    sessionStorage.setItem(KEY, JSON.stringify([...list, keyOf(entry)]));
  } catch {
    // Storage full or refused: the fallback then holds for this page only.
  }
  return true;
}

/**
 * The manifest as this session loads it: each candidate given up replaced by its stable, with the
 * stable's routes (a screen only the candidate added leaves the menu with it).
 */
export function withFallbacks(entries: readonly RemoteManifestEntry[]): RemoteManifestEntry[] {
  const list = given();
  return entries.map((entry) =>
    entry.channel === 'candidate' && entry.stableEntry && entry.stableVersion && list.includes(keyOf(entry))
      ? {
          name: entry.name,
          version: entry.stableVersion,
          entry: entry.stableEntry,
          channel: 'stable',
          routes: entry.stableRoutes ?? entry.routes,
        }
      : entry,
  );
}

/** Gives a failed candidate up for the session and reports it, once. */
export async function candidateFailed(entry: RemoteManifestEntry, error: unknown): Promise<void> {
  console.error(
    `${entry.name} ${entry.version} failed to load; falling back to ${entry.stableVersion}`,
    error,
  );
  if (giveUp(entry)) await reportLoadFailure(entry.name, entry.version);
}

/**
 * A candidate's route descriptors with each screen's load watched: a screen chunk that fails or
 * does not answer gives the candidate up and reloads the page on the stable. The page is reloaded
 * rather than the remote swapped in place: the candidate's container and chunks are already in the
 * page, and a second build of the same remote beside them could mix the two.
 */
export function watchCandidateRoutes(
  entry: RemoteManifestEntry,
  routes: readonly RouteDescriptor[],
): RouteDescriptor[] {
  if (entry.channel !== 'candidate' || !entry.stableEntry) return [...routes];
  return routes.map((route) => ({
    ...route,
    load: () =>
      withTimeout(route.load(), REMOTE_TIMEOUT_MS, route.path).catch(async (error: unknown) => {
        await candidateFailed(entry, error);
        window.location.reload();
        // The page is going: keep the section loading rather than show it unavailable meanwhile.
        return new Promise<never>(() => undefined);
      }),
  }));
}
