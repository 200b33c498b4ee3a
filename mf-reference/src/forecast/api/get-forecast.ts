import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type ForecastById } from '@tac/contracts';

/** One forecast by id (spec 002 §7 "Forecast by id"): GET ?forecastId=, read data.forecast[0]. */
export function getForecast(forecastId: number): Promise<Answer<ForecastById>> {
  return api.get<ForecastById>(ApiPaths.forecast.byId, { forecastId });
}
