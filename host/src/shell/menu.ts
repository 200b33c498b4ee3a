import { HOST_ROUTE_RULES } from '@tac/contracts';
import type { ManifestRoute } from '../remotes/remotes-store.ts';

export interface MenuEntry {
  path: string;
  label: string;
}

/**
 * Side menu entries, drawn from the manifest's routes (in menu order) so no remote's entry is
 * fetched to draw them and a release that adds a screen adds its entry: a route's entry shows only
 * when the claims hold its menu claim (spec 000 §2); the host's own screens (Releases) come last.
 */
export function buildMenu(routes: readonly ManifestRoute[], claims: readonly string[]): MenuEntry[] {
  const remotes = routes.flatMap((route) =>
    route.menu && claims.includes(route.menu.menuClaim)
      ? [{ path: route.path, label: route.menu.label }]
      : [],
  );
  const host = HOST_ROUTE_RULES.filter((rule) => claims.includes(rule.menuClaim)).map(({ path, label }) => ({
    path,
    label,
  }));
  return [...remotes, ...host];
}

/** Top-tab shortcuts (Devices, Reports) are given by role, as each route's menu entry lists them. */
export function buildTopTabs(
  routes: readonly ManifestRoute[],
  roleName: string,
  claims: readonly string[],
): MenuEntry[] {
  return routes.flatMap((route) =>
    route.menu?.topTabRoles?.includes(roleName) && claims.includes(route.pageClaim)
      ? [{ path: route.path, label: route.menu.label }]
      : [],
  );
}
