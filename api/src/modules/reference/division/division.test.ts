import { ApiPaths, type DivisionItem, PageClaim, ReferenceMessages, SecurityGroupId } from '@tac/contracts';
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

/*
 * What only Divisions do: edit only (no add, no delete), the name's underscore rule, and a page claim
 * few roles have. The rest is in reference-list/every-list.test.ts.
 */

const { list, save } = ApiPaths.division;
const messages = ReferenceMessages.division;

describeEachDatabase('Divisions', (kind) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let token: string;
  let validationRows = 0;
  const counts = () => rowsAndAudits(t, 'division');
  /** Divisions cannot be added through the API; tests put them in the table as the seed does. */
  const insert = (division_name: string): Promise<DivisionItem> =>
    t.db
      .insertInto('division')
      .values({ division_name })
      .returning(['id as divisionId', 'division_name as divisionName', 'is_active as isActive'])
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    tokens = await signIn(t, 'admin', 'readonly');
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

    it('counts the length after underscores are removed', async () => {
      const made = await insert('300 - Rebar');
      const res = await t.call('POST', save, {
        body: { divisionId: made.divisionId, divisionName: `${'D'.repeat(50)}____` },
        token,
      });
      expect(res.status).toBe(200);
    });

    it.each([
      ['underscores only', { divisionName: '_ _ _' }, messages.required],
      [
        'a text divisionId',
        { divisionId: 'seven', divisionName: '400 - Paving' },
        'divisionId must be an integer',
      ],
    ])('answers 400 for %s and writes nothing', async (_, fields, message) => {
      const made = await insert(`Validation ${++validationRows}`);
      await expectRefusedWrite(
        t,
        { path: save, body: { divisionId: made.divisionId, ...fields }, token },
        { status: 400, message },
        counts,
      );
    });

    it('has no delete: divisions are not deleted from this screen', async () => {
      const res = await t.call('POST', '/api/Division/DeleteDivision', { body: { divisionId: 1 }, token });
      expect(res.status).toBe(404);
    });
  });

  it('needs the reference-list edit claim to save: the page claim alone reads only', async () => {
    const made = await insert('700 - Equipment Yard');
    await t.db
      .insertInto('role_claim')
      .values({ role_id: SecurityGroupId.ReadOnly, claim_name: PageClaim.Division })
      .execute();
    const readonly = tokens.readonly;
    const before = await counts();
    expect((await t.call('POST', list, { body: { Skip: 0, Take: 100 }, token: readonly })).status).toBe(200);
    const saved = await t.call('POST', save, {
      body: { divisionId: made.divisionId, divisionName: 'Changed' },
      token: readonly,
    });
    expect(saved.status).toBe(403);
    expect(await counts()).toEqual(before);
  });
});
