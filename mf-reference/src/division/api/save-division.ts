import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type DivisionItem, type DivisionSave } from '@tac/contracts';

/**
 * Renames a division (spec 002 §7 "Save division"): POST { divisionId, divisionName, isActive }.
 * Divisions are edited only, never added, so divisionId is always sent.
 */
export function saveDivision(body: DivisionSave): Promise<Answer<DivisionItem>> {
  return api.post<DivisionItem>(ApiPaths.division.save, body);
}
