import {
  ApiPaths,
  Messages,
  type StatusCodeItem,
  StatusCodeListSearchField,
  statusCodeLabel,
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

const { list, byId, save, delete: remove } = ApiPaths.statusCodeList;
const messages = Messages.statusCode;
const search = (FieldName: string, Value: string) => ({
  SearchText: [{ FieldName, Value }],
  Skip: 0,
  Take: 100,
});

describeEachDatabase('Status Code List', (kind) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let token: string;
  const counts = async () => ({
    rows: await countRows(t, 'status_code'),
    audits: await countRows(t, 'audit_log'),
  });
  const create = async (StatusInitial: string, DisplayText: string, IsActive?: boolean) => {
    const res = await t.call<StatusCodeItem>('POST', save, {
      body: { StatusInitial, DisplayText, IsActive },
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
    it('adds a trimmed, active code and audits it as the signed-in user', async () => {
      const res = await t.call<StatusCodeItem>('POST', save, {
        body: { ID: 0, StatusInitial: ' IP ', DisplayText: '  In Progress ' },
        token,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: messages.saved, totalCount: 1 });
      expect(res.body.data).toEqual({
        id: expect.any(Number),
        statusInitial: 'IP',
        displayText: 'In Progress',
        isActive: true,
      });
      expect(statusCodeLabel(res.body.data)).toBe('IP - In Progress');
      expect(await auditsOf(t, 'status_code', res.body.data.id)).toEqual([
        { action: 'create', user_id: await userIdOf(t, 'contribute'), before: null, after: res.body.data },
      ]);
    });

    it('updates when ID is set, keeping IsActive when left out', async () => {
      const made = await create('OH', 'On hold', false);
      const res = await t.call<StatusCodeItem>('POST', save, {
        body: { ID: made.id, StatusInitial: 'OH', DisplayText: 'On Hold - Owner' },
        token,
      });
      expect(res.body).toEqual({
        success: true,
        message: messages.updated,
        data: { ...made, displayText: 'On Hold - Owner', isActive: false },
        totalCount: 1,
      });
      expect((await auditsOf(t, 'status_code', made.id)).at(-1)).toMatchObject({
        action: 'update',
        before: made,
        after: res.body.data,
      });
    });

    it('refuses a duplicate initial whatever its case, on add and on update, and writes nothing', async () => {
      const first = await create('C', 'Complete');
      const other = await create('NS', 'Not Started');
      const before = await counts();
      const dup = await t.call('POST', save, { body: { StatusInitial: 'c ', DisplayText: 'Closed' }, token });
      expect(dup.status).toBe(409);
      expect(dup.body).toEqual(failure(messages.duplicate));
      const dupUpdate = await t.call('POST', save, {
        body: { ID: other.id, StatusInitial: 'C', DisplayText: 'Not Started' },
        token,
      });
      expect(dupUpdate.status).toBe(409);
      expect(await counts()).toEqual(before);
      const same = await t.call('POST', save, {
        body: { ID: first.id, StatusInitial: 'c', DisplayText: 'Done' },
        token,
      });
      expect(same.status).toBe(200);
    });

    it('answers 404 when updating a code that does not exist', async () => {
      const res = await t.call('POST', save, {
        body: { ID: 999999, StatusInitial: 'X', DisplayText: 'X' },
        token,
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(failure(messages.notFound));
    });

    it('takes a 3-character initial and a 50-character description', async () => {
      const res = await t.call('POST', save, {
        body: { StatusInitial: ' INS ', DisplayText: ` ${'d'.repeat(50)} ` },
        token,
      });
      expect(res.status).toBe(200);
    });

    it.each([
      ['an empty initial', { StatusInitial: '', DisplayText: 'Rework' }, messages.initialRequired],
      ['a blank initial', { StatusInitial: '   ', DisplayText: 'Rework' }, messages.initialRequired],
      ['no initial', { DisplayText: 'Rework' }, messages.initialRequired],
      ['an empty description', { StatusInitial: 'RW', DisplayText: '' }, messages.descriptionRequired],
      ['a blank description', { StatusInitial: 'RW', DisplayText: '  ' }, messages.descriptionRequired],
      ['no description', { StatusInitial: 'RW' }, messages.descriptionRequired],
      ['a 4-character initial', { StatusInitial: 'REWK', DisplayText: 'Rework' }, messages.initialTooLong],
      [
        'a 51-character description',
        { StatusInitial: 'RW', DisplayText: 'd'.repeat(51) },
        messages.descriptionTooLong,
      ],
    ])('answers 400 for %s and writes nothing', async (_, body, message) => {
      const before = await counts();
      const res = await t.call('POST', save, { body, token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(failure(message));
      expect(await counts()).toEqual(before);
    });
  });

  describe('by id', () => {
    it('returns { id, statusInitial, displayText, isActive }', async () => {
      const made = await create('WD', 'Weather Delay');
      const res = await t.call<StatusCodeItem>('GET', `${byId}?statusCodeId=${made.id}`, { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: '', data: made, totalCount: 1 });
    });

    it.each([
      ['?statusCodeId=999999', 404, messages.notFound],
      ['?statusCodeId=0', 400, 'statusCodeId must be 1 or more'],
      ['', 400, 'statusCodeId is required'],
    ])('answers %s with %i', async (query, status, message) => {
      const res = await t.call('GET', `${byId}${query}`, { token });
      expect(res.status).toBe(status);
      expect(res.body).toEqual(failure(message));
    });
  });

  describe('delete', () => {
    it('soft-deletes: gone from list and by id, kept in the table, audited, initial free again', async () => {
      const made = await create('ED', 'Equipment Down');
      const res = await t.call('POST', remove, { body: { Id: made.id }, token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: messages.deleted, data: null, totalCount: 0 });
      const row = await t.db
        .selectFrom('status_code')
        .selectAll()
        .where('id', '=', made.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status_initial: 'ED', is_deleted: true });
      expect((await t.call('GET', `${byId}?statusCodeId=${made.id}`, { token })).status).toBe(404);
      const listed = await t.call('POST', list, { body: search('statusInitial', 'ED'), token });
      expect(listed.body.totalCount).toBe(0);
      expect((await auditsOf(t, 'status_code', made.id)).at(-1)).toMatchObject({
        action: 'delete',
        before: made,
        after: null,
      });
      expect((await t.call('POST', remove, { body: { Id: made.id }, token })).status).toBe(404);
      await create('ED', 'Equipment Down');
    });

    refusesBadDeletes(() => ({ t, token }), remove, counts);
  });

  describe('list', () => {
    it('sorts by initial ignoring case and searches the row as shown or either part', async () => {
      await create('q3', 'Quality three');
      await create('Q1', 'quality one', false);
      await create('Q2', 'Quality Two');
      const shown = await t.call<StatusCodeItem[]>('POST', list, {
        body: search(StatusCodeListSearchField.StatusCode, 'Q2 - QUAL'),
        token,
      });
      expect(shown.body.data.map(statusCodeLabel)).toEqual(['Q2 - Quality Two']);
      const byDescription = await t.call<StatusCodeItem[]>('POST', list, {
        body: search(StatusCodeListSearchField.DisplayText, 'quality'),
        token,
      });
      expect(byDescription.body).toMatchObject({ success: true, totalCount: 3 });
      expect(byDescription.body.data.map((c) => [c.statusInitial, c.isActive])).toEqual([
        ['Q1', false],
        ['Q2', true],
        ['q3', true],
      ]);
      const byInitial = await t.call<StatusCodeItem[]>('POST', list, {
        body: search(StatusCodeListSearchField.StatusInitial, 'q'),
        token,
      });
      expect(byInitial.body.data.map((c) => c.statusInitial)).toEqual(['Q1', 'Q2', 'q3']);
    });

    it('names the searchable fields when given another', async () => {
      const res = await t.call('POST', list, { body: search('name', 'x'), token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(
        failure(
          "SearchText FieldName 'name' is not searchable here (use: statusCode, statusInitial, displayText)",
        ),
      );
    });

    it("walks 120 rows with the client's Skip/Take: every row once, totalCount all matching rows", async () => {
      // 'A0'..'L9': 120 distinct initials whose sorted order is the order made.
      const initials = Array.from(
        { length: 120 },
        (_, i) => `${String.fromCharCode(65 + Math.floor(i / 10))}${i % 10}`,
      );
      await t.db
        .insertInto('status_code')
        .values(initials.map((status_initial) => ({ status_initial, display_text: 'Paged code' })))
        .execute();
      const rows = await walkPages<StatusCodeItem>(
        t,
        list,
        token,
        search('displayText', 'paged code').SearchText,
        120,
      );
      expect(rows.map((r) => r.statusInitial)).toEqual(initials);
    });
  });

  describe('claims', () => {
    it('lets read-only users read but not write, and writes nothing', async () => {
      const made = await create('PL', 'Punch List');
      const before = await counts();
      const readonly = tokens.readonly;
      expect((await t.call('POST', list, { body: { Skip: 0, Take: 100 }, token: readonly })).status).toBe(
        200,
      );
      const saved = await t.call('POST', save, {
        body: { StatusInitial: 'N', DisplayText: 'No' },
        token: readonly,
      });
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
      expect((await t.call('POST', save, { body: { StatusInitial: 'x' } })).status).toBe(401);
      expect((await t.call('POST', remove, { body: { Id: 1 } })).status).toBe(401);
    });
  });
});
