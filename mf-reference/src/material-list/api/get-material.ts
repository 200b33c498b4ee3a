import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type MaterialListItem } from '@tac/contracts';

/** One material by id (spec 002 §7 "Material by id"): GET ?materialId=, read data.id and data.displayText. */
export function getMaterial(materialId: number): Promise<Answer<MaterialListItem>> {
  return api.get<MaterialListItem>(ApiPaths.materialList.byId, { materialId });
}
