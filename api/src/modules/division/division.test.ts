import {
  ApiPaths,
  type DivisionById,
  type DivisionItem,
  DivisionSearchField,
  Messages,
  PageClaim,
  SecurityGroupId,
} from '@tac/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/each-database.ts';
import { auditsOf, countRows, failure, signIn, userIdOf, walkPages } from '../../testing/reference-lists.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

const { list, byId, save } = ApiPaths.division;
const messages = Messages.division;
const byName = (Value: string) => [{ FieldName: DivisionSearchField.DivisionName, Value }];

describeEachDatabase('Divisions', (kind) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let token: string;
  let validationRows = 0;
  const counts = async () => ({
    rows: await countRows(t, 'division'),
    audits: await countRows(t, 'audit_log'),
  });
  /** Divisions cannot be added through the API; tests put them in the table as the seed does. */
  const insert = async (division_name: string): Promise<DivisionItem> => {
    const row = await t.db
      .insertInto('division')
      .values({ division_name })
      .returning(['id as divisionId', 'division_name as divisionName', 'is_active as isActive'])
      .executeTakeFirstOrThrow();
    return row;
  };

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    tokens = await signIn(t, 'admin', 'contribute', 'readonly', 'pm');
    token = tokens.admin as string;
  });
  afterAll(() => t?.close());

  describe('save (edit only)', () => {
    it("removes underscores, trims, answers 'Updated successfully' and audits as the signed-in user", async () => {
      const made = await insert('100 - Site Work');
      const res = await t.call<DivisionItem>('POST', save, {
        body: {
          divisionId: made.divisionId,
          divisionName: '  _1_00 - Site_Work_  ',
          isActive: true,
          UserId: 12345,
        },
        token,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        message: messages.updated,
        data: { divisionId: made.divisionId, divisionName: '100 - SiteWork', isActive: true },
        totalCount: 1,
      });
      // The body's UserId is ignored: the audit names the token's user.
      expect(await auditsOf(t, 'division', made.divisionId)).toEqual([
        { action: 'update', user_id: await userIdOf(t, 'admin'), before: made, after: res.body.data },
      ]);
    });

    it('sets isActive, and keeps it when left out', async () => {
      const made = await insert('110 - Earthwork');
      const off = await t.call<DivisionItem>('POST', save, {
        body: { divisionId: made.divisionId, divisionName: '110 - Earthwork', isActive: false },
        token,
      });
      expect(off.body.data.isActive).toBe(false);
      const renamed = await t.call<DivisionItem>('POST', save, {
        body: { divisionId: made.divisionId, divisionName: '110 - Earthwork & Grading' },
        token,
      });
      expect(renamed.body.data).toEqual({
        divisionId: made.divisionId,
        divisionName: '110 - Earthwork & Grading',
        isActive: false,
      });
    });

    it('never adds: no, zero or unknown divisionId is refused and nothing is written', async () => {
      const before = await counts();
      for (const body of [{ divisionName: '999 - New' }, { divisionId: 0, divisionName: '999 - New' }]) {
        const res = await t.call('POST', save, { body, token });
        expect(res.status).toBe(400);
        expect(res.body).toEqual(failure(messages.editOnly));
      }
      const unknown = await t.call('POST', save, {
        body: { divisionId: 999999, divisionName: '999 - New' },
        token,
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual(failure(messages.notFound));
      expect(await counts()).toEqual(before);
    });

    it('refuses a name another division has, whatever its case, and writes nothing', async () => {
      await insert('200 - Concrete');
      const other = await insert('210 - Flatwork');
      const before = await counts();
      const res = await t.call('POST', save, {
        body: { divisionId: other.divisionId, divisionName: '200 - CONCRETE' },
        token,
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual(failure(messages.duplicate));
      expect(await counts()).toEqual(before);
    });

    it('counts the length after underscores are removed', async () => {
      const made = await insert('300 - Rebar');
      const res = await t.call('POST', save, {
        body: { divisionId: made.divisionId, divisionName: `${'D'.repeat(50)}____` },
        token,
      });
      expect(res.status).toBe(200);
    });

    it.each([
      ['an empty name', { divisionName: '' }, messages.required],
      ['a blank name', { divisionName: '    ' }, messages.required],
      ['underscores only', { divisionName: '_ _ _' }, messages.required],
      ['no name', {}, messages.required],
      ['51 characters', { divisionName: 'd'.repeat(51) }, messages.tooLong],
      ['a text isActive', { divisionName: '400 - Paving', isActive: 'no' }, 'isActive must be a boolean'],
      [
        'a text divisionId',
        { divisionId: 'seven', divisionName: '400 - Paving' },
        'divisionId must be an integer',
      ],
    ])('answers 400 for %s and writes nothing', async (_, fields, message) => {
      const made = await insert(`Validation ${++validationRows}`);
      const before = await counts();
      const res = await t.call('POST', save, { body: { divisionId: made.divisionId, ...fields }, token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(failure(message));
      expect(await counts()).toEqual(before);
    });

    it('has no delete: divisions are not deleted from this screen', async () => {
      const res = await t.call('POST', '/api/Division/DeleteDivision', { body: { divisionId: 1 }, token });
      expect(res.status).toBe(404);
    });
  });

  describe('by id', () => {
    it('returns { division: [division] }', async () => {
      const made = await insert('500 - Bridges');
      const res = await t.call<DivisionById>('GET', `${byId}?divisionId=${made.divisionId}`, { token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: '', data: { division: [made] }, totalCount: 1 });
    });

    it.each([
      ['?divisionId=999999', 404, messages.notFound],
      ['?divisionId=abc', 400, 'divisionId must be an integer'],
      ['', 400, 'divisionId is required'],
    ])('answers %s with %i', async (query, status, message) => {
      const res = await t.call('GET', `${byId}${query}`, { token });
      expect(res.status).toBe(status);
      expect(res.body).toEqual(failure(message));
    });

    it('hides a division marked deleted', async () => {
      const made = await insert('600 - Demolition');
      await t.db
        .updateTable('division')
        .set({ is_deleted: true })
        .where('id', '=', made.divisionId)
        .execute();
      expect((await t.call('GET', `${byId}?divisionId=${made.divisionId}`, { token })).status).toBe(404);
      const listed = await t.call('POST', list, {
        body: { SearchText: byName('demolition'), Skip: 0, Take: 100 },
        token,
      });
      expect(listed.body.totalCount).toBe(0);
    });
  });

  describe('list', () => {
    it('lists active and inactive divisions sorted by name ignoring case, searching by contains', async () => {
      for (const name of ['xx-Zeta', 'XX-alpha', 'xx-Beta']) await insert(name);
      await t.db
        .updateTable('division')
        .set({ is_active: false })
        .where('division_name', '=', 'xx-Beta')
        .execute();
      const res = await t.call<DivisionItem[]>('POST', list, {
        body: { SearchText: byName('Xx-'), Skip: 0, Take: 100 },
        token,
      });
      expect(res.body).toMatchObject({ success: true, totalCount: 3 });
      expect(res.body.data.map((d) => [d.divisionName, d.isActive])).toEqual([
        ['XX-alpha', true],
        ['xx-Beta', false],
        ['xx-Zeta', true],
      ]);
    });

    it("walks 120 rows with the client's Skip/Take: every row once, totalCount all matching rows", async () => {
      const names = Array.from({ length: 120 }, (_, i) => `D-${String(i + 1000)}`);
      await t.db
        .insertInto('division')
        .values(names.map((division_name) => ({ division_name })))
        .execute();
      const rows = await walkPages<DivisionItem>(t, list, token, byName('d-1'), 120);
      expect(rows.map((r) => r.divisionName)).toEqual(names);
    });
  });

  describe('claims', () => {
    it('keeps divisions from roles without the division page claim, and from anyone without a session', async () => {
      for (const user of ['contribute', 'readonly', 'pm']) {
        const res = await t.call('POST', list, { body: { Skip: 0, Take: 100 }, token: tokens[user] });
        expect(res.status).toBe(403);
        expect(res.body).toEqual(failure(Messages.forbidden));
      }
      expect((await t.call('POST', list, { body: { Skip: 0, Take: 100 } })).status).toBe(401);
      expect((await t.call('POST', save, { body: { divisionId: 1, divisionName: 'x' } })).status).toBe(401);
    });

    it('needs the reference-list edit claim to save: the page claim alone reads only', async () => {
      const made = await insert('700 - Equipment Yard');
      await t.db
        .insertInto('role_claim')
        .values({ role_id: SecurityGroupId.ReadOnly, claim_name: PageClaim.Division })
        .execute();
      const readonly = tokens.readonly;
      const before = await counts();
      expect((await t.call('POST', list, { body: { Skip: 0, Take: 100 }, token: readonly })).status).toBe(
        200,
      );
      const saved = await t.call('POST', save, {
        body: { divisionId: made.divisionId, divisionName: 'Changed' },
        token: readonly,
      });
      expect(saved.status).toBe(403);
      expect(await counts()).toEqual(before);
    });
  });
});
