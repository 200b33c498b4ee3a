import { TOP_TAB_ROLES } from '@tac/contracts';
import type { RouteDescriptor } from '@tac/ui';

export interface MenuEntry {
  path: string;
  label: string;
}

/** Side menu entries: a route's entry shows only when the claims hold its menu claim (spec 000 §2). */
export function buildMenu(routes: readonly RouteDescriptor[], claims: readonly string[]): MenuEntry[] {
  const seen = new Set<string>();
  const entries: MenuEntry[] = [];
  for (const route of routes) {
    if (!route.menu || !claims.includes(route.menu.menuClaim) || seen.has(route.menu.label)) continue;
    seen.add(route.menu.label);
    entries.push({ path: route.path, label: route.menu.label });
  }
  return entries;
}

/** Top-tab shortcuts (Devices, Reports) are given by role, and only for routes that are deployed. */
export function buildTopTabs(
  routes: readonly RouteDescriptor[],
  roleName: string,
  claims: readonly string[],
): MenuEntry[] {
  return routes
    .filter((r) => r.menu?.topTab && claims.includes(r.pageClaim))
    .filter((r) => {
      const roles = TOP_TAB_ROLES[r.path as keyof typeof TOP_TAB_ROLES];
      return !!roles && roles.includes(roleName);
    })
    .map((r) => ({ path: r.path, label: r.menu?.label ?? r.path }));
}
