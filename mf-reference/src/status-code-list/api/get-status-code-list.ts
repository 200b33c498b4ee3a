import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type SearchRequest, type StatusCodeItem } from '@tac/contracts';

/**
 * One page of status codes, by initial (spec 002 §7 "Status code list"): POST { SearchText, Skip,
 * Take }; FieldName StatusCodeListSearchField.StatusCode matches the row as shown, 'initial - description'.
 */
export function getStatusCodeList(request: SearchRequest): Promise<Answer<StatusCodeItem[]>> {
  return api.post<StatusCodeItem[]>(ApiPaths.statusCodeList.list, request);
}
