import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type ReportRun, type ReportRunListQuery } from '@tac/contracts';

/** One page of a schedule's runs, newest first (the run log): GET ?scheduleId&Skip&Take. */
export function getReportRuns(query: ReportRunListQuery): Promise<Answer<ReportRun[]>> {
  return api.get<ReportRun[]>(ApiPaths.reports.runs, { ...query });
}
