import { api, type DownloadedFile } from '@tac/api-client';
import { currentViewSearch, type SearchTextEntry } from '@tac/contracts';

/**
 * A reference list's current view as CSV, streamed (shared/docs/payroll-export.md "Current view as
 * CSV"): every row its column searches match, not one page. GET <the list's exportCsv>?search,
 * saved as the list's title ('Status Code List' → status-code-list.csv).
 */
export function exportReferenceListCsv(
  list: { title: string; exportCsvPath: string },
  search: readonly SearchTextEntry[],
): Promise<DownloadedFile> {
  const fileName = `${list.title.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}.csv`;
  return api.getFile(list.exportCsvPath, { search: currentViewSearch(search) }, fileName);
}
