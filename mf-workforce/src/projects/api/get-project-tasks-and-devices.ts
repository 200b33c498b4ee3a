import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type Project, type ProjectTasksAndDevices, type SearchTextEntry } from '@tac/contracts';
import { useQuery } from '@tac/ui/server-state';
import { PROJECTS_KEY } from '../../common/query-keys.ts';

/**
 * A project's task codes and devices (spec 001 §7 "Project tasks and devices"): POST ?projectId&
 * projectNumber with { SearchText } (FieldNames ProjectPaneSearchField); answers task and device.
 */
export function getProjectTasksAndDevices(
  project: Pick<Project, 'id' | 'projectNumber'>,
  search: SearchTextEntry[] = [],
): Promise<Answer<ProjectTasksAndDevices>> {
  return api.post<ProjectTasksAndDevices>(
    ApiPaths.projects.tasksAndDevices,
    { SearchText: search },
    { projectId: project.id, projectNumber: project.projectNumber },
  );
}

export const projectPanesKey = (projectId: number | undefined, search: SearchTextEntry[]) =>
  [...PROJECTS_KEY, 'panes', projectId, search] as const;

/**
 * The selected project's task-code and device panes, with their searches. The last project's rows
 * stay (dimmed) until the next one's arrive; a failure is told by the cache's toast.
 */
export function useProjectPanes(project: Project | undefined, search: SearchTextEntry[]) {
  return useQuery({
    queryKey: projectPanesKey(project?.id, search),
    queryFn: () => getProjectTasksAndDevices(project as Project, search).then((answer) => answer.data),
    enabled: project !== undefined,
    placeholderData: (previous) => previous,
  });
}
