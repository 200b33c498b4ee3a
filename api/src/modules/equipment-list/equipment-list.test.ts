import { ApiPaths, type EquipmentListItem, EquipmentListSearchField, Messages } from '@tac/contracts';
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

const { list, byId, save, delete: remove } = ApiPaths.equipmentList;
const messages = Messages.equipment;
const byText = (Value: string) => [{ FieldName: EquipmentListSearchField.DisplayText, Value }];

describeEachDatabase('Equipment List', (kind) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let token: string;
  const counts = async () => ({
    rows: await countRows(t, 'equipment'),
    audits: await countRows(t, 'audit_log'),
  });
  const create = async (DisplayText: string) => {
    const res = await t.call<EquipmentListItem>('POST', save, { body: { DisplayText }, token });
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
    it('adds a trimmed entry and audits it as the signed-in user', async () => {
      const res = await t.call<EquipmentListItem>('POST', save, {
        body: { Id: 0, DisplayText: '  Excavator CAT 320  ' },
        token,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: messages.saved, totalCount: 1 });
      expect(res.body.data).toEqual({ id: expect.any(Number), displayText: 'Excavator CAT 320' });
      expect(await auditsOf(t, 'equipment', res.body.data.id)).toEqual([
        { action: 'create', user_id: await userIdOf(t, 'contribute'), before: null, after: res.body.data },
      ]);
    });

    it('updates when Id is set, auditing before and after', async () => {
      const made = await create('Light Tower');
      const res = await t.call<EquipmentListItem>('POST', save, {
        body: { Id: made.id, DisplayText: ' Light Tower LED ' },
        token,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        message: messages.updated,
        data: { id: made.id, displayText: 'Light Tower LED' },
      });
      const [, update] = await auditsOf(t, 'equipment', made.id);
      expect(update).toMatchObject({ action: 'update', before: made, after: res.body.data });
    });

    it('refuses a duplicate name whatever its case, on add and on update, and writes nothing', async () => {
      const first = await create('Plate Compactor');
      const other = await create('Jumping Jack');
      const before = await counts();
      const dup = await t.call('POST', save, { body: { DisplayText: ' plate COMPACTOR ' }, token });
      expect(dup.status).toBe(409);
      expect(dup.body).toEqual(failure(messages.duplicate));
      const dupUpdate = await t.call('POST', save, {
        body: { Id: other.id, DisplayText: 'PLATE compactor' },
        token,
      });
      expect(dupUpdate.status).toBe(409);
      expect(await counts()).toEqual(before);
      const recase = await t.call('POST', save, {
        body: { Id: first.id, DisplayText: 'PLATE COMPACTOR' },
        token,
      });
      expect(recase.status).toBe(200);
    });

    it('answers 404 when updating an entry that does not exist', async () => {
      const res = await t.call('POST', save, { body: { Id: 999999, DisplayText: 'Nothing' }, token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(failure(messages.notFound));
    });

    it('takes exactly 50 characters, also when padded with spaces', async () => {
      const res = await t.call('POST', save, { body: { DisplayText: `  ${'E'.repeat(50)}  ` }, token });
      expect(res.status).toBe(200);
    });

    it.each([
      ['empty text', { DisplayText: '' }, messages.required],
      ['blank text', { DisplayText: '   ' }, messages.required],
      ['no DisplayText', { Id: 0 }, messages.required],
      ['null text', { DisplayText: null }, messages.required],
      ['51 characters', { DisplayText: 'x'.repeat(51) }, messages.tooLong],
      ['a text Id', { Id: 'one', DisplayText: 'Crane' }, 'Id must be an integer or null'],
      ['a negative Id', { Id: -2, DisplayText: 'Crane' }, 'Id must be 0 or more, or null'],
    ])('answers 400 for %s and writes nothing', async (_, body, message) => {
      const before = await counts();
      const res = await t.call('POST', save, { body, token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(failure(message));
      expect(await counts()).toEqual(before);
    });
  });

  describe('by id', () => {
    it('returns { id, displayText }', async () => {
      const made = await create('Generator 20 kW');
      const res = await t.call<EquipmentListItem>('GET', `${byId}?equipmentId=${made.id}`, { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: '', data: made, totalCount: 1 });
    });

    it.each([
      ['?equipmentId=999999', 404, messages.notFound],
      ['?equipmentId=x', 400, 'equipmentId must be an integer'],
      ['', 400, 'equipmentId is required'],
    ])('answers %s with %i', async (query, status, message) => {
      const res = await t.call('GET', `${byId}${query}`, { token });
      expect(res.status).toBe(status);
      expect(res.body).toEqual(failure(message));
    });
  });

  describe('delete', () => {
    it('soft-deletes: gone from list and by id, kept in the table, audited, name free again', async () => {
      const made = await create('Water Truck 2000 gal');
      const res = await t.call('POST', remove, { body: { Id: made.id }, token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: messages.deleted, data: null, totalCount: 0 });
      const row = await t.db
        .selectFrom('equipment')
        .selectAll()
        .where('id', '=', made.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ display_text: 'Water Truck 2000 gal', is_deleted: true });
      expect((await t.call('GET', `${byId}?equipmentId=${made.id}`, { token })).status).toBe(404);
      const listed = await t.call('POST', list, {
        body: { SearchText: byText('Water Truck'), Skip: 0, Take: 100 },
        token,
      });
      expect(listed.body.totalCount).toBe(0);
      const audits = await auditsOf(t, 'equipment', made.id);
      expect(audits.at(-1)).toMatchObject({ action: 'delete', before: made, after: null });
      expect((await t.call('POST', remove, { body: { Id: made.id }, token })).status).toBe(404);
      await create('Water Truck 2000 gal');
    });

    refusesBadDeletes(() => ({ t, token }), remove, counts);
  });

  describe('list', () => {
    it('sorts case-insensitively and searches by contains, ignoring case and LIKE wildcards', async () => {
      for (const name of ['qq-trowel', 'QQ-Backhoe', 'qq-laser 100%', 'qq-laser 1000']) await create(name);
      const res = await t.call<EquipmentListItem[]>('POST', list, {
        body: { SearchText: byText('QQ-'), Skip: 0, Take: 100 },
        token,
      });
      expect(res.body).toMatchObject({ success: true, totalCount: 4 });
      expect(res.body.data.map((e) => e.displayText)).toEqual([
        'QQ-Backhoe',
        'qq-laser 100%',
        'qq-laser 1000',
        'qq-trowel',
      ]);
      const percent = await t.call<EquipmentListItem[]>('POST', list, {
        body: { SearchText: byText('100%'), Skip: 0, Take: 100 },
        token,
      });
      expect(percent.body.data.map((e) => e.displayText)).toEqual(['qq-laser 100%']);
    });

    it('refuses an unknown search field', async () => {
      const res = await t.call('POST', list, {
        body: { SearchText: [{ FieldName: 'name', Value: 'x' }], Skip: 0, Take: 10 },
        token,
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(
        failure("SearchText FieldName 'name' is not searchable here (use: displayText)"),
      );
    });

    it("walks 120 rows with the client's Skip/Take: every row once, totalCount all matching rows", async () => {
      const names = Array.from({ length: 120 }, (_, i) => `Fleet unit ${String(i).padStart(3, '0')}`);
      await t.db
        .insertInto('equipment')
        .values(names.map((display_text) => ({ display_text })))
        .execute();
      const rows = await walkPages<EquipmentListItem>(t, list, token, byText('fleet unit'), 120);
      expect(rows.map((r) => r.displayText)).toEqual(names);
    });
  });

  describe('claims', () => {
    it('lets read-only users read but not write, and writes nothing', async () => {
      const made = await create('Boom Lift 60 ft');
      const before = await counts();
      const readonly = tokens.readonly;
      expect((await t.call('POST', list, { body: { Skip: 0, Take: 100 }, token: readonly })).status).toBe(
        200,
      );
      expect((await t.call('GET', `${byId}?equipmentId=${made.id}`, { token: readonly })).status).toBe(200);
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
