import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type DivisionItem, type SearchRequest } from '@tac/contracts';

/**
 * One page of divisions, sorted by name (spec 002 §7 "Division list"): POST { SearchText, Skip,
 * Take }; search with FieldName DivisionSearchField.DivisionName.
 */
export function getDivisionList(request: SearchRequest): Promise<Answer<DivisionItem[]>> {
  return api.post<DivisionItem[]>(ApiPaths.division.list, request);
}
