import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type ForecastItem, type ForecastSave } from '@tac/contracts';

/**
 * Adds (no id) or edits a forecast date (spec 002 §7 "Save forecast"): POST { forecastDate
 * 'YYYY-MM-DD', forecastDays, previousForecastDate (the date as loaded, when editing), id }. The
 * server takes the user from the token, so UserId is not sent. An edit answers 'updated successfully'.
 */
export function saveForecast(body: ForecastSave): Promise<Answer<ForecastItem>> {
  return api.post<ForecastItem>(ApiPaths.forecast.save, body);
}
