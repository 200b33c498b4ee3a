import { api } from '@tac/api-client';
import { historySource } from '@tac/ui/history';

/**
 * A voucher's History (useHistoryDialog): the audit rows of all its revisions and uploads, newest
 * first, asked by the voucher's id (a row's `voucherId`; its `id` is the revision's).
 */
export const voucherHistory = (voucherId: number, title: string) =>
  historySource(api.get, 'voucher', voucherId, ['vouchers', 'history'], title);
