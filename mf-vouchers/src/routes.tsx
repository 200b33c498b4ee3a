import { describeRoutes } from '@tac/contracts';
import type { RouteDescriptor } from '@tac/ui';
import meta from './routes.json';

/**
 * What this remote gives the host: its routes (path, claims, menu entry) written once in
 * routes.json, which its build records in the release (shared/docs/releases.md): the T&M Voucher
 * route (spec 002 §2) and the customer's signing page, a signed-out route (shared/docs/remotes/vouchers.md
 * "Signing page"), each screen lazily. It is also the Project Manager's landing page in one
 * landing variant (`landingPath` in @tac/contracts).
 */
export const routes: RouteDescriptor[] = describeRoutes(meta, {
  '/TMVoucher': () => import('./vouchers/VouchersPage.tsx').then((m) => ({ default: m.VouchersPage })),
  // The T&M log by project (shared/docs/remotes/vouchers.md "T&M log"), beside the voucher screen.
  '/TmLog': () => import('./vouchers/tm-log/TmLogPage.tsx').then((m) => ({ default: m.TmLogPage })),
  // The customer's signing page: a signed-out route, opened by the e-mailed link (no console session).
  '/sign/:token': () => import('./signing/SigningPage.tsx').then((m) => ({ default: m.SigningPage })),
});

export default routes;
