import { api } from '@tac/api-client';
import {
  ApiPaths,
  type Envelope,
  type Project,
  type SearchRequest,
  type WorkforceStatus,
} from '@tac/contracts';

/**
 * One page of projects of a status (spec 001 §7 "Project list"): POST { SearchText, Skip, Take,
 * Status }; reads success, data and totalCount. FieldNames: ProjectSearchField.
 */
export function getProjectList(
  status: WorkforceStatus,
  request: SearchRequest,
): Promise<Envelope<Project[]>> {
  return api.post<Project[]>(ApiPaths.project.list, { ...request, Status: status });
}
