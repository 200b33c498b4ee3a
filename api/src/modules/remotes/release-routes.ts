import { HOST_ROUTE_RULES, ReleaseMessages as M, PUBLIC_PATHS, type RemoteRouteMeta } from '@tac/contracts';
import { RemoteRoutesSchema } from '@tac/contracts/schemas';
import { Type } from 'typebox';
import { Compile } from 'typebox/compile';
import type { Db } from '../../db/database.ts';
import { describeErrors, findUnsafeText } from '../../http/validation.ts';
import { type BuiltRemote, discoverBuiltRemotes } from './discover.ts';
import { defaultStable } from './manifest.ts';
import { readReleaseRecord, remoteBuildDir } from './release-record.ts';

/**
 * The routes a release provides (path, claims, menu entry), as its build recorded them from the
 * remote's routes.json. The manifest serves them and the host draws its menu, top tabs and route
 * table from them (shared/docs/releases.md). They decide what the browser shows, never what the API
 * allows: every API call checks its own claims.
 */

// Checked as a field of a record, so a message names it (`routes[0].pageClaim must …`).
const RecordRoutesSchema = Type.Object({ routes: RemoteRoutesSchema });
const check = Compile(RecordRoutesSchema);

/** Paths the host serves itself: no release may take one. */
const HOST_PATHS = [...PUBLIC_PATHS, '/ChangePassword', ...HOST_ROUTE_RULES.map((r) => r.path)];

/** Why a release record's routes cannot be served (naming the field), or undefined when they can. */
export function routesProblem(routes: unknown): string | undefined {
  if (!check.Check({ routes }))
    return describeErrors(RecordRoutesSchema, [...check.Errors({ routes })], 'release record');
  const unsafe = findUnsafeText(routes);
  if (unsafe) return `routes${unsafe.path.replaceAll('/', '.')} ${unsafe.problem}`;
  const seen = new Set<string>();
  for (const route of routes as RemoteRouteMeta[]) {
    const lower = route.path.toLowerCase();
    if (seen.has(lower)) return `${route.path} is listed twice`;
    seen.add(lower);
    // A parameter or a menu entry would put a link's page in the console, or a console page behind a link.
    if (route.path.includes('/:') && !route.signedOut)
      return `${route.path}: only a signed-out route takes parameters`;
    if (route.signedOut && route.menu) return `${route.path}: a signed-out route has no menu entry`;
    // The shell around a section is the design system: only a page outside it can do without.
    if (route.plainElements && !route.signedOut)
      return `${route.path}: only a signed-out route is drawn with plain elements`;
  }
  return undefined;
}

// A version folder is never written again once built (npm run release refuses it), so a build's
// routes, once read, stay true for the life of the process.
const buildRoutes = new Map<string, RemoteRouteMeta[]>();

/** The routes in a build's release.json on this API's disk; undefined with no readable ones. */
export async function readBuildRoutes(
  repoRoot: string,
  name: string,
  version: string,
): Promise<RemoteRouteMeta[] | undefined> {
  const dir = remoteBuildDir(repoRoot, name, version);
  const known = buildRoutes.get(dir);
  if (known) return known;
  const routes = (await readReleaseRecord(dir))?.routes;
  if (routes === undefined || routes === null || routesProblem(routes)) return undefined;
  buildRoutes.set(dir, routes as RemoteRouteMeta[]);
  return routes as RemoteRouteMeta[];
}

export type RoutesLookup = (name: string, version: string) => Promise<RemoteRouteMeta[]>;

/**
 * Where a version's routes come from: its registration (stored with it), else its build's
 * release.json on disk (a build shipped with the console, or one registered before routes were
 * recorded), else none. One query per call for the registrations (a handful of rows).
 */
export async function routesLookup(db: Db, repoRoot: string): Promise<RoutesLookup> {
  const rows = await db.selectFrom('remote_release').select(['remote', 'version', 'routes']).execute();
  const stored = new Map(rows.map((r) => [`${r.remote}@${r.version}`, r.routes]));
  return async (name, version) =>
    stored.get(`${name}@${version}`) ?? (await readBuildRoutes(repoRoot, name, version)) ?? [];
}

/**
 * The first route of a release that the host or another remote already provides, as the refusal's
 * message; undefined when none is. Another remote provides the routes of each release registered for
 * it and of its build shipped with the console, so a release cannot take over another's screen.
 */
export async function routeTaken(
  db: Db,
  repoRoot: string,
  name: string,
  routes: readonly RemoteRouteMeta[],
): Promise<string | undefined> {
  const owners = new Map<string, string>(HOST_PATHS.map((p) => [p.toLowerCase(), 'the host']));
  const rows = await db
    .selectFrom('remote_release')
    .select(['remote', 'version', 'routes'])
    .where('remote', '<>', name)
    .execute();
  const add = (owner: string, list: readonly RemoteRouteMeta[] | null | undefined) => {
    for (const route of list ?? []) owners.set(route.path.toLowerCase(), owner);
  };
  for (const row of rows)
    add(row.remote, row.routes ?? (await readBuildRoutes(repoRoot, row.remote, row.version)));
  const others = (await discoverBuiltRemotes(repoRoot)).filter((b: BuiltRemote) => b.name !== name);
  for (const built of others)
    add(built.name, await readBuildRoutes(repoRoot, built.name, defaultStable(built).version));
  for (const route of routes) {
    const owner = owners.get(route.path.toLowerCase());
    if (owner) return M.routeTaken(name, route.path, owner);
  }
  return undefined;
}
