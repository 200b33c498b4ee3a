import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type ReferenceDelete } from '@tac/contracts';

/** Deletes a status code (kept as deleted on the server): POST { Id }; a GET never changes data here. */
export function deleteStatusCode(id: number): Promise<Answer<null>> {
  const body: ReferenceDelete = { Id: id };
  return api.post<null>(ApiPaths.statusCodeList.delete, body);
}
