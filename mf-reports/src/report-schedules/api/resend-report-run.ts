import { type Answer, api } from '@tac/api-client';
import { ApiPaths } from '@tac/contracts';

/** Sends a run's files again to the schedule's recipients, logged as a new run: POST { runId }. */
export function resendReportRun(runId: number): Promise<Answer<null>> {
  return api.post<null>(ApiPaths.reports.resendRun, { runId });
}
