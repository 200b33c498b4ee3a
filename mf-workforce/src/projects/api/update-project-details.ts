import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type ProjectUpdate } from '@tac/contracts';
import { useApiMutation } from '@tac/ui/server-state';
import { WORKFORCE_PAGE_KEYS } from '../../common/query-keys.ts';

/** Saves a project's gc and status (spec 001 §7 "Update project details"); answers the server's message. */
export function updateProjectDetails(body: ProjectUpdate): Promise<Answer<null>> {
  return api.post<null>(ApiPaths.projects.update, body);
}

/** A project's new gc or status shows on every workforce page: all of them are refreshed. */
export function useUpdateProjectDetails() {
  return useApiMutation(updateProjectDetails, WORKFORCE_PAGE_KEYS);
}
