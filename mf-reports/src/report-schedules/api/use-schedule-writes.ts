import type { ReportScheduleSave } from '@tac/contracts';
import { useApiMutation } from '@tac/ui/server-state';
import { deleteReportSchedule } from './delete-report-schedule.ts';
import { RUNS_KEY, SCHEDULE_LIST_KEY } from './query-keys.ts';
import { resendReportRun } from './resend-report-run.ts';
import { runReportScheduleNow } from './run-report-schedule-now.ts';
import { saveReportSchedule } from './save-report-schedule.ts';

/** Adds or updates a schedule; the lists are refreshed. */
export function useSaveReportSchedule() {
  return useApiMutation((save: ReportScheduleSave) => saveReportSchedule(save), [SCHEDULE_LIST_KEY]);
}

/** Sends a saved schedule's report once, now; the run logs are refreshed. */
export function useRunReportScheduleNow() {
  return useApiMutation((id: number) => runReportScheduleNow(id), [RUNS_KEY]);
}

/** Deletes a schedule; the list is refreshed, a page back if this emptied its last one (spec 001 §4.5). */
export function useDeleteReportSchedule() {
  return useApiMutation((id: number) => deleteReportSchedule(id), [SCHEDULE_LIST_KEY]);
}

/** Sends a run's files again, logged as a new run; the run logs are refreshed. */
export function useResendReportRun() {
  return useApiMutation((runId: number) => resendReportRun(runId), [RUNS_KEY]);
}
