import { type RemoteName, ROUTE_RULES } from '@tac/contracts';
import type { RouteDescriptor } from '../core.ts';

type RouteClaims = Pick<RouteDescriptor, 'path' | 'pageClaim' | 'menu'>;

/**
 * Where a remote's route descriptors (its `src/routes.tsx`) and the contracts route table disagree,
 * one sentence each; empty when they agree. Each descriptor must be a row of the table, owned by this
 * remote, with the row's page claim and (when it has a menu entry) menu claim; each row the table
 * gives this remote must be exported. The host guards and builds the menu from the descriptors and
 * the API guards from the table, so a difference is a page one side refuses and the other shows.
 */
export function routeTableProblems(remote: RemoteName, routes: readonly RouteClaims[]): string[] {
  const problems: string[] = [];
  for (const [index, route] of routes.entries()) {
    const row = ROUTE_RULES.find((r) => r.path === route.path);
    if (!row) {
      problems.push(`${route.path} is not in the contracts route table`);
      continue;
    }
    if (row.remote !== remote) problems.push(`${route.path} belongs to ${row.remote} in the route table`);
    if (route.pageClaim !== row.pageClaim) {
      problems.push(`${route.path} has page claim ${route.pageClaim}; the route table says ${row.pageClaim}`);
    }
    if (route.menu && route.menu.menuClaim !== row.menuClaim) {
      problems.push(
        `${route.path} has menu claim ${route.menu.menuClaim}; the route table says ${row.menuClaim}`,
      );
    }
    if (routes.findIndex((r) => r.path === route.path) !== index) {
      problems.push(`${route.path} is exported more than once`);
    }
  }
  for (const row of ROUTE_RULES.filter((r) => r.remote === remote)) {
    if (!routes.some((r) => r.path === row.path))
      problems.push(`${row.path} is in the route table but not exported`);
  }
  return problems;
}
