import { describeRoutes } from '@tac/contracts';
import type { RouteDescriptor } from '@tac/ui';
import meta from './routes.json';

/**
 * What this remote gives the host: its routes (path, claims, menu entry) written once in
 * routes.json, which its build records in the release (shared/docs/releases.md), each with its
 * screen loaded lazily.
 */
export const routes: RouteDescriptor[] = describeRoutes(meta, {
  '/TimeCard': () => import('./timecards/TimecardsPage.tsx').then((m) => ({ default: m.TimecardsPage })),
  '/PayPeriods': () =>
    import('./pay-periods/PayPeriodsPage.tsx').then((m) => ({ default: m.PayPeriodsPage })),
  '/PayrollExport': () =>
    import('./payroll-export/PayrollExportPage.tsx').then((m) => ({ default: m.PayrollExportPage })),
  '/WeekSettings': () =>
    import('./week-settings/WeekSettingsPage.tsx').then((m) => ({ default: m.WeekSettingsPage })),
});

export default routes;
