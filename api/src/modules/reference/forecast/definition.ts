import {
  ApiPaths,
  type CalendarDate,
  ForecastSearchField,
  PageClaim,
  ReferenceMessages,
} from '@tac/contracts';
import {
  ForecastByIdSchema,
  ForecastDeleteSchema,
  ForecastItemSchema,
  ForecastSaveSchema,
} from '@tac/contracts/schemas';
import { sql } from 'kysely';
import { ApiError } from '../../../http/envelope.ts';
import { defineReferenceList } from '../reference-list/definition.ts';
import { checkForecastDate, checkPreviousDate } from './rules.ts';

const messages = ReferenceMessages.forecast;

interface ForecastInput {
  forecastDate: CalendarDate;
  /** Undefined: 0 when adding, unchanged when editing. */
  forecastDays: number | undefined;
  /** The date the screen loaded before editing, or null when it sent none. */
  previousDate: CalendarDate | null;
}

/**
 * Forecast (spec 002 §2, §4, §5, §7): one row per date, earliest first. Dates are read as
 * 'YYYY-MM-DD' text, never as JS Dates, so no time zone can shift the day; "past" is judged against
 * the business zone's today. Past rows cannot be edited; deletes are hard (nothing refers to a
 * forecast date, and the audit row keeps what it was).
 */
export const forecastList = defineReferenceList({
  title: 'Forecast',
  table: 'forecast',
  entity: 'forecast',
  paths: ApiPaths.forecast,
  pageClaim: PageClaim.ForeCast,
  messages,
  columns: ({ today }) => ({
    id: 'id',
    forecastDate: sql`to_char(forecast_date, 'YYYY-MM-DD')`,
    forecastDays: 'forecast_days',
    isPastDate: sql`forecast_date < ${today}::date`,
    previousForecastDate: sql`to_char(previous_forecast_date, 'YYYY-MM-DD')`,
  }),
  rowSchema: ForecastItemSchema,
  // The date as every CSV writes one, YYYY-MM-DD.
  csvColumns: [{ header: 'Forecast Date', value: (row) => row.forecastDate }],
  // The date as the screen shows it, MM/DD/YYYY.
  searchable: { [ForecastSearchField.ForecastDate]: sql<string>`to_char(forecast_date, 'MM/DD/YYYY')` },
  // Dates are unique, so the order is total.
  sort: ['forecast_date'],
  unique: { column: 'forecast_date', ignoreCase: false },
  hidesDeleted: false,
  remove: { kind: 'hard', body: ForecastDeleteSchema, idField: 'id' },
  byId: { query: 'forecastId', schema: ForecastByIdSchema, data: (row) => ({ forecast: [row] }) },
  save: {
    body: ForecastSaveSchema,
    id: (body) => body.id,
    input: (body, { today }): ForecastInput => ({
      forecastDate: checkForecastDate(body.forecastDate, today),
      forecastDays: body.forecastDays,
      previousDate: checkPreviousDate(body.previousForecastDate),
    }),
    uniqueValue: (input) => input.forecastDate,
    /**
     * A date that has passed stays as it was (spec 002 §4). When the row's date differs from the one
     * the screen loaded, someone else changed it meanwhile and this save would overwrite that unseen.
     */
    beforeUpdate: (before, input) => {
      if (before.isPastDate) throw new ApiError(409, messages.pastNotEditable);
      if (input.previousDate !== null && input.previousDate !== before.forecastDate) {
        throw new ApiError(409, messages.changedMeanwhile);
      }
    },
    /** A date change keeps the old date in previous_forecast_date. */
    values: (input, before) => ({
      forecast_date: input.forecastDate,
      forecast_days: input.forecastDays ?? before?.forecastDays ?? 0,
      ...(before && input.forecastDate !== before.forecastDate
        ? { previous_forecast_date: before.forecastDate }
        : {}),
    }),
  },
  summaries: {
    list: "Forecast dates, earliest first; SearchText (optional) FieldName 'forecastDate' filters MM/DD/YYYY by contains",
    byId: 'One forecast: data is { forecast: [row] }',
    save: 'Add (id null, 0 or absent) or edit a forecast date; past dates are refused',
    delete: 'Delete a forecast date (past or not)',
  },
});
