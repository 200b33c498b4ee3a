import type { Envelope, RemoteManifestEntry, RemoteRouteMeta } from '@tac/contracts';
import { ApiPaths } from '@tac/contracts/api-paths';
import { findRoute, findSignedOutRoute } from '@tac/contracts/routes';
import type { RouteDescriptor } from '@tac/ui';
import { loadManifestEntry } from './federation.ts';

/** What a path is by the anonymous manifest: a remote's signed-out route, a section, or nothing the console has. */
export type PathKind =
  | { kind: 'signedOut'; entry: RemoteManifestEntry; route: RemoteRouteMeta }
  | { kind: 'section' }
  | { kind: 'unknown' };

/**
 * The manifest's routes for an anonymous caller, asked without the session whoever is signed in. A
 * plain fetch (no-cache, as the API client's GETs): the host's first script asks it before the API
 * client has loaded.
 */
async function anonymousManifest(): Promise<RemoteManifestEntry[]> {
  const response = await fetch(ApiPaths.remotesManifest, { headers: { 'Cache-Control': 'no-cache' } });
  const answer = (await response.json()) as Envelope<RemoteManifestEntry[] | null>;
  if (!answer.success || !answer.data) throw new Error(answer.message || `manifest ${response.status}`);
  return answer.data;
}

function kindOf(entries: readonly RemoteManifestEntry[], path: string): PathKind {
  for (const entry of entries) {
    const found = findSignedOutRoute(entry.routes, path);
    if (found) return { kind: 'signedOut', entry, route: found.route };
  }
  const section = findRoute(
    entries.flatMap((e) => e.routes),
    path,
  );
  return section ? { kind: 'section' } : { kind: 'unknown' };
}

let last: { path: string; kind: Promise<PathKind> } | undefined;

/**
 * What `path` is. The answer for the path asked last is kept, so the first script's question
 * (app/open-early.ts), the router's first drawing and SignedOutPath take one request between them;
 * a failed answer is asked again.
 */
export function whatPathIs(path: string): Promise<PathKind> {
  if (last?.path === path) return last.kind;
  const asked = { path, kind: anonymousManifest().then((entries) => kindOf(entries, path)) };
  asked.kind.catch(() => {
    if (last === asked) last = undefined;
  });
  last = asked;
  return asked.kind;
}

const samePath = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A plain signed-out route's remote, loading since the manifest named it (preloadSignedOutRemote). */
let early: { entry: RemoteManifestEntry; routes: Promise<RouteDescriptor[]> } | undefined;

/** A signed-out route's remote: its first attempt takes the load started early, if one was. */
export function loadSignedOutRemote(entry: RemoteManifestEntry, attempt: number): Promise<RouteDescriptor[]> {
  if (attempt === 0 && early?.entry === entry) return early.routes;
  return loadManifestEntry(entry, attempt);
}

/**
 * Starts loading a plain signed-out route's remote and its screen's code as soon as the manifest
 * named the route (app/open-early.ts), while React loads, rather than one after another once the
 * router has drawn.
 */
export function preloadSignedOutRemote(entry: RemoteManifestEntry, path: string): void {
  early = { entry, routes: loadSignedOutRemote(entry, 0) };
  // A failure is the route's to show, when it asks for the same load.
  early.routes.then((routes) => routes.find((r) => samePath(r.path, path))?.load()).catch(() => {});
}
