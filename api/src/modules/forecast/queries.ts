import type { CalendarDate, ForecastItem, SearchTextEntry } from '@tac/contracts';
import { ForecastSearchField, Messages } from '@tac/contracts';
import { sql } from 'kysely';
import { auditedWrite } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { applySearch, runPaged, type SearchTarget } from '../../db/paged.ts';
import { ApiError } from '../../http/envelope.ts';
import type { OffsetLimit } from '../../http/paging.ts';
import { refuseDuplicates } from '../reference-lists/unique-text.ts';

const messages = Messages.forecast;
const entity = 'forecast';

/** FieldName → what it searches with "contains": the date as the screen shows it, MM/DD/YYYY. */
const SEARCHABLE: Record<string, SearchTarget> = {
  [ForecastSearchField.ForecastDate]: sql<string>`to_char(forecast_date, 'MM/DD/YYYY')`,
};

export interface ForecastInput {
  forecastDate: CalendarDate;
  /** Undefined: 0 when adding, unchanged when editing. */
  forecastDays: number | undefined;
}

/**
 * Dates are read as 'YYYY-MM-DD' text, never as JS Dates, so no time zone can shift the day; "past"
 * is judged against the business zone's today, passed in.
 */
function forecasts(db: Db, today: CalendarDate) {
  return db
    .selectFrom('forecast')
    .select([
      'id',
      sql<string>`to_char(forecast_date, 'YYYY-MM-DD')`.as('forecastDate'),
      'forecast_days as forecastDays',
      sql<boolean>`forecast_date < ${today}::date`.as('isPastDate'),
      sql<string | null>`to_char(previous_forecast_date, 'YYYY-MM-DD')`.as('previousForecastDate'),
    ]);
}

/** Sorted by date, earliest first (dates are unique, so the order is total). */
export function listForecasts(
  db: Db,
  today: CalendarDate,
  search: readonly SearchTextEntry[] | undefined,
  range: OffsetLimit,
) {
  const query = applySearch(forecasts(db, today), search, SEARCHABLE).orderBy('forecast_date');
  return runPaged<ForecastItem>(query, range);
}

export function findForecast(db: Db, today: CalendarDate, id: number): Promise<ForecastItem | undefined> {
  return forecasts(db, today).where('id', '=', id).executeTakeFirst();
}

async function assertDateFree(db: Db, date: CalendarDate, exceptId: number | null): Promise<void> {
  const clash = await db
    .selectFrom('forecast')
    .select('id')
    .where('forecast_date', '=', date)
    .$if(exceptId !== null, (q) => q.where('id', '<>', exceptId as number))
    .executeTakeFirst();
  if (clash) throw new ApiError(409, messages.duplicate);
}

export function createForecast(
  db: Db,
  userId: number,
  today: CalendarDate,
  input: ForecastInput,
): Promise<ForecastItem> {
  const write = auditedWrite(db, userId, async (trx) => {
    await assertDateFree(trx, input.forecastDate, null);
    const { id } = await trx
      .insertInto('forecast')
      .values({ forecast_date: input.forecastDate, forecast_days: input.forecastDays ?? 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await forecasts(trx, today).where('id', '=', id).executeTakeFirstOrThrow();
    return { result: row, audit: { action: 'create', entity, entityId: id, before: null, after: row } };
  });
  return refuseDuplicates(messages.duplicate, write);
}

/**
 * Edits a forecast that is not yet past (spec 002 §4). `previousDate` is the date the screen loaded:
 * when the row's date differs, someone else changed it meanwhile and this save would overwrite their
 * change unseen. A date change keeps the old date in previous_forecast_date.
 */
export function updateForecast(
  db: Db,
  userId: number,
  today: CalendarDate,
  id: number,
  input: ForecastInput,
  previousDate: CalendarDate | null,
): Promise<ForecastItem> {
  const write = auditedWrite(db, userId, async (trx) => {
    const before = await forecasts(trx, today).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) throw new ApiError(404, messages.notFound);
    if (before.isPastDate) throw new ApiError(409, messages.pastNotEditable);
    if (previousDate !== null && previousDate !== before.forecastDate) {
      throw new ApiError(409, messages.changedMeanwhile);
    }
    await assertDateFree(trx, input.forecastDate, id);
    const dateChanged = input.forecastDate !== before.forecastDate;
    await trx
      .updateTable('forecast')
      .set({
        forecast_date: input.forecastDate,
        forecast_days: input.forecastDays ?? before.forecastDays,
        ...(dateChanged ? { previous_forecast_date: before.forecastDate } : {}),
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .execute();
    const after = await forecasts(trx, today).where('id', '=', id).executeTakeFirstOrThrow();
    return { result: after, audit: { action: 'update', entity, entityId: id, before, after } };
  });
  return refuseDuplicates(messages.duplicate, write);
}

/** A hard delete: no other record refers to a forecast date. The audit row keeps what it was. */
export async function deleteForecast(db: Db, userId: number, today: CalendarDate, id: number): Promise<void> {
  await auditedWrite(db, userId, async (trx) => {
    const before = await forecasts(trx, today).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) throw new ApiError(404, messages.notFound);
    await trx.deleteFrom('forecast').where('id', '=', id).execute();
    return { result: undefined, audit: { action: 'delete', entity, entityId: id, before, after: null } };
  });
}
