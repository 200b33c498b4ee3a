import { ApiPaths } from '@tac/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrations.ts';
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

  it("stays ready beside a newer build's migration, and stands aside for one that requires a newer build", async () => {
    const applied = (name: string) =>
      sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(
        t.db,
      );
    const expand = '9998_next_release_adds_a_column';
    const contract = '9999_requires_9998_drops_what_this_build_reads';
    try {
      // A rolling upgrade's first new replica migrated: this one serves on, and starts again there.
      await applied(expand);
      expect((await t.call('GET', ApiPaths.health.ready)).status).toBe(200);
      await migrateToLatest(t.db);
      // A migration that requires builds knowing 9998 leaves this one out, and refuses its start.
      await applied(contract);
      const ready = await t.call('GET', ApiPaths.health.ready);
      expect(ready.status).toBe(503);
      expect(ready.body.message).toBe(`not ready: database schema needs a newer build (${contract})`);
      await expect(migrateToLatest(t.db)).rejects.toThrow(
        `This build cannot run on this database: database schema needs a newer build (${contract})`,
      );
    } finally {
      await sql`delete from kysely_migration where name in (${expand}, ${contract})`.execute(t.db);
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
