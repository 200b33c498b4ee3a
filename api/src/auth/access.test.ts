import { ApiPaths, Messages, SecurityGroupId } from '@tac/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { failure } from '../testing/api-checks.ts';
import { describeEachDatabase } from '../testing/each-database.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { createUser } from '../testing/users.ts';

const { list, byId, save, delete: remove } = ApiPaths.materialList;
const listBody = { SearchText: [], Skip: 0, Take: 100 };

describeEachDatabase('claims enforced by the server', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    for (const user of ['sysadmin', 'admin', 'pm', 'contribute', 'readonly']) {
      tokens[user] = await t.login(`${user}@demo.local`);
    }
  });
  afterAll(() => t?.close());

  it.each([
    ['sysadmin', 200, 200],
    ['admin', 200, 200],
    ['contribute', 200, 200],
    ['readonly', 200, 403],
    ['pm', 403, 403],
  ])('%s: material list %i, material save %i', async (user, listStatus, saveStatus) => {
    const token = tokens[user];
    const listed = await t.call('POST', list, { body: listBody, token });
    expect(listed.status).toBe(listStatus);
    const saved = await t.call('POST', save, { body: { DisplayText: `Made by ${user}` }, token });
    expect(saved.status).toBe(saveStatus);
    if (saveStatus === 403) {
      expect(saved.body).toEqual(failure(Messages.forbidden));
    }
  });

  it('refuses read-only users every write and nothing is written', async () => {
    const before = await t.db
      .selectFrom('material')
      .select(t.db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const token = tokens.readonly;
    expect((await t.call('POST', remove, { body: { Id: 1 }, token })).status).toBe(403);
    expect((await t.call('POST', save, { body: { Id: 1, DisplayText: 'Changed' }, token })).status).toBe(403);
    expect((await t.call('GET', `${byId}?materialId=1`, { token })).status).not.toBe(403);
    const after = await t.db
      .selectFrom('material')
      .select(t.db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('checks the session before the body: no token and a bad body is 401, not 400', async () => {
    const res = await t.call('POST', save, { body: { DisplayText: 42 } });
    expect(res.status).toBe(401);
    const forbidden = await t.call('POST', save, { body: { DisplayText: 42 }, token: tokens.pm });
    expect(forbidden.status).toBe(403);
  });

  it('reads claims from the tables on each request: a role change applies at once', async () => {
    const id = await createUser(t.db, { userName: 'mover@demo.local', password: 'Mover#1234' });
    const token = await t.login('mover@demo.local', 'Mover#1234');
    expect((await t.call('POST', save, { body: { DisplayText: 'Before the move' }, token })).status).toBe(
      200,
    );
    await t.db
      .updateTable('app_user')
      .set({ role_id: SecurityGroupId.ReadOnly })
      .where('id', '=', id)
      .execute();
    expect((await t.call('POST', save, { body: { DisplayText: 'After the move' }, token })).status).toBe(403);
    expect((await t.call('POST', list, { body: listBody, token })).status).toBe(200);
  });

  it('follows an administrator taking a claim away from a role', async () => {
    await t.db
      .deleteFrom('role_claim')
      .where('role_id', '=', SecurityGroupId.Contribute)
      .where('claim_name', '=', 'btn.reference.edit')
      .execute();
    const res = await t.call('POST', save, {
      body: { DisplayText: 'No longer allowed' },
      token: tokens.contribute,
    });
    expect(res.status).toBe(403);
  });
});
