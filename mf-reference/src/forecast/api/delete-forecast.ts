import { type Answer, api } from '@tac/api-client';
import { ApiPaths } from '@tac/contracts';

/** Deletes a forecast date (spec 002 §7 "Delete forecast"): POST { id }. */
export function deleteForecast(id: number): Promise<Answer<null>> {
  return api.post<null>(ApiPaths.forecast.delete, { id });
}
