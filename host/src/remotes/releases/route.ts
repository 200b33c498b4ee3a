import { HOST_ROUTE_RULES } from '@tac/contracts';
import type { RouteDescriptor } from '@tac/ui';

const rule = HOST_ROUTE_RULES.find((r) => r.path === '/Releases');
if (!rule) throw new Error('@tac/contracts lists no /Releases host route');

/**
 * The Releases screen is the host's own (it must work whatever remote is broken), described like a
 * remote's route so the router, guard and side menu treat it the same way; its code loads only when
 * opened.
 */
export const releasesRoute: RouteDescriptor = {
  path: rule.path,
  pageClaim: rule.pageClaim,
  menu: { label: rule.label, menuClaim: rule.menuClaim },
  load: () => import('./ReleasesPage.tsx').then((m) => ({ default: m.ReleasesPage })),
};
