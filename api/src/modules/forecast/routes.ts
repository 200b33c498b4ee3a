import { ApiPaths, ButtonClaim, type CalendarDate, Messages, PageClaim } from '@tac/contracts';
import { Type } from 'typebox';
import { currentUser, requireClaims } from '../../auth/guard.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../http/app-type.ts';
import { ApiError, ok, responses } from '../../http/envelope.ts';
import { pageRange, SearchRequestSchema } from '../../http/paging.ts';
import { IdSchema } from '../../http/schemas.ts';
import { createForecast, deleteForecast, findForecast, listForecasts, updateForecast } from './queries.ts';
import { checkForecastDate, checkPreviousDate } from './rules.ts';
import { ForecastByIdSchema, ForecastDeleteSchema, ForecastSaveSchema, ForecastSchema } from './schemas.ts';

const tags = ['Forecast'];
const security = [{ bearerAuth: [] }];
const read = requireClaims(PageClaim.ForeCast);
const write = requireClaims(PageClaim.ForeCast, ButtonClaim.ReferenceListEdit);
const messages = Messages.forecast;
const paths = ApiPaths.forecast;

/**
 * Forecast (spec 002 §2, §4, §5, §7). `today` gives the business zone's calendar date on each
 * request, so a long-running server moves on at midnight. Deletes are POSTs.
 */
export function forecastRoutes(app: App, db: Db, today: () => CalendarDate): void {
  app.post(
    paths.list,
    {
      config: { access: read },
      schema: {
        tags,
        security,
        summary:
          "Forecast dates, earliest first; SearchText (optional) FieldName 'forecastDate' filters MM/DD/YYYY by contains",
        body: SearchRequestSchema,
        response: responses(Type.Array(ForecastSchema)),
      },
    },
    async (request) => {
      const { SearchText, Skip, Take } = request.body;
      const { rows, totalCount } = await listForecasts(db, today(), SearchText, pageRange(Skip, Take));
      return ok(rows, '', totalCount);
    },
  );

  app.get(
    paths.byId,
    {
      config: { access: read },
      schema: {
        tags,
        security,
        summary: 'One forecast: data is { forecast: [row] }',
        querystring: Type.Object({ forecastId: IdSchema() }),
        response: responses(ForecastByIdSchema),
      },
    },
    async (request) => {
      const forecast = await findForecast(db, today(), request.query.forecastId);
      if (!forecast) throw new ApiError(404, messages.notFound);
      return ok({ forecast: [forecast] }, '', 1);
    },
  );

  app.post(
    paths.save,
    {
      config: { access: write },
      schema: {
        tags,
        security,
        summary: 'Add (id null, 0 or absent) or edit a forecast date; past dates are refused',
        body: ForecastSaveSchema,
        response: responses(ForecastSchema),
      },
    },
    async (request) => {
      const { body } = request;
      const now = today();
      const input = {
        forecastDate: checkForecastDate(body.forecastDate, now),
        forecastDays: body.forecastDays,
      };
      const previous = checkPreviousDate(body.previousForecastDate);
      const { userId } = currentUser(request);
      if (!body.id) return ok(await createForecast(db, userId, now, input), messages.saved, 1);
      const updated = await updateForecast(db, userId, now, body.id, input, previous);
      return ok(updated, messages.updated, 1);
    },
  );

  app.post(
    paths.delete,
    {
      config: { access: write },
      schema: {
        tags,
        security,
        summary: 'Delete a forecast date (past or not)',
        body: ForecastDeleteSchema,
        response: responses(Type.Null()),
      },
    },
    async (request) => {
      await deleteForecast(db, currentUser(request).userId, today(), request.body.id);
      return ok(null, messages.deleted);
    },
  );
}
