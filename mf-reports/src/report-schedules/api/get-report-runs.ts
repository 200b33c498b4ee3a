import { api } from '@tac/api-client';
import { ApiPaths, type Envelope, type ReportRun, type ReportRunListQuery } from '@tac/contracts';

/** One page of a schedule's runs, newest first (the run log): GET ?scheduleId&Skip&Take. */
export function getReportRuns(query: ReportRunListQuery): Promise<Envelope<ReportRun[]>> {
  return api.get<ReportRun[]>(ApiPaths.reports.runs, { ...query });
}
