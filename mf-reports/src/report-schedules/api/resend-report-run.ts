import { api } from '@tac/api-client';
import { ApiPaths, type Envelope } from '@tac/contracts';

/** Sends a run's files again to the schedule's recipients, logged as a new run: POST { runId }. */
export function resendReportRun(runId: number): Promise<Envelope<null>> {
  return api.post<null>(ApiPaths.reports.resendRun, { runId });
}
