import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type SearchRequest, type VoucherRecord } from '@tac/contracts';

export interface VoucherQueryDates {
  /** dd-MM-yyyy HH:mm:ss: the From day at 00:00:00 (see rules.ts `voucherQueryDates`). */
  fromDate: string;
  /** dd-MM-yyyy HH:mm:ss: the To day; the server takes the whole day (it extends the end by one). */
  toDate: string;
}

/**
 * One page of vouchers, each voucher's latest revision (spec 002 §7): POST
 * /api/TMVoucher/GetTMVoucherList?fromDate&toDate with { SearchText, Skip, Take }; answers the rows
 * and totalCount. FieldNames: VoucherSearchField (the user id entry included).
 */
export function getVouchers(
  dates: VoucherQueryDates,
  request: SearchRequest,
): Promise<Answer<VoucherRecord[]>> {
  return api.post<VoucherRecord[]>(ApiPaths.vouchers.list, request, { ...dates });
}

/**
 * The main list's key (usePagedList): one list per range and user, so new dates start again at
 * page 1 (spec 002 §4). Undefined dates: the range is invalid and the list is empty.
 */
export const vouchersKey = (
  fromDate: string | undefined,
  toDate: string | undefined,
  userId: number | null,
) => ['vouchers', fromDate, toDate, userId] as const;

/** The list of no vouchers: what an invalid range or a search nothing can match shows. */
export const NO_VOUCHERS: Answer<VoucherRecord[]> = { data: [], message: '', totalCount: 0 };
