import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type EquipmentListItem, type EquipmentSave } from '@tac/contracts';

/** Adds (no Id) or updates (Id) an equipment entry (spec 002 §7 "Save equipment"): POST { Id?, DisplayText }. */
export function saveEquipment(body: EquipmentSave): Promise<Answer<EquipmentListItem>> {
  return api.post<EquipmentListItem>(ApiPaths.equipmentList.save, body);
}
