import {
  ApiPaths,
  Messages,
  type PayrollNoteById,
  type PayrollNoteItem,
  PayrollNoteSearchField,
} from '@tac/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/each-database.ts';
import { auditsOf, countRows, failure, signIn, userIdOf, walkPages } from '../../testing/reference-lists.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

const { list, byId, save, delete: remove } = ApiPaths.payrollNote;
const messages = Messages.payrollNote;
const byName = (Value: string) => [{ FieldName: PayrollNoteSearchField.Name, Value }];

describeEachDatabase('Payroll Note List', (kind) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let token: string;
  const counts = async () => ({
    rows: await countRows(t, 'payroll_note_option'),
    audits: await countRows(t, 'audit_log'),
  });
  const create = async (Name: string, IsActive?: boolean) => {
    const res = await t.call<PayrollNoteItem>('POST', save, { body: { Name, IsActive }, token });
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
    it('adds a trimmed, active option and audits it as the signed-in user', async () => {
      const res = await t.call<PayrollNoteItem>('POST', save, {
        body: { Id: null, Name: '  Per diem ' },
        token,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: messages.saved, totalCount: 1 });
      expect(res.body.data).toEqual({
        id: expect.any(Number),
        name: 'Per diem',
        isActive: true,
        isDeleted: false,
      });
      expect(await auditsOf(t, 'payroll_note_option', res.body.data.id)).toEqual([
        { action: 'create', user_id: await userIdOf(t, 'contribute'), before: null, after: res.body.data },
      ]);
    });

    it('saves IsActive, and keeps it when an update leaves it out', async () => {
      const made = await create('Hazard pay', false);
      expect(made.isActive).toBe(false);
      const renamed = await t.call<PayrollNoteItem>('POST', save, {
        body: { Id: made.id, Name: 'Hazard pay (high work)' },
        token,
      });
      expect(renamed.body).toMatchObject({
        message: messages.updated,
        data: { id: made.id, name: 'Hazard pay (high work)', isActive: false },
      });
      const activated = await t.call<PayrollNoteItem>('POST', save, {
        body: { Id: made.id, Name: 'Hazard pay (high work)', IsActive: true },
        token,
      });
      expect(activated.body.data.isActive).toBe(true);
      const audits = await auditsOf(t, 'payroll_note_option', made.id);
      expect(audits.map((a) => a.action)).toEqual(['create', 'update', 'update']);
      expect(audits[2]).toMatchObject({ before: renamed.body.data, after: activated.body.data });
    });

    it('refuses a duplicate name whatever its case, on add and on update, and writes nothing', async () => {
      const first = await create('Travel time');
      const other = await create('Standby time');
      const before = await counts();
      const dup = await t.call('POST', save, { body: { Name: ' TRAVEL time' }, token });
      expect(dup.status).toBe(409);
      expect(dup.body).toEqual(failure(messages.duplicate));
      expect(
        (await t.call('POST', save, { body: { Id: other.id, Name: 'travel TIME' }, token })).status,
      ).toBe(409);
      expect(await counts()).toEqual(before);
      expect(
        (await t.call('POST', save, { body: { Id: first.id, Name: 'Travel Time' }, token })).status,
      ).toBe(200);
    });

    it('answers 404 when updating an option that does not exist', async () => {
      const res = await t.call('POST', save, { body: { Id: 999999, Name: 'Nothing' }, token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(failure(messages.notFound));
    });

    it.each([
      ['empty name', { Name: '' }, messages.required],
      ['blank name', { Name: ' \t ' }, messages.required],
      ['no Name', { IsActive: true }, messages.required],
      ['51 characters', { Name: 'n'.repeat(51) }, messages.tooLong],
      ['a text IsActive', { Name: 'Bonus', IsActive: 'yes' }, 'IsActive must be a boolean'],
      ['a fractional Id', { Id: 2.5, Name: 'Bonus' }, 'Id must be an integer or null'],
    ])('answers 400 for %s and writes nothing', async (_, body, message) => {
      const before = await counts();
      const res = await t.call('POST', save, { body, token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(failure(message));
      expect(await counts()).toEqual(before);
    });
  });

  describe('by id', () => {
    it('returns { payRollNotes: [option] }', async () => {
      const made = await create('Tool allowance');
      const res = await t.call<PayrollNoteById>('GET', `${byId}?payRollNoteId=${made.id}`, { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: '', data: { payRollNotes: [made] }, totalCount: 1 });
    });

    it.each([
      ['?payRollNoteId=999999', 404, messages.notFound],
      ['?payRollNoteId=-1', 400, 'payRollNoteId must be 1 or more'],
      ['', 400, 'payRollNoteId is required'],
    ])('answers %s with %i', async (query, status, message) => {
      const res = await t.call('GET', `${byId}${query}`, { token });
      expect(res.status).toBe(status);
      expect(res.body).toEqual(failure(message));
    });
  });

  describe('delete', () => {
    it('soft-deletes: gone from list and by id, kept in the table, audited, name free again', async () => {
      const made = await create('Show-up time');
      const res = await t.call('POST', remove, { body: { Id: made.id }, token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: messages.deleted, data: null, totalCount: 0 });
      const row = await t.db
        .selectFrom('payroll_note_option')
        .selectAll()
        .where('id', '=', made.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ name: 'Show-up time', is_deleted: true });
      expect((await t.call('GET', `${byId}?payRollNoteId=${made.id}`, { token })).status).toBe(404);
      const listed = await t.call('POST', list, {
        body: { SearchText: byName('show-up'), Skip: 0, Take: 100 },
        token,
      });
      expect(listed.body.totalCount).toBe(0);
      expect((await auditsOf(t, 'payroll_note_option', made.id)).at(-1)).toMatchObject({
        action: 'delete',
        before: made,
        after: null,
      });
      expect((await t.call('POST', remove, { body: { Id: made.id }, token })).status).toBe(404);
      await create('Show-up time');
    });

    it('answers 400 for a missing Id and writes nothing', async () => {
      const before = await counts();
      const res = await t.call('POST', remove, { body: { payRollNoteId: 3 }, token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(failure('Id is required'));
      expect(await counts()).toEqual(before);
    });
  });

  describe('list', () => {
    it('lists active and inactive options sorted by name ignoring case, searching by contains', async () => {
      await create('ww-Shift b', false);
      await create('WW-shift A');
      await create('ww-Overtime');
      const res = await t.call<PayrollNoteItem[]>('POST', list, {
        body: { SearchText: byName('WW-'), Skip: 0, Take: 100 },
        token,
      });
      expect(res.body).toMatchObject({ success: true, totalCount: 3 });
      expect(res.body.data.map((o) => [o.name, o.isActive, o.isDeleted])).toEqual([
        ['ww-Overtime', true, false],
        ['WW-shift A', true, false],
        ['ww-Shift b', false, false],
      ]);
    });

    it('refuses an unknown search field', async () => {
      const res = await t.call('POST', list, {
        body: { SearchText: [{ FieldName: 'displayText', Value: 'x' }], Skip: 0, Take: 10 },
        token,
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(
        failure("SearchText FieldName 'displayText' is not searchable here (use: name)"),
      );
    });

    it("walks 120 rows with the client's Skip/Take: every row once, totalCount all matching rows", async () => {
      const names = Array.from({ length: 120 }, (_, i) => `Note option ${String(i).padStart(3, '0')}`);
      await t.db
        .insertInto('payroll_note_option')
        .values(names.map((name) => ({ name })))
        .execute();
      const rows = await walkPages<PayrollNoteItem>(t, list, token, byName('note option'), 120);
      expect(rows.map((r) => r.name)).toEqual(names);
    });
  });

  describe('claims', () => {
    it('lets read-only users read but not write, and writes nothing', async () => {
      const made = await create('Truck allowance');
      const before = await counts();
      const readonly = tokens.readonly;
      expect((await t.call('POST', list, { body: { Skip: 0, Take: 100 }, token: readonly })).status).toBe(
        200,
      );
      expect((await t.call('GET', `${byId}?payRollNoteId=${made.id}`, { token: readonly })).status).toBe(200);
      const saved = await t.call('POST', save, { body: { Id: made.id, Name: 'Changed' }, token: readonly });
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
      expect((await t.call('POST', save, { body: { Name: 'x' } })).status).toBe(401);
      expect((await t.call('POST', remove, { body: { Id: 1 } })).status).toBe(401);
    });
  });
});
