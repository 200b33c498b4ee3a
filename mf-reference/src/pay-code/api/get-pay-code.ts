import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type PayCodeItem } from '@tac/contracts';

/** One pay code by id: GET ?payCodeId=, data is the code. */
export function getPayCode(payCodeId: number): Promise<Answer<PayCodeItem>> {
  return api.get<PayCodeItem>(ApiPaths.payCodeList.byId, { payCodeId });
}
