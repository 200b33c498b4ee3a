import { MenuClaim, PageClaim } from '@tac/contracts';
import type { RouteDescriptor } from '@tac/ui';

/** What this remote gives the host: its routes, their claims and menu entries, each screen lazily. */
export const routes: RouteDescriptor[] = [
  {
    path: '/MaterialListPage',
    pageClaim: PageClaim.MaterialList,
    menu: { label: 'Material List', menuClaim: MenuClaim.MaterialList },
    load: () => import('./material-list/MaterialListPage.tsx').then((m) => ({ default: m.MaterialListPage })),
  },
];

export default routes;
