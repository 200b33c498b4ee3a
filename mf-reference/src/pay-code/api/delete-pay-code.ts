import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type ReferenceDelete } from '@tac/contracts';

/**
 * Deletes a pay code (kept as deleted on the server, and from then on unknown to corrections, device
 * pushes and payroll exports): POST { Id }; a GET never changes data here.
 */
export function deletePayCode(id: number): Promise<Answer<null>> {
  const body: ReferenceDelete = { Id: id };
  return api.post<null>(ApiPaths.payCodeList.delete, body);
}
