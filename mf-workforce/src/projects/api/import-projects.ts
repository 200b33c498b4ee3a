import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type WorkforceImportRequest, type WorkforceImportResult } from '@tac/contracts';
import { useApiMutation } from '@tac/ui/server-state';
import { WORKFORCE_PAGE_KEYS } from '../../common/query-keys.ts';

/** Imports a projects CSV: all rows or, when any is bad, none (refused). */
export function importProjects(body: WorkforceImportRequest): Promise<Answer<WorkforceImportResult>> {
  return api.post<WorkforceImportResult>(ApiPaths.projects.import, body);
}

/** An import can touch any workforce record: every workforce page is refreshed. */
export function useImportProjects() {
  return useApiMutation(importProjects, WORKFORCE_PAGE_KEYS);
}
