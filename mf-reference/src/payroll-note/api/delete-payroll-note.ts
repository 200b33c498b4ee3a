import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type ReferenceDelete } from '@tac/contracts';

/** Deletes a payroll note (kept as deleted on the server): POST { Id }; a GET never changes data here. */
export function deletePayrollNote(id: number): Promise<Answer<null>> {
  const body: ReferenceDelete = { Id: id };
  return api.post<null>(ApiPaths.payrollNote.delete, body);
}
