import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type WorkforceImportRequest, type WorkforceImportResult } from '@tac/contracts';

/** Checks a projects CSV without writing: every row's errors, and what would change. */
export function previewProjectImport(body: WorkforceImportRequest): Promise<Answer<WorkforceImportResult>> {
  return api.post<WorkforceImportResult>(ApiPaths.projects.importPreview, body);
}
