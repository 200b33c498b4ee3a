import { type Answer, api } from '@tac/api-client';
import { ApiPaths } from '@tac/contracts';

/** Sends a saved schedule's report once, now; its run, day and time stay as they are: POST { id }. */
export function runReportScheduleNow(id: number): Promise<Answer<null>> {
  return api.post<null>(ApiPaths.reports.runNow, { id });
}
