import { describeRoutes } from '@tac/contracts';
import type { RouteDescriptor } from '@tac/ui';
import meta from './routes.json';

const loadReportSchedulesPage = () =>
  import('./report-schedules/ReportSchedulesPage.tsx').then((m) => ({ default: m.ReportSchedulesPage }));

/**
 * What this remote gives the host: its routes (path, claims, menu entry) written once in
 * routes.json, which its build records in the release (shared/docs/releases.md): the Schedule
 * Reports screen under both of its paths (spec 000 §2, spec 001 §2.4: "/Report (also
 * /ReportPage)"), its side-menu entry and the Reports top tab for the roles the entry lists.
 */
export const routes: RouteDescriptor[] = describeRoutes(meta, {
  '/Report': loadReportSchedulesPage,
  '/ReportPage': loadReportSchedulesPage,
});

export default routes;
