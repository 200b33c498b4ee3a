import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type VoucherAttachment, type VoucherRevisionQuery } from '@tac/contracts';
import { useQuery } from '@tac/ui/server-state';

/**
 * A revision's attached images (spec 002 §7): GET /api/TMVoucher/GetTMVoucherAttachments with
 * TMVoucherID (the row's id) and deviceId; answers each attachmentName and a base64 image.
 */
export function getVoucherAttachments(query: VoucherRevisionQuery): Promise<Answer<VoucherAttachment[]>> {
  return api.get<VoucherAttachment[]>(ApiPaths.vouchers.attachments, { ...query });
}

export const voucherAttachmentsKey = (query: VoucherRevisionQuery) =>
  ['voucher-attachments', query.TMVoucherID, query.deviceId] as const;

/** The attachments dialog's images; quiet: the dialog shows a failure in its body. */
export function useVoucherAttachments(query: VoucherRevisionQuery) {
  return useQuery({
    queryKey: voucherAttachmentsKey(query),
    queryFn: () => getVoucherAttachments(query).then((answer) => answer.data),
    meta: { quiet: true },
  });
}
