import { describeRoutes } from '@tac/contracts';
import type { RouteDescriptor } from '@tac/ui';
import meta from './routes.json';

const loadSecurityPage = () =>
  import('./security/SecurityPage.tsx').then((m) => ({ default: m.SecurityPage }));

const loadAuditLogPage = () =>
  import('./audit-log/AuditLogPage.tsx').then((m) => ({ default: m.AuditLogPage }));

/**
 * What this remote gives the host: its routes (path, claims, menu entry) written once in
 * routes.json, which its build records in the release (shared/docs/releases.md), each with its
 * screen loaded lazily: the Security page under both of its paths (spec 000 §2), and the
 * SystemAdmin's Audit Log (shared/docs/remotes/security.md "Audit Log").
 */
export const routes: RouteDescriptor[] = describeRoutes(meta, {
  '/Security': loadSecurityPage,
  '/SecurityPage': loadSecurityPage,
  '/AuditLog': loadAuditLogPage,
});

export default routes;
