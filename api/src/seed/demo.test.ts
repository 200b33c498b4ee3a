import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiPaths, type MaterialListItem } from '@tac/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/test-app.ts';
import { DEMO_USERS } from './demo.ts';
import { DEMO_MATERIALS } from './demo-data.ts';

describe('demo seed and restarts on a PGlite folder', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tac-data-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('seeds once, keeps data, secret and sessions across a restart, and never seeds twice', async () => {
    const config = { database: { kind: 'pglite', dataDir } as const };
    const first = await startTestApp({ seed: 'demo', config });
    expect(first.app.seededDemo).toBe(true);
    const users = await first.db
      .selectFrom('app_user')
      .select(['user_name', 'role_id'])
      .orderBy('id')
      .execute();
    expect(users).toEqual(DEMO_USERS.map((u) => ({ user_name: u.userName, role_id: u.roleId })));
    const token = await first.login('readonly@demo.local');
    await first.close();

    const second = await startTestApp({ seed: 'demo', config });
    try {
      expect(second.app.seededDemo).toBe(false);
      // Same signing secret and session table: the token from before the restart still works.
      const res = await second.call<MaterialListItem[]>('POST', ApiPaths.materialList.list, {
        body: { Skip: 0, Take: 100 },
        token,
      });
      expect(res.status).toBe(200);
      expect(res.body.totalCount).toBe(DEMO_MATERIALS.length);
      const lower = (s: string) => s.toLowerCase();
      const sorted = [...DEMO_MATERIALS].sort((a, b) =>
        lower(a) < lower(b) ? -1 : lower(a) > lower(b) ? 1 : 0,
      );
      expect(res.body.data.map((m) => m.displayText)).toEqual(sorted);
      const count = await second.db
        .selectFrom('app_user')
        .select(second.db.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(DEMO_USERS.length);
    } finally {
      await second.close();
    }
  });
});
