import type { RemoteRouteMeta } from './remotes.ts';
import { ROUTE_RULES, TOP_TAB_ROLES } from './routes.ts';

/** The routes one remote's release provides (its `src/routes.json`). */
export interface ProvidedRoutes {
  remote: string;
  routes: readonly RemoteRouteMeta[];
}

const sameRoles = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
  JSON.stringify([...(a ?? [])].sort()) === JSON.stringify([...(b ?? [])].sort());

/**
 * Where the remotes together differ from the spec's route table (ROUTE_RULES, TOP_TAB_ROLES), one
 * sentence each; empty when they provide it. Each row must be provided once, by its remote, with its
 * page claim, its menu entry (label and menu claim, none for a second path) and its top-tab roles,
 * and the labelled rows must come in the table's menu order. Routes the table does not list are a
 * remote's own to add (shared/docs/adding.md "A new screen"), but no path may be provided twice.
 */
export function specRouteProblems(provided: readonly ProvidedRoutes[]): string[] {
  const problems: string[] = [];
  const all = provided.flatMap(({ remote, routes }) => routes.map((route) => ({ remote, route })));
  for (const [index, { remote, route }] of all.entries()) {
    const first = all.findIndex((p) => p.route.path.toLowerCase() === route.path.toLowerCase());
    if (first !== index) problems.push(`${route.path} is provided by ${all[first]?.remote} and by ${remote}`);
  }
  for (const row of ROUTE_RULES) {
    const found = all.find((p) => p.route.path === row.path);
    if (!found) {
      problems.push(`${row.path} is provided by no remote`);
      continue;
    }
    const { remote, route } = found;
    if (remote !== row.remote)
      problems.push(`${row.path} is provided by ${remote}; the table says ${row.remote}`);
    if (route.pageClaim !== row.pageClaim)
      problems.push(`${row.path} has page claim ${route.pageClaim}; the table says ${row.pageClaim}`);
    if (route.menu?.label !== row.label)
      problems.push(
        `${row.path} has menu label ${route.menu?.label ?? '(none)'}; the table says ${row.label ?? '(none)'}`,
      );
    if (route.menu && route.menu.menuClaim !== row.menuClaim)
      problems.push(`${row.path} has menu claim ${route.menu.menuClaim}; the table says ${row.menuClaim}`);
    const tabRoles = (TOP_TAB_ROLES as Readonly<Record<string, readonly string[]>>)[row.path];
    if (!sameRoles(route.menu?.topTabRoles, tabRoles))
      problems.push(
        `${row.path} is a top tab for ${route.menu?.topTabRoles?.join(', ') || 'no role'}; the spec says ${tabRoles?.join(', ') || 'no role'}`,
      );
  }
  const order = (path: string) => all.find((p) => p.route.path === path)?.route.menu?.order ?? Infinity;
  const labelled = ROUTE_RULES.filter((row) => row.label);
  for (const [i, row] of labelled.entries()) {
    const next = labelled[i + 1];
    if (next && !(order(row.path) < order(next.path)))
      problems.push(`${row.path} must come before ${next.path} in the menu (menu.order)`);
  }
  return problems;
}
