import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type StatusCodeItem, type StatusCodeSave } from '@tac/contracts';

/**
 * Adds (no ID) or updates (ID) a status code (spec 002 §7 "Save status code"): POST { ID?,
 * StatusInitial, DisplayText, IsActive }.
 */
export function saveStatusCode(body: StatusCodeSave): Promise<Answer<StatusCodeItem>> {
  return api.post<StatusCodeItem>(ApiPaths.statusCodeList.save, body);
}
