import { MenuClaim, PageClaim } from '@tac/contracts';
import type { RouteDescriptor } from '@tac/ui';

/**
 * What this remote gives the host: its routes, their claims and menu entries, each screen lazily.
 * Menu order as listed. Devices is also a top tab (spec 000 §2 Shell), shown to the roles in
 * TOP_TAB_ROLES; /Projects is the landing screen of most roles.
 */
export const routes: RouteDescriptor[] = [
  {
    path: '/Projects',
    pageClaim: PageClaim.Projects,
    menu: { label: 'Projects', menuClaim: MenuClaim.Projects },
    load: () => import('./projects/ProjectsPage.tsx').then((m) => ({ default: m.ProjectsPage })),
  },
  {
    path: '/Employee',
    pageClaim: PageClaim.Employee,
    menu: { label: 'Employees', menuClaim: MenuClaim.Employee },
    load: () => import('./employees/EmployeesPage.tsx').then((m) => ({ default: m.EmployeesPage })),
  },
  {
    path: '/Devices',
    pageClaim: PageClaim.Devices,
    menu: { label: 'Devices', menuClaim: MenuClaim.Devices, topTab: true },
    load: () => import('./devices/DevicesPage.tsx').then((m) => ({ default: m.DevicesPage })),
  },
];

export default routes;
