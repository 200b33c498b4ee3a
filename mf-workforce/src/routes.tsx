import { describeRoutes } from '@tac/contracts';
import type { RouteDescriptor } from '@tac/ui';
import meta from './routes.json';

/**
 * What this remote gives the host: its routes (path, claims, menu entry) written once in
 * routes.json, which its build records in the release (shared/docs/releases.md), each with its
 * screen loaded lazily. Devices is also a top tab (spec 000 §2 Shell) for the roles its menu entry
 * lists; /Projects is the landing screen of most roles.
 */
export const routes: RouteDescriptor[] = describeRoutes(meta, {
  '/Projects': () => import('./projects/ProjectsPage.tsx').then((m) => ({ default: m.ProjectsPage })),
  '/Employee': () => import('./employees/EmployeesPage.tsx').then((m) => ({ default: m.EmployeesPage })),
  '/Devices': () => import('./devices/DevicesPage.tsx').then((m) => ({ default: m.DevicesPage })),
});

export default routes;
