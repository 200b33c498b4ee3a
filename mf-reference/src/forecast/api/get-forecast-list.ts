import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type ForecastItem, type SearchRequest } from '@tac/contracts';

/**
 * One page of forecast dates, earliest first (spec 002 §7 "Forecast list"): POST { SearchText, Skip,
 * Take }. FieldName ForecastSearchField.ForecastDate matches the date as shown (MM/DD/YYYY).
 */
export function getForecastList(request: SearchRequest): Promise<Answer<ForecastItem[]>> {
  return api.post<ForecastItem[]>(ApiPaths.forecast.list, request);
}
