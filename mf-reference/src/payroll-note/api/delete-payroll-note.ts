import { api } from '@tac/api-client';
import { ApiPaths, type Envelope, type ReferenceDelete } from '@tac/contracts';

/** Deletes a payroll note (kept as deleted on the server): POST { Id }; a GET never changes data here. */
export function deletePayrollNote(id: number): Promise<Envelope<null>> {
  const body: ReferenceDelete = { Id: id };
  return api.post<null>(ApiPaths.payrollNote.delete, body);
}
