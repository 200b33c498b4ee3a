import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type Project } from '@tac/contracts';
import { useQuery } from '@tac/ui/server-state';
import { PROJECTS_KEY } from '../../common/query-keys.ts';

/** One project (spec 001 §7 "Project details"): GET ?projectId&projectNumber. */
export function getProjectDetails(project: Pick<Project, 'id' | 'projectNumber'>): Promise<Answer<Project>> {
  return api.get<Project>(ApiPaths.projects.details, {
    projectId: project.id,
    projectNumber: project.projectNumber,
  });
}

export const projectDetailsKey = (projectId: number) => [...PROJECTS_KEY, 'details', projectId] as const;

/**
 * The details dialog's project, read fresh each time it opens (gcTime 0). Quiet: the dialog shows
 * a failure in its body.
 */
export function useProjectDetails(project: Pick<Project, 'id' | 'projectNumber'>) {
  return useQuery({
    queryKey: projectDetailsKey(project.id),
    queryFn: () => getProjectDetails(project).then((answer) => answer.data),
    gcTime: 0,
    meta: { quiet: true },
  });
}
