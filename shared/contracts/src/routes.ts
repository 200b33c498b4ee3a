import { MenuClaim as M, type MenuClaim, PageClaim as P, type PageClaim } from './claims.ts';
import { RoleName } from './roles.ts';

export interface RouteRule {
  path: string;
  pageClaim: PageClaim;
  /** The claim that shows the menu entry; the Divisions entry shows with the security menu claim. */
  menuClaim: MenuClaim;
  /** The remote of this repository that provides it today. */
  remote: string;
  /** The route's side-menu label; none for a second path of a screen (/SecurityPage, /ReportPage). */
  label?: string;
}

/**
 * Spec 000 §2 route table: every guarded route, its page claim and the remote that provides it, the
 * labelled routes in side-menu order (the reference lists as the console has always shown them:
 * Forecast first, then Divisions). Neither the host nor the API reads it: each remote writes its own
 * routes (`src/routes.json`) and the manifest serves them. It is what the remotes together must
 * provide, held to them by `spec-route-table.test.ts` (shared/docs/releases.md).
 */
export const ROUTE_RULES: readonly RouteRule[] = [
  {
    path: '/Security',
    pageClaim: P.Security,
    menuClaim: M.Security,
    remote: 'mf-security',
    label: 'Security',
  },
  { path: '/SecurityPage', pageClaim: P.Security, menuClaim: M.Security, remote: 'mf-security' },
  {
    path: '/AuditLog',
    pageClaim: P.AuditLog,
    menuClaim: M.AuditLog,
    remote: 'mf-security',
    label: 'Audit Log',
  },
  {
    path: '/Projects',
    pageClaim: P.Projects,
    menuClaim: M.Projects,
    remote: 'mf-workforce',
    label: 'Projects',
  },
  {
    path: '/Employee',
    pageClaim: P.Employee,
    menuClaim: M.Employee,
    remote: 'mf-workforce',
    label: 'Employees',
  },
  {
    path: '/Devices',
    pageClaim: P.Devices,
    menuClaim: M.Devices,
    remote: 'mf-workforce',
    label: 'Devices',
  },
  {
    path: '/TimeCard',
    pageClaim: P.TimeCard,
    menuClaim: M.TimeCard,
    remote: 'mf-timecards',
    label: 'Timecards',
  },
  { path: '/Report', pageClaim: P.Report, menuClaim: M.Report, remote: 'mf-reports', label: 'Reports' },
  { path: '/ReportPage', pageClaim: P.Report, menuClaim: M.Report, remote: 'mf-reports' },
  {
    path: '/ForeCast',
    pageClaim: P.ForeCast,
    menuClaim: M.ForeCast,
    remote: 'mf-reference',
    label: 'Forecast',
  },
  {
    path: '/DivisionPage',
    pageClaim: P.Division,
    menuClaim: M.Security,
    remote: 'mf-reference',
    label: 'Divisions',
  },
  {
    path: '/PayRollNoteOptionPage',
    pageClaim: P.PayrollNote,
    menuClaim: M.PayrollNote,
    remote: 'mf-reference',
    label: 'Payroll Note List',
  },
  {
    path: '/EquipmentListPage',
    pageClaim: P.EquipmentList,
    menuClaim: M.EquipmentList,
    remote: 'mf-reference',
    label: 'Equipment List',
  },
  {
    path: '/MaterialListPage',
    pageClaim: P.MaterialList,
    menuClaim: M.MaterialList,
    remote: 'mf-reference',
    label: 'Material List',
  },
  {
    path: '/StatusCodeListPage',
    pageClaim: P.StatusCodeList,
    menuClaim: M.StatusCodeList,
    remote: 'mf-reference',
    label: 'Status Code List',
  },
  {
    path: '/TMVoucher',
    pageClaim: P.TMVoucher,
    menuClaim: M.TMVoucher,
    remote: 'mf-vouchers',
    label: 'T&M Voucher',
  },
  {
    path: '/SupervisorOverrideReason',
    pageClaim: P.SupervisorOverrideReason,
    menuClaim: M.SupervisorOverrideReason,
    remote: 'mf-reference',
    label: 'Supervisor Override Reason List',
  },
];

