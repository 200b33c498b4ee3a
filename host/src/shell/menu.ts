import { HOST_ROUTE_RULES, ROUTE_RULES, type RouteRule, TOP_TAB_ROLES } from '@tac/contracts';

export interface MenuEntry {
  path: string;
  label: string;
}

/**
 * The route table's rows of the remotes the manifest offers (`deployed`: their names), in table
 * order. Nothing here needs a remote's entry: a seventh remote shows once the manifest lists it.
 */
export function deployedRouteRules(deployed: ReadonlySet<string>): RouteRule[] {
  return ROUTE_RULES.filter((rule) => deployed.has(rule.remote));
}

/**
 * Side menu entries, drawn from the route table and the manifest so no remote's entry is fetched to
 * draw them: a route's entry shows only when the claims hold its menu claim (spec 000 §2); the host's
 * own screens (Releases) come last.
 */
export function buildMenu(deployed: ReadonlySet<string>, claims: readonly string[]): MenuEntry[] {
  return [...deployedRouteRules(deployed), ...HOST_ROUTE_RULES].flatMap((rule) =>
    rule.label && claims.includes(rule.menuClaim) ? [{ path: rule.path, label: rule.label }] : [],
  );
}

const isTopTab = (path: string): path is keyof typeof TOP_TAB_ROLES => path in TOP_TAB_ROLES;

/** Top-tab shortcuts (Devices, Reports) are given by role, and only for routes that are deployed. */
export function buildTopTabs(
  deployed: ReadonlySet<string>,
  roleName: string,
  claims: readonly string[],
): MenuEntry[] {
  return deployedRouteRules(deployed).flatMap((rule) =>
    rule.label &&
    isTopTab(rule.path) &&
    TOP_TAB_ROLES[rule.path].includes(roleName) &&
    claims.includes(rule.pageClaim)
      ? [{ path: rule.path, label: rule.label }]
      : [],
  );
}
