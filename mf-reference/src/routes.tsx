import { MenuClaim, PageClaim } from '@tac/contracts';
import type { RouteDescriptor } from '@tac/ui';

/**
 * What this remote gives the host: its routes, their claims and menu entries, each screen lazily.
 * Menu order as listed. None is a top tab: the Status Code, Equipment, Material and Override Reason
 * lists appear only in the side menu (spec 002 §2), and the others are side-menu entries too.
 * The Divisions entry shows with the security menu claim (spec 002 §2).
 */
export const routes: RouteDescriptor[] = [
  {
    path: '/ForeCast',
    pageClaim: PageClaim.ForeCast,
    menu: { label: 'Forecast', menuClaim: MenuClaim.ForeCast },
    load: () => import('./forecast/ForecastPage.tsx').then((m) => ({ default: m.ForecastPage })),
  },
  {
    path: '/DivisionPage',
    pageClaim: PageClaim.Division,
    menu: { label: 'Divisions', menuClaim: MenuClaim.Security },
    load: () => import('./division/DivisionPage.tsx').then((m) => ({ default: m.DivisionPage })),
  },
  {
    path: '/PayRollNoteOptionPage',
    pageClaim: PageClaim.PayrollNote,
    menu: { label: 'Payroll Note List', menuClaim: MenuClaim.PayrollNote },
    load: () => import('./payroll-note/PayrollNotePage.tsx').then((m) => ({ default: m.PayrollNotePage })),
  },
  {
    path: '/EquipmentListPage',
    pageClaim: PageClaim.EquipmentList,
    menu: { label: 'Equipment List', menuClaim: MenuClaim.EquipmentList },
    load: () =>
      import('./equipment-list/EquipmentListPage.tsx').then((m) => ({ default: m.EquipmentListPage })),
  },
  {
    path: '/MaterialListPage',
    pageClaim: PageClaim.MaterialList,
    menu: { label: 'Material List', menuClaim: MenuClaim.MaterialList },
    load: () => import('./material-list/MaterialListPage.tsx').then((m) => ({ default: m.MaterialListPage })),
  },
  {
    path: '/StatusCodeListPage',
    pageClaim: PageClaim.StatusCodeList,
    menu: { label: 'Status Code List', menuClaim: MenuClaim.StatusCodeList },
    load: () =>
      import('./status-code-list/StatusCodeListPage.tsx').then((m) => ({ default: m.StatusCodeListPage })),
  },
  {
    path: '/SupervisorOverrideReason',
    pageClaim: PageClaim.SupervisorOverrideReason,
    menu: { label: 'Supervisor Override Reason List', menuClaim: MenuClaim.SupervisorOverrideReason },
    load: () =>
      import('./supervisor-override-reason/SupervisorOverrideReasonPage.tsx').then((m) => ({
        default: m.SupervisorOverrideReasonPage,
      })),
  },
];

export default routes;
