import { api } from '@tac/api-client';
import {
  ApiPaths,
  type Envelope,
  type ReportScheduleSave,
  type ReportScheduleSaveResult,
} from '@tac/contracts';

/**
 * Adds or updates a schedule (spec 001 §7 "Save report schedule"): POST the schedule plus
 * createdById and ProjectTasks; reads success and message (shown as a toast, spec 001 §8).
 */
export function saveReportSchedule(save: ReportScheduleSave): Promise<Envelope<ReportScheduleSaveResult>> {
  return api.post<ReportScheduleSaveResult>(ApiPaths.reports.save, save);
}
