import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type ReferenceDelete } from '@tac/contracts';

/** Deletes an override reason (kept as deleted on the server): POST { Id }; a GET never changes data here. */
export function deleteOverrideReason(id: number): Promise<Answer<null>> {
  const body: ReferenceDelete = { Id: id };
  return api.post<null>(ApiPaths.supervisorOverrideReason.delete, body);
}
