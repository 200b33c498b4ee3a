import { FORECAST_DAYS_MAX, Messages } from '@tac/contracts';
import { Type } from 'typebox';
import { IdSchema } from '../../http/schemas.ts';
import { IgnoredUserIdSchema, SaveIdSchema } from '../reference-lists/save-fields.ts';

const messages = Messages.forecast;
const CalendarDateSchema = (description: string) =>
  Type.String({ description: `A calendar date with no time zone, 'YYYY-MM-DD'. ${description}` });

/** A forecast row as the browser reads it (spec 002 §3). */
export const ForecastSchema = Type.Object({
  id: Type.Integer(),
  forecastDate: CalendarDateSchema(''),
  forecastDays: Type.Integer(),
  isPastDate: Type.Boolean({ description: "Earlier than the server's today; such rows cannot be edited" }),
  previousForecastDate: Type.Union([
    CalendarDateSchema('The date before the last date change.'),
    Type.Null(),
  ]),
});

/** By id answers `{ forecast: [row] }` (spec 002 §7: the screen reads data.forecast[0]). */
export const ForecastByIdSchema = Type.Object({ forecast: Type.Array(ForecastSchema) });

export const ForecastSaveSchema = Type.Object({
  id: SaveIdSchema,
  // Format and "not in the past" are checked in rules.ts, with the screen's texts.
  forecastDate: Type.String({
    maxLength: 100,
    description: "'YYYY-MM-DD', today or later; required",
    'x-messages': { required: messages.required, type: messages.required, maxLength: messages.invalidDate },
  }),
  forecastDays: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: FORECAST_DAYS_MAX,
      description: 'Whole days; absent: 0 when adding, unchanged when editing',
    }),
  ),
  previousForecastDate: Type.Optional(
    Type.Union([Type.String({ maxLength: 100 }), Type.Null()], {
      description:
        "When editing: the date as loaded ('YYYY-MM-DD'); the save is refused if the row's date has changed since. Ignored when adding.",
    }),
  ),
  UserId: IgnoredUserIdSchema,
});

export const ForecastDeleteSchema = Type.Object({ id: IdSchema(), UserId: IgnoredUserIdSchema });
