import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type WorkforceImportRequest, type WorkforceImportResult } from '@tac/contracts';

/** Checks an employees CSV without writing: every row's errors, and what would change. */
export function previewEmployeeImport(body: WorkforceImportRequest): Promise<Answer<WorkforceImportResult>> {
  return api.post<WorkforceImportResult>(ApiPaths.employees.importPreview, body);
}
