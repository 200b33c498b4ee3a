import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type ReportScheduleRow, type SearchRequest } from '@tac/contracts';

/**
 * One page of report schedules (spec 001 §7 "Report schedule list"): POST ?userId with
 * { SearchText, Skip, Take }; reads data and totalCount. FieldNames: ReportScheduleSearchField.
 */
export function getReportScheduleList(
  userId: number | null,
  request: SearchRequest,
): Promise<Answer<ReportScheduleRow[]>> {
  return api.post<ReportScheduleRow[]>(ApiPaths.reports.list, request, { userId: userId ?? undefined });
}
