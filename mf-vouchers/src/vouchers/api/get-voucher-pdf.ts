import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type VoucherPdf, type VoucherRevisionQuery } from '@tac/contracts';
import { useQuery } from '@tac/ui/server-state';

/**
 * A revision's T&M report, drawn by the server from its data (spec 002 §7): GET
 * /api/TMVoucher/GetTMVoucherPdf with TMVoucherID and deviceId; answers attachmentName and the
 * base64 PDF.
 */
export function getVoucherPdf(query: VoucherRevisionQuery): Promise<Answer<VoucherPdf>> {
  return api.get<VoucherPdf>(ApiPaths.vouchers.pdf, { ...query });
}

export const voucherPdfKey = (query: VoucherRevisionQuery) =>
  ['voucher-pdf', query.TMVoucherID, query.deviceId] as const;

/** The TM Reports dialog's PDF; quiet: the dialog shows a failure in its body. */
export function useVoucherPdf(query: VoucherRevisionQuery) {
  return useQuery({
    queryKey: voucherPdfKey(query),
    queryFn: () => getVoucherPdf(query),
    meta: { quiet: true },
  });
}
