import { MenuClaim, PageClaim } from '@tac/contracts';
import type { RouteDescriptor } from '@tac/ui';

const loadReportSchedulesPage = () =>
  import('./report-schedules/ReportSchedulesPage.tsx').then((m) => ({ default: m.ReportSchedulesPage }));

/**
 * What this remote gives the host: the Schedule Reports screen under both of its paths (spec 000 §2,
 * spec 001 §2.4: "/Report (also /ReportPage)"), its side-menu entry and the Reports top tab, which the
 * host shows by role (TOP_TAB_ROLES in @tac/contracts).
 */
export const routes: RouteDescriptor[] = [
  {
    path: '/Report',
    pageClaim: PageClaim.Report,
    menu: { label: 'Reports', menuClaim: MenuClaim.Report, topTab: true },
    load: loadReportSchedulesPage,
  },
  { path: '/ReportPage', pageClaim: PageClaim.Report, load: loadReportSchedulesPage },
];

export default routes;
