import { api } from '@tac/api-client';
import { ApiPaths, type Envelope, type SearchRequest, type VoucherRecord } from '@tac/contracts';

export interface VoucherQueryDates {
  /** dd-MM-yyyy HH:mm:ss: the From day at 00:00:00 (see rules.ts `voucherQueryDates`). */
  fromDate: string;
  /** dd-MM-yyyy HH:mm:ss: the To day; the server takes the whole day (it extends the end by one). */
  toDate: string;
}

/**
 * One page of vouchers, each voucher's latest revision (spec 002 §7): POST
 * /api/TMVoucher/GetTMVoucherList?fromDate&toDate with { SearchText, Skip, Take }; reads success,
 * data and totalCount. FieldNames: VoucherSearchField (the user id entry included).
 */
export function getVouchers(
  dates: VoucherQueryDates,
  request: SearchRequest,
): Promise<Envelope<VoucherRecord[]>> {
  return api.post<VoucherRecord[]>(ApiPaths.vouchers.list, request, { ...dates });
}
