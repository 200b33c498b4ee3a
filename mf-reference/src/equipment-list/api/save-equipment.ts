import { api } from '@tac/api-client';
import { ApiPaths, type Envelope, type EquipmentListItem, type EquipmentSave } from '@tac/contracts';

/** Adds (no Id) or updates (Id) an equipment entry (spec 002 §7 "Save equipment"): POST { Id?, DisplayText }. */
export function saveEquipment(body: EquipmentSave): Promise<Envelope<EquipmentListItem>> {
  return api.post<EquipmentListItem>(ApiPaths.equipmentList.save, body);
}
