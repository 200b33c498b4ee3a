import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type ReportSchedule } from '@tac/contracts';

/** One whole schedule for the edit modal, with hasFullAccess for the caller: GET ?id. */
export function getReportSchedule(id: number): Promise<Answer<ReportSchedule>> {
  return api.get<ReportSchedule>(ApiPaths.reports.get, { id });
}
