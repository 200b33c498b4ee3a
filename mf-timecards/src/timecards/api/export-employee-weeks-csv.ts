import { api, type DownloadedFile } from '@tac/api-client';
import { ApiPaths, currentViewSearch, type SearchTextEntry } from '@tac/contracts';
import type { TimecardQuery } from './get-timecards.ts';

/**
 * The week by employee's current view as CSV (shared/docs/overtime.md): every employee-week the
 * range and searches pick, not one page. GET ?fromDate&toDate&search.
 */
export function exportEmployeeWeeksCsv(
  query: TimecardQuery,
  search: readonly SearchTextEntry[],
): Promise<DownloadedFile> {
  return api.getFile(
    ApiPaths.currentView.employeeWeeks,
    { ...query, search: currentViewSearch(search) },
    'timecards-by-employee.csv',
  );
}
