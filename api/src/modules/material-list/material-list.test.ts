import { ApiPaths, type MaterialListItem, Messages, pageCount, pageToSkipTake } from '@tac/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/each-database.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

const { list, byId, save, delete: remove } = ApiPaths.materialList;
const search = (value: string, Skip = 0, Take = 100) => ({
  SearchText: [{ FieldName: 'displayText', Value: value }],
  Skip,
  Take,
});

describeEachDatabase('Material List', (kind) => {
  let t: TestApp;
  let token: string;
  const counts = async () => {
    const count = (table: 'material' | 'audit_log') =>
      t.db
        .selectFrom(table)
        .select(t.db.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    return { materials: await count('material'), audits: await count('audit_log') };
  };
  const create = async (DisplayText: string) => {
    const res = await t.call<MaterialListItem>('POST', save, { body: { DisplayText }, token });
    expect(res.status).toBe(200);
    return res.body.data;
  };

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    token = await t.login('contribute@demo.local');
  });
  afterAll(() => t?.close());

  describe('save', () => {
    it('adds a trimmed material and audits it', async () => {
      const res = await t.call<MaterialListItem>('POST', save, {
        body: { Id: 0, DisplayText: '  Rebar #5  ' },
        token,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: Messages.material.saved, totalCount: 1 });
      expect(res.body.data).toEqual({ id: expect.any(Number), displayText: 'Rebar #5' });
      const audit = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'material')
        .where('entity_id', '=', String(res.body.data.id))
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        action: 'create',
        before: null,
        after: { id: res.body.data.id, displayText: 'Rebar #5' },
      });
      expect(audit[0]?.user_id).toEqual(expect.any(Number));
    });

    it('adds when Id is null or absent, updates when Id is set', async () => {
      const a = await t.call<MaterialListItem>('POST', save, {
        body: { Id: null, DisplayText: 'Lumber 2x4' },
        token,
      });
      expect(a.body.message).toBe(Messages.material.saved);
      const updated = await t.call<MaterialListItem>('POST', save, {
        body: { Id: a.body.data.id, DisplayText: 'Lumber 2x4x8 SPF' },
        token,
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        message: Messages.material.updated,
        data: { id: a.body.data.id, displayText: 'Lumber 2x4x8 SPF' },
      });
      const audit = await t.db
        .selectFrom('audit_log')
        .select(['action', 'before', 'after'])
        .where('entity_id', '=', String(a.body.data.id))
        .where('action', '=', 'update')
        .executeTakeFirstOrThrow();
      expect(audit.before).toEqual({ id: a.body.data.id, displayText: 'Lumber 2x4' });
      expect(audit.after).toEqual({ id: a.body.data.id, displayText: 'Lumber 2x4x8 SPF' });
    });

    it('refuses a duplicate name whatever its case, and allows a case change of the same row', async () => {
      const first = await create('Silt Fence');
      const before = await counts();
      const dup = await t.call('POST', save, { body: { DisplayText: ' silt fence ' }, token });
      expect(dup.status).toBe(409);
      expect(dup.body).toEqual({
        success: false,
        message: Messages.material.duplicate,
        data: null,
        totalCount: 0,
      });
      const dupUpdate = await t.call('POST', save, {
        body: { Id: (await create('Sand Fill')).id, DisplayText: 'SILT FENCE' },
        token,
      });
      expect(dupUpdate.status).toBe(409);
      const recase = await t.call('POST', save, { body: { Id: first.id, DisplayText: 'SILT FENCE' }, token });
      expect(recase.status).toBe(200);
      const after = await counts();
      expect(after.materials).toBe(before.materials + 1);
    });

    it('answers 404 when updating a material that does not exist', async () => {
      const res = await t.call('POST', save, { body: { Id: 999999, DisplayText: 'Nothing' }, token });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(Messages.material.notFound);
    });

    it('takes exactly 50 characters, also when padded with spaces', async () => {
      const fifty = 'C'.repeat(50);
      expect((await t.call('POST', save, { body: { DisplayText: ` ${fifty} ` }, token })).status).toBe(200);
    });

    it.each([
      ['empty text', { DisplayText: '' }, Messages.material.required],
      ['blank text', { DisplayText: '    ' }, Messages.material.required],
      ['no fields', {}, Messages.material.required],
      ['no DisplayText', { Id: 0 }, Messages.material.required],
      ['51 characters', { DisplayText: 'x'.repeat(51) }, Messages.material.tooLong],
      ['2000 characters', { DisplayText: 'x'.repeat(2000) }, Messages.material.tooLong],
      ['a number as text', { DisplayText: 7 }, Messages.material.required],
      ['a text Id', { Id: 'one', DisplayText: 'Gravel' }, 'Id must be an integer or null'],
      ['a fractional Id', { Id: 1.5, DisplayText: 'Gravel' }, 'Id must be an integer or null'],
      ['a negative Id', { Id: -1, DisplayText: 'Gravel' }, 'Id must be 0 or more, or null'],
      [
        'an Id beyond the database range',
        { Id: 1e12, DisplayText: 'Gravel' },
        'Id must be 2147483647 or less, or null',
      ],
      ['a NUL character', { DisplayText: 'Grav\u0000el' }, 'DisplayText must not contain the NUL character'],
      ['a body that is not JSON', 'not json', 'The request body is not valid JSON'],
      ['a JSON string body', '"text"', 'The request body must be a JSON object'],
    ])('answers 400 for %s and writes nothing', async (_, body, message) => {
      const before = await counts();
      const res = await t.call('POST', save, { body, token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message, data: null, totalCount: 0 });
      expect(await counts()).toEqual(before);
    });
  });

  describe('by id', () => {
    it('returns { id, displayText }', async () => {
      const made = await create('Anchor Bolts 3/4 x 12 in');
      const res = await t.call<MaterialListItem>('GET', `${byId}?materialId=${made.id}`, { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: '', data: made, totalCount: 1 });
    });

    it.each([
      ['?materialId=999999', 404, Messages.material.notFound],
      ['?materialId=abc', 400, 'materialId must be an integer'],
      ['?materialId=0', 400, 'materialId must be 1 or more'],
      ['?materialId=99999999999', 400, 'materialId must be 2147483647 or less'],
      ['', 400, 'materialId is required'],
    ])('answers %s with %i', async (query, status, message) => {
      const res = await t.call('GET', `${byId}${query}`, { token });
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ success: false, message, data: null, totalCount: 0 });
    });
  });

  describe('delete', () => {
    it('soft-deletes: gone from list and by-id, kept in the table, audited, name free again', async () => {
      const made = await create('Curing Compound');
      const res = await t.call('POST', remove, { body: { Id: made.id }, token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        message: Messages.material.deleted,
        data: null,
        totalCount: 0,
      });
      const row = await t.db
        .selectFrom('material')
        .selectAll()
        .where('id', '=', made.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ display_text: 'Curing Compound', is_deleted: true });
      expect((await t.call('GET', `${byId}?materialId=${made.id}`, { token })).status).toBe(404);
      const listed = await t.call<MaterialListItem[]>('POST', list, {
        body: search('Curing Compound'),
        token,
      });
      expect(listed.body.totalCount).toBe(0);
      const audit = await t.db
        .selectFrom('audit_log')
        .select(['action', 'before', 'after'])
        .where('entity_id', '=', String(made.id))
        .where('action', '=', 'delete')
        .executeTakeFirstOrThrow();
      expect(audit).toEqual({ action: 'delete', before: made, after: null });
      expect((await t.call('POST', remove, { body: { Id: made.id }, token })).status).toBe(404);
      await create('Curing Compound');
    });

    it.each([
      [{}, 'Id is required'],
      [{ Id: '3' }, 'Id must be an integer'],
      [{ Id: 0 }, 'Id must be 1 or more'],
    ])('answers 400 for %j and writes nothing', async (body, message) => {
      const before = await counts();
      const res = await t.call('POST', remove, { body, token });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await counts()).toEqual(before);
    });
  });

  describe('list', () => {
    it('sorts case-insensitively and searches by contains, ignoring case', async () => {
      for (const name of ['zz-cherry', 'ZZ-apple', 'zz-Banana', 'zz-50% mix', 'zz-500 mix'])
        await create(name);
      const res = await t.call<MaterialListItem[]>('POST', list, { body: search('ZZ-'), token });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.totalCount).toBe(5);
      expect(res.body.data.map((m) => m.displayText)).toEqual([
        'zz-50% mix',
        'zz-500 mix',
        'ZZ-apple',
        'zz-Banana',
        'zz-cherry',
      ]);
      const percent = await t.call<MaterialListItem[]>('POST', list, { body: search('50%'), token });
      expect(percent.body.data.map((m) => m.displayText)).toEqual(['zz-50% mix']);
    });

    it('ignores empty search values and lists without SearchText', async () => {
      const all = await t.call<MaterialListItem[]>('POST', list, { body: { Skip: 0, Take: 1000 }, token });
      const blank = await t.call<MaterialListItem[]>('POST', list, { body: search('  ', 0, 1000), token });
      expect(blank.body.totalCount).toBe(all.body.totalCount);
      expect(all.body.data).toHaveLength(all.body.totalCount);
    });

    it.each([
      [
        { SearchText: [{ FieldName: 'nope', Value: 'x' }], Skip: 0, Take: 10 },
        "SearchText FieldName 'nope' is not searchable here (use: displayText)",
      ],
      [{ SearchText: [{ FieldName: 'displayText' }], Skip: 0, Take: 10 }, 'SearchText[0].Value is required'],
      [{ SearchText: 'x', Skip: 0, Take: 10 }, 'SearchText must be an array'],
      [{ Skip: 0 }, 'Take is required'],
      [{ Skip: '0', Take: 100 }, 'Skip must be an integer'],
      [{ Skip: -1, Take: 100 }, 'Skip must be 0 or more'],
      [{ Skip: 0, Take: 1001 }, 'A request may read at most 1000 rows (Take - Skip is too large)'],
      [{ Skip: 1e15, Take: 1e15 }, 'Skip must be 2147483647 or less'],
      [
        { SearchText: [{ FieldName: 'displayText', Value: 'a\u0000' }], Skip: 0, Take: 10 },
        'SearchText[0].Value must not contain the NUL character',
      ],
    ])('answers 400 for %j', async (body, message) => {
      const res = await t.call('POST', list, { body, token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message, data: null, totalCount: 0 });
    });

    it("walks 250 rows page by page with the client's Skip/Take: every row once, totalCount right", async () => {
      const names = Array.from({ length: 250 }, (_, i) => `Paged item ${String(i).padStart(3, '0')}`);
      await t.db
        .insertInto('material')
        .values(names.map((display_text) => ({ display_text })))
        .execute();
      const seen: string[] = [];
      let total = 0;
      for (let page = 1; page <= 3; page++) {
        const { Skip, Take } = pageToSkipTake(page);
        const res = await t.call<MaterialListItem[]>('POST', list, {
          body: search('paged item', Skip, Take),
          token,
        });
        expect(res.status).toBe(200);
        total = res.body.totalCount;
        expect(res.body.data).toHaveLength(page < 3 ? 100 : 50);
        seen.push(...res.body.data.map((m) => m.displayText));
      }
      expect(total).toBe(250);
      expect(pageCount(total)).toBe(3);
      expect(seen).toEqual(names);
      const beyond = await t.call<MaterialListItem[]>('POST', list, {
        body: search('paged item', 301, 400),
        token,
      });
      expect(beyond.body).toMatchObject({ success: true, data: [], totalCount: 250 });
    });
  });
});
