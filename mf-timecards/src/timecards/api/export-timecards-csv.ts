import { api, type DownloadedFile } from '@tac/api-client';
import { ApiPaths, currentViewSearch, type SearchTextEntry } from '@tac/contracts';
import type { TimecardQuery } from './get-timecards.ts';

/**
 * The timecards list's current view as CSV, streamed (shared/docs/payroll-export.md "Current view as
 * CSV"): every line of the range its searches match, not one page. GET ?fromDate&toDate&search.
 */
export function exportTimecardsCsv(
  query: TimecardQuery,
  search: readonly SearchTextEntry[],
): Promise<DownloadedFile> {
  return api.getFile(
    ApiPaths.currentView.timecards,
    { ...query, search: currentViewSearch(search) },
    'timecards.csv',
  );
}
