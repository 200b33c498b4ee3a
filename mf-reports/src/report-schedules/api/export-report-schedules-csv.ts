import { api, type DownloadedFile } from '@tac/api-client';
import { ApiPaths, currentViewSearch, type SearchTextEntry } from '@tac/contracts';

/**
 * The report schedule list's current view as CSV, streamed (shared/docs/payroll-export.md "Current
 * view as CSV"): every schedule the user may see that its column searches match, not one page.
 * GET ?search.
 */
export function exportReportSchedulesCsv(search: readonly SearchTextEntry[]): Promise<DownloadedFile> {
  return api.getFile(
    ApiPaths.currentView.reportSchedules,
    { search: currentViewSearch(search) },
    'report-schedules.csv',
  );
}
