import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type VoucherRecord, type VoucherRevisionRequest } from '@tac/contracts';

/**
 * Every revision of one voucher, newest first (spec 002 §7): POST
 * /api/TMVoucher/GetTMVoucherRevisionList with { SearchText } holding deviceId, projectId,
 * taskCodeID and TMVoucherNumber (rules.ts `revisionKey`) and the revision table's own filters. Not
 * paged: totalCount is the number of rows.
 */
export function getVoucherRevisions(request: VoucherRevisionRequest): Promise<Answer<VoucherRecord[]>> {
  return api.post<VoucherRecord[]>(ApiPaths.vouchers.revisions, request);
}

/** The revision history's list key (usePagedList), one per voucher revision opened. */
export const voucherRevisionsKey = (voucherId: number) => ['voucher-revisions', voucherId] as const;
