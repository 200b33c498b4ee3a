import { type RemoteName, ROUTE_RULES, TOP_TAB_ROLES } from '@tac/contracts';
import type { RouteDescriptor } from '../core.ts';

type RouteClaims = Pick<RouteDescriptor, 'path' | 'pageClaim' | 'menu'>;

/**
 * Where a remote's route descriptors (its `src/routes.tsx`) and the contracts route table disagree,
 * one sentence each; empty when they agree. Each descriptor must be a row of the table, owned by this
 * remote, with the row's page claim, menu claim and label (a menu entry exactly when the row has a
 * label), and a top tab exactly when TOP_TAB_ROLES lists the path; each row the table
 * gives this remote must be exported. The host draws the menu from the table, routes with the
 * descriptors once the remote loads, and the API guards from the table, so a difference is a page one
 * side refuses and the other shows, or a menu entry that changes when its remote loads.
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
    // The host draws the menu from the table's labels before the remote loads, and the top tabs from
    // TOP_TAB_ROLES: the descriptor's entry must say the same.
    if (route.menu?.label !== row.label) {
      problems.push(
        `${route.path} has menu label ${route.menu?.label ?? '(none)'}; the route table says ${row.label ?? '(none)'}`,
      );
    }
    if (Boolean(route.menu?.topTab) !== row.path in TOP_TAB_ROLES) {
      problems.push(
        `${route.path} is ${route.menu?.topTab ? '' : 'not '}a top tab; TOP_TAB_ROLES says otherwise`,
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
