import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type ReportScheduleSave, type ReportScheduleSaveResult } from '@tac/contracts';

/**
 * Adds or updates a schedule (spec 001 §7 "Save report schedule"): POST the schedule plus
 * createdById and ProjectTasks; the answer's message (or the refusal's) is a toast (spec 001 §8).
 */
export function saveReportSchedule(save: ReportScheduleSave): Promise<Answer<ReportScheduleSaveResult>> {
  return api.post<ReportScheduleSaveResult>(ApiPaths.reports.save, save);
}