/** Guarded routes the host serves itself (no remote owns them), with their side-menu label. */
export const HOST_ROUTE_RULES: readonly (Omit<RouteRule, 'remote'> & { label: string })[] = [
  { path: '/Releases', pageClaim: P.Releases, menuClaim: M.Releases, label: 'Releases' },
];

/** Routes that need no claim and belong to the host. */
export const PUBLIC_PATHS = ['/', '/Login', '/Admin', '/LoginLanding'] as const;

/** A route the guard knows: a remote's, from the manifest, or one of the host's own. */
export interface GuardedRoute {
  path: string;
  pageClaim: string;
}

/** The route of a path among `routes`, compared ignoring case as the router does. */
export function findRoute<T extends GuardedRoute>(routes: readonly T[], path: string): T | undefined {
  const lower = path.toLowerCase();
  return routes.find((r) => r.path.toLowerCase() === lower);
}

/** A path's parameter segment in a signed-out route (`/sign/:token`). */
const isParameter = (segment: string) => segment.startsWith(':');

/**
 * The signed-out route (`signedOut`) a path opens, and the values of its parameters: the route's
 * first segment compared ignoring case, as the router does, each `:name` taking one non-empty
 * segment. Guarded routes are never matched here: they have no parameters and pass the guard.
 */
export function findSignedOutRoute<T extends { path: string; signedOut?: boolean }>(
  routes: readonly T[],
  path: string,
): { route: T; params: Record<string, string> } | undefined {
  const segments = path.split('/').slice(1);
  for (const route of routes) {
    if (!route.signedOut) continue;
    const wanted = route.path.split('/').slice(1);
    if (wanted.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const fits = wanted.every((w, i) => {
      const got = segments[i] ?? '';
      if (!isParameter(w)) return w.toLowerCase() === got.toLowerCase();
      params[w.slice(1)] = got;
      return got !== '';
    });
    if (fits) return { route, params };
  }
  return undefined;
}

/** The guard rule of spec 000 §2: a route is open only to a user holding its page claim. */
export function canOpen(route: GuardedRoute | undefined, claims: readonly string[] | undefined): boolean {
  return !!route && !!claims && claims.includes(route.pageClaim);
}

/** Where the guard sends a refused user: /Admin when the logged-out role was SystemAdmin. */
export function guardRedirect(loggedOutUserRole: string | undefined): '/Admin' | '/Login' {
  return loggedOutUserRole === RoleName.SystemAdmin ? '/Admin' : '/Login';
}

export type LandingVariant = 1 | 2;

/** Spec 000 §2 landing by role. Variant 1 is the default; variant 2 sends only Administrator to /Security. */
export function landingPath(roleName: string | undefined, variant: LandingVariant = 1): string {
  if (variant === 2) return roleName === RoleName.Administrator ? '/Security' : '/Projects';
  if (roleName === RoleName.Administrator || roleName === RoleName.SystemAdmin) return '/Security';
  if (roleName === RoleName.ProjectManager) return '/TMVoucher';
  return '/Projects';
}

/**
 * The landing route when it can be opened, else the first of `available` (the manifest's routes in
 * menu order) the user may open; undefined when there is none.
 */
export function chooseLanding(
  roleName: string | undefined,
  claims: readonly string[] | undefined,
  available: readonly GuardedRoute[],
  variant: LandingVariant = 1,
): string | undefined {
  const preferred = findRoute(available, landingPath(roleName, variant));
  if (canOpen(preferred, claims)) return preferred?.path;
  return available.find((route) => canOpen(route, claims))?.path;
}

/**
 * Top-tab shortcuts (spec 000 §2 Shell) are given by role, not by claim. Spec data like ROUTE_RULES:
 * a remote gives its tab's roles in its routes (`menu.topTabRoles`).
 */
export const TOP_TAB_ROLES: Readonly<Record<'/Devices' | '/Report', readonly string[]>> = {
  '/Devices': [RoleName.SystemAdmin, RoleName.Administrator, RoleName.Contribute, RoleName.ReadOnly],
  '/Report': [
    RoleName.SystemAdmin,
    RoleName.Administrator,
    RoleName.ProjectManager,
    RoleName.Contribute,
    RoleName.ReadOnly,
  ],
};
