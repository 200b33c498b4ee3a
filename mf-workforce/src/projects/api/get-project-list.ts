import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type Project, type SearchRequest, type WorkforceStatus } from '@tac/contracts';
import { PROJECTS_KEY } from '../../common/query-keys.ts';

/**
 * One page of projects of a status (spec 001 §7 "Project list"): POST { SearchText, Skip, Take,
 * Status }; answers the rows and totalCount. FieldNames: ProjectSearchField.
 */
export function getProjectList(status: WorkforceStatus, request: SearchRequest): Promise<Answer<Project[]>> {
  return api.post<Project[]>(ApiPaths.projects.list, { ...request, Status: status });
}

/** The projects list's key (usePagedList), one list per status. */
export const projectListKey = (status: WorkforceStatus) => [...PROJECTS_KEY, 'list', status] as const;
