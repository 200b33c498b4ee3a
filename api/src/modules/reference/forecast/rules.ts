import { type CalendarDate, forecastDateProblem, isCalendarDate, ReferenceMessages } from '@tac/contracts';
import { ApiError } from '../../../http/envelope.ts';

const messages = ReferenceMessages.forecast;

/**
 * The forecast date rule (spec 002 §2, §5, `forecastDateProblem`, the screen's own): required, a
 * real date, and not before today. The screen's picker disallows past dates; the server refuses them as well.
 */
export function checkForecastDate(value: string, today: CalendarDate): CalendarDate {
  const date = value.trim();
  const problem = forecastDateProblem(date, today);
  if (problem !== undefined) throw new ApiError(400, problem);
  return date;
}

/** The date the screen loaded before editing; null, absent or '' means the client did not send one. */
export function checkPreviousDate(value: string | null | undefined): CalendarDate | null {
  const date = value?.trim() ?? '';
  if (date === '') return null;
  if (!isCalendarDate(date)) throw new ApiError(400, messages.invalidPreviousDate);
  return date;
}
