import { api } from '@tac/api-client';
import {
  ApiPaths,
  type Envelope,
  type WorkforceImportRequest,
  type WorkforceImportResult,
} from '@tac/contracts';

/** Imports a projects CSV: all rows or, when any is bad, none. */
export function importProjects(body: WorkforceImportRequest): Promise<Envelope<WorkforceImportResult>> {
  return api.post<WorkforceImportResult>(ApiPaths.project.import, body);
}
