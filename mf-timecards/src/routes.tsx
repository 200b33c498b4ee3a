import { MenuClaim, PageClaim } from '@tac/contracts';
import type { RouteDescriptor } from '@tac/ui';

/** What this remote gives the host: the Timecards route, its claims and menu entry, the screen lazily. */
export const routes: RouteDescriptor[] = [
  {
    path: '/TimeCard',
    pageClaim: PageClaim.TimeCard,
    menu: { label: 'Timecards', menuClaim: MenuClaim.TimeCard },
    load: () => import('./timecards/TimecardsPage.tsx').then((m) => ({ default: m.TimecardsPage })),
  },
];

export default routes;
