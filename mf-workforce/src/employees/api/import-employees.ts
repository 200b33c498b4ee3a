import { api } from '@tac/api-client';
import {
  ApiPaths,
  type Envelope,
  type WorkforceImportRequest,
  type WorkforceImportResult,
} from '@tac/contracts';

/** Imports an employees CSV: all rows or, when any is bad, none. */
export function importEmployees(body: WorkforceImportRequest): Promise<Envelope<WorkforceImportResult>> {
  return api.post<WorkforceImportResult>(ApiPaths.employee.import, body);
}
