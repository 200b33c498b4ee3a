import { api, type DownloadedFile } from '@tac/api-client';
import { ApiPaths, currentViewSearch, type SearchTextEntry, type WorkforceStatus } from '@tac/contracts';

export type WorkforceList = 'projects' | 'employees' | 'devices';

/**
 * A workforce list's current view as CSV, streamed (shared/docs/payroll-export.md "Current view as
 * CSV"): every row of the status its column searches match, not one page. GET ?Status&search.
 */
export function exportWorkforceCsv(
  list: WorkforceList,
  status: WorkforceStatus,
  search: readonly SearchTextEntry[],
): Promise<DownloadedFile> {
  return api.getFile(
    ApiPaths.currentView[list],
    { Status: status, search: currentViewSearch(search) },
    `${list}.csv`,
  );
}
