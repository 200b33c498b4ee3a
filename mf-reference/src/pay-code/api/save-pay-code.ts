import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type PayCodeItem, type PayCodeSave } from '@tac/contracts';

/** Adds (no Id) or updates (Id) a pay code: POST { Id?, Code, Description, CountsAs, IsActive }. */
export function savePayCode(body: PayCodeSave): Promise<Answer<PayCodeItem>> {
  return api.post<PayCodeItem>(ApiPaths.payCodeList.save, body);
}
