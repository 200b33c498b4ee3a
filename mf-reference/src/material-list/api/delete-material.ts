import { type Answer, api } from '@tac/api-client';
import { ApiPaths } from '@tac/contracts';

/**
 * Deletes a material: POST { Id }. The spec's legacy delete is a GET; here it is a POST, because a
 * GET never changes data (shared/docs/architecture.md "API conventions").
 */
export function deleteMaterial(id: number): Promise<Answer<null>> {
  return api.post<null>(ApiPaths.materialList.delete, { Id: id });
}
