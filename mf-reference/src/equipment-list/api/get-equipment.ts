import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type EquipmentListItem } from '@tac/contracts';

/** One equipment entry by id (spec 002 §7 "Equipment by id"): GET ?equipmentId=, read data.id, data.displayText. */
export function getEquipment(equipmentId: number): Promise<Answer<EquipmentListItem>> {
  return api.get<EquipmentListItem>(ApiPaths.equipmentList.byId, { equipmentId });
}
