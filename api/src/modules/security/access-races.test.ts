import { ApiPaths, SecurityGroupId, type SecurityUserSaveResult } from '@tac/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/api-checks.ts';
import { POSTGRES_URL } from '../../testing/databases.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

const AT_ONCE = 8;
const ROUNDS = 10;

/**
 * Saves of one security user sent at once replace their project and device access lists: on
 * PostgreSQL they really run in parallel, and the stored lists must be exactly those of one save.
 */
describe.skipIf(!POSTGRES_URL)('Security API: concurrent access saves [PostgreSQL]', () => {
  let t: TestApp;
  let admin: string;
  let divisions: { id: number; division_name: string }[];

  beforeAll(async () => {
    t = await startTestApp({ database: 'postgres', seed: 'demo' });
    admin = (await signIn(t, 'admin')).admin as string;
    divisions = await t.db
      .selectFrom('division')
      .select(['id', 'division_name'])
      .where('is_active', '=', true)
      .where('is_deleted', '=', false)
      .orderBy('id')
      .limit(AT_ONCE + 2)
      .execute();
  });
  afterAll(() => t?.close());

  const body = (userId: number | null, picked: typeof divisions) => ({
    userId,
    employeeNumber: 'E 9100',
    employeeName: 'Race Access',
    userName: 'race.access@demo.local',
    securitygroupID: SecurityGroupId.Administrator,
    password: '',
    UserDivision: picked.map((d) => ({ DivisionName: d.division_name })),
    UserGroup: picked.map((d) => ({ DivisionId: d.id })),
  });

  it(`${AT_ONCE} concurrent saves of one user store exactly one save's project and device access`, async () => {
    const added = await t.call<SecurityUserSaveResult>('POST', ApiPaths.security.save, {
      token: admin,
      body: body(null, divisions.slice(0, 1)),
    });
    const userId = added.body.data.userId;
    const stored = async (table: 'user_division' | 'user_device_group') =>
      (
        await t.db
          .selectFrom(table)
          .select('division_id')
          .where('user_id', '=', userId)
          .orderBy('division_id')
          .execute()
      ).map((r) => r.division_id);
    let consistent = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const lists = Array.from({ length: AT_ONCE }, (_, i) =>
        [...divisions]
          .sort(() => Math.random() - 0.5)
          .slice(0, i + 1)
          .sort((a, b) => a.id - b.id),
      );
      const answers = await Promise.all(
        lists.map((l) => t.call('POST', ApiPaths.security.save, { token: admin, body: body(userId, l) })),
      );
      expect(answers.map((a) => a.status)).toEqual(lists.map(() => 200));
      const now = JSON.stringify({ d: await stored('user_division'), g: await stored('user_device_group') });
      const sent = lists.map((l) => JSON.stringify({ d: l.map((x) => x.id), g: l.map((x) => x.id) }));
      if (sent.includes(now)) consistent++;
    }
    expect(consistent).toBe(ROUNDS);
  });
});
