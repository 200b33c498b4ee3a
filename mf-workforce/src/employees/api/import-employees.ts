import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type WorkforceImportRequest, type WorkforceImportResult } from '@tac/contracts';
import { useApiMutation } from '@tac/ui/server-state';
import { WORKFORCE_PAGE_KEYS } from '../../common/query-keys.ts';

/** Imports an employees CSV: all rows or, when any is bad, none (refused). */
export function importEmployees(body: WorkforceImportRequest): Promise<Answer<WorkforceImportResult>> {
  return api.post<WorkforceImportResult>(ApiPaths.employees.import, body);
}

/** An import can touch any workforce record: every workforce page is refreshed. */
export function useImportEmployees() {
  return useApiMutation(importEmployees, WORKFORCE_PAGE_KEYS);
}
