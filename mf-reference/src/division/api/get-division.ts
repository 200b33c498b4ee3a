import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type DivisionById } from '@tac/contracts';

/** One division by id (spec 002 §7 "Division by id"): GET ?divisionId=, read data.division[0]. */
export function getDivision(divisionId: number): Promise<Answer<DivisionById>> {
  return api.get<DivisionById>(ApiPaths.division.byId, { divisionId });
}
