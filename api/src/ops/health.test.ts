import { ApiPaths } from '@tac/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/each-database.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

describeEachDatabase('health: live and ready', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database: kind });
  });
  afterAll(() => t?.close());

  it('answers live and ready without a session, and with no data', async () => {
    const live = await t.call('GET', ApiPaths.health.live);
    const ready = await t.call('GET', ApiPaths.health.ready);
    expect(live.status).toBe(200);
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ success: true, message: 'ready', data: null, totalCount: 0 });
  });

  it('is not ready while a migration is missing, and live all the same', async () => {
    const latest = await sql<{ name: string }>`select max(name) as name from kysely_migration`.execute(t.db);
    const name = latest.rows[0]?.name ?? '';
    await sql`delete from kysely_migration where name = ${name}`.execute(t.db);
    try {
      const ready = await t.call('GET', ApiPaths.health.ready);
      expect(ready.status).toBe(503);
      expect(ready.body.message).toBe('not ready: database migrations not applied');
      expect((await t.call('GET', ApiPaths.health.live)).status).toBe(200);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(
        t.db,
      );
    }
    expect((await t.call('GET', ApiPaths.health.ready)).status).toBe(200);
  });

  it('is not ready once shutting down, while still serving', async () => {
    t.app.lifecycle.shuttingDown = true;
    try {
      const ready = await t.call('GET', ApiPaths.health.ready);
      expect(ready.status).toBe(503);
      expect(ready.body.message).toBe('not ready: shutting down');
      expect((await t.call('GET', ApiPaths.health.live)).status).toBe(200);
      expect((await t.call('GET', ApiPaths.config)).status).toBe(200);
    } finally {
      t.app.lifecycle.shuttingDown = false;
    }
  });
});
