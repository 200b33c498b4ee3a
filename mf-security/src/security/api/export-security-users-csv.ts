import { api, type DownloadedFile } from '@tac/api-client';
import { ApiPaths, currentViewSearch, type SearchTextEntry, type SecurityUserStatus } from '@tac/contracts';

/**
 * The Security list's current view as CSV, streamed (shared/docs/payroll-export.md "Current view as
 * CSV"): every user of the status its column searches match, not one page. GET ?selectedStatus&search.
 */
export function exportSecurityUsersCsv(
  selectedStatus: SecurityUserStatus,
  search: readonly SearchTextEntry[],
): Promise<DownloadedFile> {
  return api.getFile(
    ApiPaths.currentView.securityUsers,
    { selectedStatus, search: currentViewSearch(search) },
    'security-users.csv',
  );
}
