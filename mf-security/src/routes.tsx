import { MenuClaim, PageClaim } from '@tac/contracts';
import type { RouteDescriptor } from '@tac/ui';

const loadSecurityPage = () =>
  import('./security/SecurityPage.tsx').then((m) => ({ default: m.SecurityPage }));

/** What this remote gives the host: the Security page under both of its paths (spec 000 §2). */
export const routes: RouteDescriptor[] = [
  {
    path: '/Security',
    pageClaim: PageClaim.Security,
    menu: { label: 'Security', menuClaim: MenuClaim.Security },
    load: loadSecurityPage,
  },
  { path: '/SecurityPage', pageClaim: PageClaim.Security, load: loadSecurityPage },
];

export default routes;
