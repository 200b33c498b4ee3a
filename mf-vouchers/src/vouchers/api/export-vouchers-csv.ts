import { api, type DownloadedFile } from '@tac/api-client';
import { ApiPaths, currentViewSearch, type SearchTextEntry } from '@tac/contracts';
import type { VoucherQueryDates } from './get-vouchers.ts';

/**
 * The voucher list's current view as CSV, streamed (shared/docs/payroll-export.md "Current view as
 * CSV"): each voucher's latest revision in the range its searches match, not one page.
 * GET ?fromDate&toDate&search, the dates and SearchText the list sends.
 */
export function exportVouchersCsv(
  dates: VoucherQueryDates,
  search: readonly SearchTextEntry[],
): Promise<DownloadedFile> {
  return api.getFile(
    ApiPaths.currentView.vouchers,
    { ...dates, search: currentViewSearch(search) },
    'tm-vouchers.csv',
  );
}
