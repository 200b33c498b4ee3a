import { api } from '@tac/api-client';
import {
  ApiPaths,
  type VoucherCloseRequest,
  type VoucherMoveRequest,
  type VoucherReopenRequest,
  type VoucherStatusState,
} from '@tac/contracts';
import { useApiMutation } from '@tac/ui/server-state';

/**
 * The lifecycle's office moves (shared/docs/remotes/vouchers.md "Lifecycle"): each answers the
 * voucher's new status with the message to tell, or throws the refusal (403, 409 naming the status).
 * A move refreshes the voucher list and every revision history (their rows carry the status).
 */
const VOUCHER_KEYS = [['vouchers'], ['voucher-revisions']] as const;

export const approveVoucherForReview = (body: VoucherMoveRequest) =>
  api.post<VoucherStatusState>(ApiPaths.vouchers.approveForReview, body);
export const closeVoucher = (body: VoucherCloseRequest) =>
  api.post<VoucherStatusState>(ApiPaths.vouchers.close, body);
export const reopenVoucher = (body: VoucherReopenRequest) =>
  api.post<VoucherStatusState>(ApiPaths.vouchers.reopen, body);

export const useApproveVoucherForReview = () => useApiMutation(approveVoucherForReview, VOUCHER_KEYS);
export const useCloseVoucher = () => useApiMutation(closeVoucher, VOUCHER_KEYS);
export const useReopenVoucher = () => useApiMutation(reopenVoucher, VOUCHER_KEYS);
