import { describeRoutes } from '@tac/contracts';
import type { RouteDescriptor } from '@tac/ui';
import meta from './routes.json';

/**
 * What this remote gives the host: its routes (path, claims, menu entry) written once in
 * routes.json, which its build records in the release (shared/docs/releases.md), each with its
 * screen loaded lazily. None is a top tab: the Status Code, Equipment, Material and Override
 * Reason lists appear only in the side menu (spec 002 §2). The Divisions entry shows with the
 * security menu claim (spec 002 §2).
 */
export const routes: RouteDescriptor[] = describeRoutes(meta, {
  '/ForeCast': () => import('./forecast/ForecastPage.tsx').then((m) => ({ default: m.ForecastPage })),
  '/DivisionPage': () => import('./division/DivisionPage.tsx').then((m) => ({ default: m.DivisionPage })),
  '/PayRollNoteOptionPage': () =>
    import('./payroll-note/PayrollNotePage.tsx').then((m) => ({ default: m.PayrollNotePage })),
  '/EquipmentListPage': () =>
    import('./equipment-list/EquipmentListPage.tsx').then((m) => ({ default: m.EquipmentListPage })),
  '/MaterialListPage': () =>
    import('./material-list/MaterialListPage.tsx').then((m) => ({ default: m.MaterialListPage })),
  '/StatusCodeListPage': () =>
    import('./status-code-list/StatusCodeListPage.tsx').then((m) => ({ default: m.StatusCodeListPage })),
  '/SupervisorOverrideReason': () =>
    import('./supervisor-override-reason/SupervisorOverrideReasonPage.tsx').then((m) => ({
      default: m.SupervisorOverrideReasonPage,
    })),
  '/PayCodeListPage': () =>
    import('./pay-code/PayCodeListPage.tsx').then((m) => ({ default: m.PayCodeListPage })),
});

export default routes;
