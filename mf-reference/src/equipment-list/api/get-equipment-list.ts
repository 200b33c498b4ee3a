import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type EquipmentListItem, type SearchRequest } from '@tac/contracts';

/**
 * One page of equipment (spec 002 §7 "Equipment list"): POST { SearchText, Skip, Take }; search with
 * FieldName EquipmentListSearchField.DisplayText.
 */
export function getEquipmentList(request: SearchRequest): Promise<Answer<EquipmentListItem[]>> {
  return api.post<EquipmentListItem[]>(ApiPaths.equipmentList.list, request);
}
