import type { RemoteRouteMeta } from '@tac/contracts';
import { RemoteRoutesSchema, wireProblems } from '@tac/contracts/schemas';
import type { RouteDescriptor } from '../core.ts';

/**
 * Where a remote's `./routes` and its `routes.json` disagree, one sentence each; empty when they
 * agree. routes.json must fit the shape the API accepts in a release record (RemoteRoutesSchema),
 * and the descriptors must be its routes, in its order, each with a screen to load. The spec's
 * route table is held to every remote's routes.json together (@tac/contracts spec-route-table.test).
 */
export function routesProblems(meta: unknown, routes: readonly RouteDescriptor[]): string[] {
  const problems = wireProblems(RemoteRoutesSchema, meta).map((p) => `routes.json: ${p}`);
  const described = routes.map(({ load: _load, ...route }): RemoteRouteMeta => route);
  if (JSON.stringify(described) !== JSON.stringify(meta))
    problems.push('the descriptors are not the routes of routes.json, in its order');
  for (const route of routes)
    if (typeof route.load !== 'function') problems.push(`${route.path} has no screen to load`);
  return problems;
}
