import { ApiPaths, PageClaim, VoucherLifecycleMessages } from '@tac/contracts';
import { AttachmentSchema, ChangeOrderBundleQuerySchema } from '@tac/contracts/schemas';
import { currentUser, requireClaims } from '../../auth/guard.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../http/app-type.ts';
import { ApiError, ok, responses } from '../../http/envelope.ts';
import { signedInRoutes } from '../../http/route-options.ts';
import { changeOrderBundle } from './change-order-bundle.ts';
import type { BuildSignedPdf } from './signing/signed-copy.ts';

const route = signedInRoutes(['T&M Vouchers']);

/**
 * The change order bundle (shared/docs/remotes/vouchers.md "T&M log"): the signed vouchers billed
 * under one reference as one PDF, behind the T&M voucher page claim, in the user's divisions.
 */
export function changeOrderRoutes(
  app: App,
  db: Db,
  settings: { timeZone: string; buildSignedPdf: BuildSignedPdf | undefined },
): void {
  app.get(
    ApiPaths.vouchers.changeOrderBundle,
    route(requireClaims(PageClaim.TMVoucher), {
      summary:
        'The closed vouchers billed under one change order or billing reference, each as the customer signed it, after a cover page with their hashes; the sealed copies attached whole (base64)',
      querystring: ChangeOrderBundleQuerySchema,
      response: responses(AttachmentSchema),
    }),
    async (request) => {
      const reference = request.query.billingReference.trim();
      if (reference === '') throw new ApiError(400, VoucherLifecycleMessages.missing.close);
      const bundle = await changeOrderBundle(
        db,
        currentUser(request).divisionScope,
        reference,
        settings.timeZone,
        settings.buildSignedPdf,
      );
      return ok(bundle, '', 1);
    },
  );
}
