import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type ReportTaskCodeOption } from '@tac/contracts';
import { useQuery } from '@tac/ui/server-state';
import { CHOICES_KEY } from './query-keys.ts';

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

/**
 * The Task Codes choices of the chosen projects (T&M codes when `isTMCode`), asked only when
 * `enabled`; quiet: the edit modal shows a failure in its body.
 */
export function useProjectTaskCodes(projectIds: readonly number[], isTMCode: boolean, enabled: boolean) {
  return useQuery({
    queryKey: [...CHOICES_KEY, 'task-codes', isTMCode, projectIds],
    queryFn: () => getProjectTaskCodes(projectIds, isTMCode).then((answer) => answer.data),
    enabled,
    meta: { quiet: true },
  });
}
