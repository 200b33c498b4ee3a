import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type VoucherPdf } from '@tac/contracts';

/**
 * The signed vouchers billed under one change order or billing reference as one PDF (base64):
 * GET /api/TMVoucher/GetChangeOrderBundle (shared/docs/remotes/vouchers.md "T&M log").
 */
export function getChangeOrderBundle(billingReference: string): Promise<Answer<VoucherPdf>> {
  return api.get<VoucherPdf>(ApiPaths.vouchers.changeOrderBundle, { billingReference });
}
