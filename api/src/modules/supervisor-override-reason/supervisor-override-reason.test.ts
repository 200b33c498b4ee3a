import {
  ApiPaths,
  Messages,
  type SupervisorOverrideReasonById,
  type SupervisorOverrideReasonItem,
  SupervisorOverrideReasonSearchField,
} from '@tac/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/each-database.ts';
import {
  auditsOf,
  countRows,
  failure,
  refusesBadDeletes,
  signIn,
  userIdOf,
  walkPages,
} from '../../testing/reference-lists.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

const { list, byId, save, delete: remove } = ApiPaths.supervisorOverrideReason;
const messages = Messages.supervisorOverrideReason;
const byText = (Value: string) => [{ FieldName: SupervisorOverrideReasonSearchField.DisplayText, Value }];

describeEachDatabase('Supervisor Override Reason List', (kind) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let token: string;
  const counts = async () => ({
    rows: await countRows(t, 'supervisor_override_reason'),
    audits: await countRows(t, 'audit_log'),
  });
  const create = async (DisplayText: string, IsActive?: boolean) => {
    const res = await t.call<SupervisorOverrideReasonItem>('POST', save, {
      body: { DisplayText, IsActive },
      token,
    });
    expect(res.status).toBe(200);
    return res.body.data;
  };

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    tokens = await signIn(t, 'contribute', 'readonly', 'pm');
    token = tokens.contribute as string;
  });
  afterAll(() => t?.close());

  describe('save', () => {
    it('adds a trimmed, active reason and audits it as the signed-in user', async () => {
      const res = await t.call<SupervisorOverrideReasonItem>('POST', save, {
        body: { DisplayText: ' Employee forgot to clock in  ' },
        token,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: messages.saved, totalCount: 1 });
      expect(res.body.data).toEqual({
        id: expect.any(Number),
        displayText: 'Employee forgot to clock in',
        isActive: true,
        isDeleted: false,
      });
      expect(await auditsOf(t, 'supervisor_override_reason', res.body.data.id)).toEqual([
        { action: 'create', user_id: await userIdOf(t, 'contribute'), before: null, after: res.body.data },
      ]);
    });

    it('updates text and IsActive, keeping IsActive when left out', async () => {
      const made = await create('GPS unavailable');
      const off = await t.call<SupervisorOverrideReasonItem>('POST', save, {
        body: { Id: made.id, DisplayText: 'GPS unavailable', IsActive: false },
        token,
      });
      expect(off.body).toMatchObject({ message: messages.updated, data: { isActive: false } });
      const renamed = await t.call<SupervisorOverrideReasonItem>('POST', save, {
        body: { Id: made.id, DisplayText: 'GPS location unavailable' },
        token,
      });
      expect(renamed.body.data).toEqual({
        ...made,
        displayText: 'GPS location unavailable',
        isActive: false,
      });
      expect((await auditsOf(t, 'supervisor_override_reason', made.id)).at(-1)).toMatchObject({
        action: 'update',
        before: off.body.data,
        after: renamed.body.data,
      });
    });

    it('refuses a duplicate text whatever its case, on add and on update, and writes nothing', async () => {
      const first = await create('Lunch break not recorded');
      const other = await create('Worked at another site');
      const before = await counts();
      const dup = await t.call('POST', save, { body: { DisplayText: 'LUNCH BREAK NOT RECORDED ' }, token });
      expect(dup.status).toBe(409);
      expect(dup.body).toEqual(failure(messages.duplicate));
      const dupUpdate = await t.call('POST', save, {
        body: { Id: other.id, DisplayText: 'lunch break not recorded' },
        token,
      });
      expect(dupUpdate.status).toBe(409);
      expect(await counts()).toEqual(before);
      expect(
        (
          await t.call('POST', save, {
            body: { Id: first.id, DisplayText: 'Lunch Break Not Recorded' },
            token,
          })
        ).status,
      ).toBe(200);
    });

    it('answers 404 when updating a reason that does not exist', async () => {
      const res = await t.call('POST', save, { body: { Id: 999999, DisplayText: 'Nothing' }, token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(failure(messages.notFound));
    });

    it.each([
      ['empty text', { DisplayText: '' }, messages.required],
      ['blank text', { DisplayText: '     ' }, messages.required],
      ['no DisplayText', {}, messages.required],
      ['51 characters', { DisplayText: 'r'.repeat(51) }, messages.tooLong],
      ['a numeric IsActive', { DisplayText: 'Late', IsActive: 1 }, 'IsActive must be a boolean'],
    ])('answers 400 for %s and writes nothing', async (_, body, message) => {
      const before = await counts();
      const res = await t.call('POST', save, { body, token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(failure(message));
      expect(await counts()).toEqual(before);
    });
  });

  describe('by id', () => {
    it('returns { supervisorOverrideReason: [reason] }', async () => {
      const made = await create('Device battery dead');
      const res = await t.call<SupervisorOverrideReasonById>(
        'GET',
        `${byId}?supervisorOverrideReasonId=${made.id}`,
        { token },
      );
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        message: '',
        data: { supervisorOverrideReason: [made] },
        totalCount: 1,
      });
    });

    it.each([
      ['?supervisorOverrideReasonId=999999', 404, messages.notFound],
      ['?supervisorOverrideReasonId=one', 400, 'supervisorOverrideReasonId must be an integer'],
      ['', 400, 'supervisorOverrideReasonId is required'],
    ])('answers %s with %i', async (query, status, message) => {
      const res = await t.call('GET', `${byId}${query}`, { token });
      expect(res.status).toBe(status);
      expect(res.body).toEqual(failure(message));
    });
  });

  describe('delete', () => {
    it('soft-deletes: gone from list and by id, kept in the table, audited, text free again', async () => {
      const made = await create('Wrong task code');
      const res = await t.call('POST', remove, { body: { Id: made.id }, token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: messages.deleted, data: null, totalCount: 0 });
      const row = await t.db
        .selectFrom('supervisor_override_reason')
        .selectAll()
        .where('id', '=', made.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ display_text: 'Wrong task code', is_deleted: true });
      expect((await t.call('GET', `${byId}?supervisorOverrideReasonId=${made.id}`, { token })).status).toBe(
        404,
      );
      const listed = await t.call('POST', list, {
        body: { SearchText: byText('wrong task'), Skip: 0, Take: 100 },
        token,
      });
      expect(listed.body.totalCount).toBe(0);
      expect((await auditsOf(t, 'supervisor_override_reason', made.id)).at(-1)).toMatchObject({
        action: 'delete',
        before: made,
        after: null,
      });
      expect((await t.call('POST', remove, { body: { Id: made.id }, token })).status).toBe(404);
      await create('Wrong task code');
    });

    refusesBadDeletes(() => ({ t, token }), remove, counts);
  });

  describe('list', () => {
    it('sorts by display text ignoring case and searches by contains', async () => {
      for (const text of ['vv-zone', 'VV-Alpha', 'vv-beta']) await create(text);
      const res = await t.call<SupervisorOverrideReasonItem[]>('POST', list, {
        body: { SearchText: byText('vv-'), Skip: 0, Take: 100 },
        token,
      });
      expect(res.body).toMatchObject({ success: true, totalCount: 3 });
      expect(res.body.data.map((r) => r.displayText)).toEqual(['VV-Alpha', 'vv-beta', 'vv-zone']);
    });

    it("walks 120 rows with the client's Skip/Take: every row once, totalCount all matching rows", async () => {
      const texts = Array.from({ length: 120 }, (_, i) => `Override ${String(i).padStart(3, '0')}`);
      await t.db
        .insertInto('supervisor_override_reason')
        .values(texts.map((display_text) => ({ display_text })))
        .execute();
      const rows = await walkPages<SupervisorOverrideReasonItem>(t, list, token, byText('override '), 120);
      expect(rows.map((r) => r.displayText)).toEqual(texts);
    });
  });

  describe('claims', () => {
    it('lets read-only users read but not write, and writes nothing', async () => {
      const made = await create('Crew worked late');
      const before = await counts();
      const readonly = tokens.readonly;
      expect((await t.call('POST', list, { body: { Skip: 0, Take: 100 }, token: readonly })).status).toBe(
        200,
      );
      const saved = await t.call('POST', save, { body: { DisplayText: 'Nope' }, token: readonly });
      expect(saved.status).toBe(403);
      expect(saved.body).toEqual(failure(Messages.forbidden));
      expect((await t.call('POST', remove, { body: { Id: made.id }, token: readonly })).status).toBe(403);
      expect(await counts()).toEqual(before);
    });

    it('refuses project managers the list, and anyone without a session', async () => {
      expect((await t.call('POST', list, { body: { Skip: 0, Take: 100 }, token: tokens.pm })).status).toBe(
        403,
      );
      expect((await t.call('POST', list, { body: { Skip: 0, Take: 100 } })).status).toBe(401);
      expect((await t.call('POST', save, { body: { DisplayText: 'x' } })).status).toBe(401);
      expect((await t.call('POST', remove, { body: { Id: 1 } })).status).toBe(401);
    });
  });
});
