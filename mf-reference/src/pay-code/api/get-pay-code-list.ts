import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type PayCodeItem, type SearchRequest } from '@tac/contracts';

/**
 * One page of pay codes, by code: POST { SearchText, Skip, Take }; FieldName
 * PayCodeListSearchField.PayCode matches the row as shown, 'code - description'.
 */
export function getPayCodeList(request: SearchRequest): Promise<Answer<PayCodeItem[]>> {
  return api.post<PayCodeItem[]>(ApiPaths.payCodeList.list, request);
}
