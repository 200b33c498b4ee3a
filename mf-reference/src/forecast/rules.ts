import { type CalendarDate, type ForecastItem, type ForecastSave, forecastDateProblem } from '@tac/contracts';
import type { FormCheck } from '../reference-list/text-rules.ts';

/** Spec 002 §3 / §9: forecast days default to 0 (the screen has no field for them). */
export const FORECAST_DAYS_DEFAULT = 0;

/** 'YYYY-MM-DD' → 'MM/DD/YYYY', as the list shows a forecast date (spec 002 §9). */
export function formatForecastDate(date: CalendarDate): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}

/** Today in the browser's time zone, 'YYYY-MM-DD': the earliest day the picker offers. */
export { localToday } from '@tac/contracts/calendar';

/**
 * Spec 002 §2 / §4: a row has an edit icon only while its date is not in the past. The server
 * derives isPastDate against its own calendar on each read; a date before the browser's today is
 * treated as past too, so the icon never offers an edit the picker could not complete.
 */
export function canEditForecast(
  row: Pick<ForecastItem, 'forecastDate' | 'isPastDate'>,
  today: CalendarDate,
): boolean {
  return !row.isPastDate && row.forecastDate >= today;
}

/** Spec 002 §5: a date is required, and past dates are not allowed (the server's rule, in @tac/contracts). */
export function checkForecastDate(
  date: string,
  today: CalendarDate,
): FormCheck<CalendarDate, 'forecastDate'> {
  const problem = forecastDateProblem(date, today);
  return problem === undefined ? { ok: true, value: date } : { ok: false, errors: { forecastDate: problem } };
}

/**
 * The save body (spec 002 §3 / §7): forecastDays defaults to 0; editing sends the id and the date as
 * it was loaded (previousForecastDate), so the server can refuse if someone changed it meanwhile.
 */
export function forecastSaveBody(date: CalendarDate, record: ForecastItem | undefined): ForecastSave {
  if (!record) return { forecastDate: date, forecastDays: FORECAST_DAYS_DEFAULT };
  return {
    id: record.id,
    forecastDate: date,
    forecastDays: record.forecastDays ?? FORECAST_DAYS_DEFAULT,
    previousForecastDate: record.forecastDate,
  };
}
