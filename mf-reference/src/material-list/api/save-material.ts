import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type MaterialListItem, type MaterialSave } from '@tac/contracts';

/**
 * Adds (no Id) or updates (Id) a material (spec 002 §7 "Save material"): POST { Id?, DisplayText }.
 * The server's message ('Saved successfully' / 'Updated successfully' or why not) is for a toast.
 */
export function saveMaterial(body: MaterialSave): Promise<Answer<MaterialListItem>> {
  return api.post<MaterialListItem>(ApiPaths.materialList.save, body);
}
