import {
  ApiPaths,
  type ForecastById,
  type ForecastItem,
  ForecastSearchField,
  ReferenceMessages,
} from '@tac/contracts';
import { addDays, systemTimeZone, todayIn } from '@tac/contracts/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditsOf,
  expectRefusedWrite,
  failure,
  rowsAndAudits,
  signIn,
  userIdOf,
} from '../../../testing/api-checks.ts';
import { describeEachDatabase } from '../../../testing/each-database.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';

const { list, byId, save, delete: remove } = ApiPaths.forecast;
const messages = ReferenceMessages.forecast;
/** The test app runs in the process's zone (its default), so this is the server's today. */
const today = todayIn(systemTimeZone());
const day = (offset: number) => addDays(today, offset);
/** 'YYYY-MM-DD' → 'MM/DD/YYYY', as the screen shows and searches dates. */
const shown = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

/*
 * What only Forecast does: dates (not in the past, a real day), forecast days, edits refused once a
 * date has passed or when the screen was stale, and hard deletes. The rest is in
 * reference-list/every-list.test.ts.
 */
describeEachDatabase('Forecast', (kind) => {
  let t: TestApp;
  let token: string;
  const counts = () => rowsAndAudits(t, 'forecast');
  const create = async (forecastDate: string, forecastDays?: number) => {
    const res = await t.call<ForecastItem>('POST', save, { body: { forecastDate, forecastDays }, token });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  /** A row dated in the past: the API refuses to make one, so the test writes it as time would. */
  const insertPast = async (offset: number) => {
    const { id } = await t.db
      .insertInto('forecast')
      .values({ forecast_date: day(offset), forecast_days: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  };

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    token = (await signIn(t, 'contribute')).contribute as string;
  });
  afterAll(() => t?.close());

  describe('save: add', () => {
    it("adds a date, answers 'Saved successfully' and audits as the token's user (not the body's UserId)", async () => {
      const res = await t.call<ForecastItem>('POST', save, {
        body: { forecastDate: day(5), forecastDays: 3, previousForecastDate: null, UserId: 424242 },
        token,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        message: messages.saved,
        data: {
          id: expect.any(Number),
          forecastDate: day(5),
          forecastDays: 3,
          isPastDate: false,
          previousForecastDate: null,
        },
        totalCount: 1,
      });
      expect(await auditsOf(t, 'forecast', res.body.data.id)).toEqual([
        { action: 'create', user_id: await userIdOf(t, 'contribute'), before: null, after: res.body.data },
      ]);
    });

    it('takes today, and forecast days default to 0', async () => {
      const made = await create(today);
      expect(made).toMatchObject({ forecastDate: today, forecastDays: 0, isPastDate: false });
    });

    it.each([
      ['yesterday', { forecastDate: day(-1) }, messages.pastDate],
      ['a date long past', { forecastDate: '1999-12-31' }, messages.pastDate],
      ['a day that does not exist', { forecastDate: '2031-02-30' }, messages.invalidDate],
      ['a US-style date', { forecastDate: '03/10/2031' }, messages.invalidDate],
      ['a date with a time', { forecastDate: '2031-03-10T00:00:00Z' }, messages.invalidDate],
      ['negative days', { forecastDate: day(40), forecastDays: -1 }, 'forecastDays must be 0 or more'],
      ['too many days', { forecastDate: day(40), forecastDays: 366 }, 'forecastDays must be 365 or less'],
      ['fractional days', { forecastDate: day(40), forecastDays: 1.5 }, 'forecastDays must be an integer'],
      [
        'a malformed previous date',
        { forecastDate: day(40), previousForecastDate: 'last week' },
        'previousForecastDate must be a real date written as YYYY-MM-DD',
      ],
    ])('answers 400 for %s and writes nothing', async (_, body, message) => {
      await expectRefusedWrite(t, { path: save, body: body, token }, { status: 400, message }, counts);
    });
  });

  describe('save: edit', () => {
    it("moves a date, answers 'updated successfully' and keeps the old date as previousForecastDate", async () => {
      const made = await create(day(10), 5);
      const res = await t.call<ForecastItem>('POST', save, {
        body: {
          id: made.id,
          forecastDate: day(11),
          forecastDays: 4,
          previousForecastDate: day(10),
          UserId: 1,
        },
        token,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        message: 'updated successfully',
        data: {
          id: made.id,
          forecastDate: day(11),
          forecastDays: 4,
          isPastDate: false,
          previousForecastDate: day(10),
        },
        totalCount: 1,
      });
      expect((await auditsOf(t, 'forecast', made.id)).at(-1)).toMatchObject({
        action: 'update',
        before: made,
        after: res.body.data,
      });
      // Changing only the days keeps the date's history; leaving the days out keeps them.
      const days = await t.call<ForecastItem>('POST', save, {
        body: { id: made.id, forecastDate: day(11), forecastDays: 7, previousForecastDate: day(11) },
        token,
      });
      expect(days.body.data).toMatchObject({ forecastDays: 7, previousForecastDate: day(10) });
      const same = await t.call<ForecastItem>('POST', save, {
        body: { id: made.id, forecastDate: day(12) },
        token,
      });
      expect(same.body.data).toMatchObject({
        forecastDate: day(12),
        forecastDays: 7,
        previousForecastDate: day(11),
      });
    });

    it('refuses an edit made from a stale screen (the date changed meanwhile) and writes nothing', async () => {
      const made = await create(day(20));
      await t.call('POST', save, {
        body: { id: made.id, forecastDate: day(21), previousForecastDate: day(20) },
        token,
      });
      const before = await counts();
      const res = await t.call('POST', save, {
        body: { id: made.id, forecastDate: day(22), previousForecastDate: day(20) },
        token,
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual(failure(messages.changedMeanwhile));
      expect(await counts()).toEqual(before);
    });

    it('refuses to edit a row whose date has passed, even to a future date', async () => {
      const id = await insertPast(-2);
      const before = await counts();
      const res = await t.call('POST', save, {
        body: { id, forecastDate: day(30), previousForecastDate: day(-2) },
        token,
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual(failure(messages.pastNotEditable));
      expect(await counts()).toEqual(before);
    });

    it('refuses moving a date into the past, or onto another row, and editing a missing row', async () => {
      const made = await create(day(25));
      await create(day(26));
      const past = await t.call('POST', save, { body: { id: made.id, forecastDate: day(-5) }, token });
      expect(past.status).toBe(400);
      expect(past.body).toEqual(failure(messages.pastDate));
      const taken = await t.call('POST', save, { body: { id: made.id, forecastDate: day(26) }, token });
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual(failure(messages.duplicate));
      const missing = await t.call('POST', save, { body: { id: 999999, forecastDate: day(27) }, token });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual(failure(messages.notFound));
    });
  });

  describe('by id', () => {
    it('marks a row whose date has passed', async () => {
      const pastId = await insertPast(-9);
      const past = await t.call<ForecastById>('GET', `${byId}?forecastId=${pastId}`, { token });
      expect(past.body.data.forecast[0]).toMatchObject({ forecastDate: day(-9), isPastDate: true });
    });
  });

  describe('delete', () => {
    it("deletes a row whose date has passed too, auditing the token's user (not the body's UserId)", async () => {
      const pastId = await insertPast(-20);
      const res = await t.call('POST', remove, { body: { id: pastId, UserId: 77 }, token });
      expect(res.status).toBe(200);
      expect(await t.db.selectFrom('forecast').select('id').where('id', '=', pastId).execute()).toEqual([]);
      expect((await auditsOf(t, 'forecast', pastId)).at(-1)).toMatchObject({
        action: 'delete',
        user_id: await userIdOf(t, 'contribute'),
        after: null,
      });
    });
  });

  describe('list', () => {
    it('lists by date, earliest first, with isPastDate, and searches the date as shown', async () => {
      const pastId = await insertPast(-30);
      await create(day(50));
      await create(day(45));
      const res = await t.call<ForecastItem[]>('POST', list, { body: { Skip: 0, Take: 1000 }, token });
      expect(res.body.success).toBe(true);
      expect(res.body.data).toHaveLength(res.body.totalCount);
      const dates = res.body.data.map((f) => f.forecastDate);
      expect(dates).toEqual([...dates].sort());
      expect(res.body.data[0]).toMatchObject({ id: pastId, isPastDate: true });
      expect(res.body.data.filter((f) => f.isPastDate).every((f) => f.forecastDate < today)).toBe(true);
      expect(res.body.data.filter((f) => !f.isPastDate).every((f) => f.forecastDate >= today)).toBe(true);
      const found = await t.call<ForecastItem[]>('POST', list, {
        body: {
          SearchText: [{ FieldName: ForecastSearchField.ForecastDate, Value: shown(day(45)) }],
          Skip: 0,
          Take: 100,
        },
        token,
      });
      expect(found.body.data.map((f) => f.forecastDate)).toEqual([day(45)]);
    });
  });
});
