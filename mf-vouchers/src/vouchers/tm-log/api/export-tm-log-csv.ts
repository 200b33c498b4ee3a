import { api, type DownloadedFile } from '@tac/api-client';
import { ApiPaths, currentViewSearch, type SearchTextEntry, type TmLogQuery } from '@tac/contracts';

/**
 * The T&M log's current view as CSV, streamed (shared/docs/payroll-export.md "Current view as CSV"):
 * every voucher its range, statuses and column searches match, with its totals, not one page.
 */
export function exportTmLogCsv(
  query: TmLogQuery,
  search: readonly SearchTextEntry[],
): Promise<DownloadedFile> {
  return api.getFile(
    ApiPaths.currentView.tmLog,
    { ...query, search: currentViewSearch(search) },
    'tm-log.csv',
  );
}
