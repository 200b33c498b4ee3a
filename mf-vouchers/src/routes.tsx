import { MenuClaim, PageClaim } from '@tac/contracts';
import type { RouteDescriptor } from '@tac/ui';

/**
 * What this remote gives the host: the T&M Voucher route (spec 002 §2), its claims and side-menu
 * entry, the screen lazily. It is also the Project Manager's landing page in one landing variant
 * (`landingPath` in @tac/contracts), which the host decides from the route table.
 */
export const routes: RouteDescriptor[] = [
  {
    path: '/TMVoucher',
    pageClaim: PageClaim.TMVoucher,
    menu: { label: 'T&M Voucher', menuClaim: MenuClaim.TMVoucher },
    load: () => import('./vouchers/VouchersPage.tsx').then((m) => ({ default: m.VouchersPage })),
  },
];

export default routes;
