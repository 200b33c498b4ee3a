import { api } from '@tac/api-client';
import { historySource } from '@tac/ui/history';

/** A voucher revision's History (useHistoryDialog): its audit rows, newest first. */
export const voucherHistory = (voucherId: number, title: string) =>
  historySource(api.get, 'voucher', voucherId, ['vouchers', 'history'], title);
