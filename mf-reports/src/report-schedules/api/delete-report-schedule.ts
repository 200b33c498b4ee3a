import { type Answer, api } from '@tac/api-client';
import { ApiPaths } from '@tac/contracts';

/** Deletes a schedule (spec 001 §7 "Delete report schedule"): POST { id }. */
export function deleteReportSchedule(id: number): Promise<Answer<null>> {
  return api.post<null>(ApiPaths.reports.delete, { id });
}
