import { api } from '@tac/api-client';
import { ApiPaths, type Envelope, type VoucherAttachment, type VoucherRevisionQuery } from '@tac/contracts';

/**
 * A revision's attached images (spec 002 §7): GET /api/TMVoucher/GetTMVoucherAttachments with
 * TMVoucherID (the row's id) and deviceId; reads success and data (each attachmentName and a base64
 * image).
 */
export function getVoucherAttachments(query: VoucherRevisionQuery): Promise<Envelope<VoucherAttachment[]>> {
  return api.get<VoucherAttachment[]>(ApiPaths.vouchers.attachments, { ...query });
}
