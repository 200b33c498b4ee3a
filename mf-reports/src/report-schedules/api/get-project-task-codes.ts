import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type ReportTaskCodeOption } from '@tac/contracts';

/**
 * The task codes of the chosen projects (spec 001 §7 "Project task codes"): POST ?isTMCode with
 * [{ projectId }]; isTMCode for the T&M types (17, 18). Reads data: id, projectId, taskNumber, taskName.
 */
export function getProjectTaskCodes(
  projectIds: readonly number[],
  isTMCode: boolean,
): Promise<Answer<ReportTaskCodeOption[]>> {
  return api.post<ReportTaskCodeOption[]>(
    ApiPaths.reports.taskCodes,
    projectIds.map((projectId) => ({ projectId })),
    { isTMCode },
  );
}
