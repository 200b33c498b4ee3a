import { api } from '@tac/api-client';
import { ApiPaths, type Envelope, type VoucherPdf, type VoucherRevisionQuery } from '@tac/contracts';

/**
 * A revision's T&M report, drawn by the server from its data (spec 002 §7): GET
 * /api/TMVoucher/GetTMVoucherPdf with TMVoucherID and deviceId; reads success, message and data
 * (attachmentName and the base64 PDF).
 */
export function getVoucherPdf(query: VoucherRevisionQuery): Promise<Envelope<VoucherPdf>> {
  return api.get<VoucherPdf>(ApiPaths.vouchers.pdf, { ...query });
}
