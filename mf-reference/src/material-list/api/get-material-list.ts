import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type MaterialListItem, type SearchRequest } from '@tac/contracts';

/**
 * One page of materials (spec 002 §7 "Material list"): POST { SearchText, Skip, Take }, read
 * success, data and totalCount. Search by name with FieldName MaterialListSearchField.DisplayText.
 */
export function getMaterialList(request: SearchRequest): Promise<Answer<MaterialListItem[]>> {
  return api.post<MaterialListItem[]>(ApiPaths.materialList.list, request);
}
