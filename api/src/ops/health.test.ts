import { ApiPaths } from '@tac/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrations.ts';
import { ReportScheduler } from '../modules/reports/scheduler/index.ts';
import { POSTGRES_URL } from '../testing/databases.ts';
import { describeEachDatabase } from '../testing/each-database.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const readyFor = (role: string) => `${ApiPaths.health.ready}?role=${role}`;

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

  it("answers for the report scheduler's role only while this process's scheduler runs", async () => {
    const scheduler = t.app.reportScheduler;
    const notStarted = await t.call('GET', readyFor('scheduler'));
    expect([notStarted.status, notStarted.body.message]).toEqual([
      503,
      'not ready: report scheduler not started on this process',
    ]);
    // Serving requests does not wait on the scheduler: the balancer's check stays ready.
    expect((await t.call('GET', ApiPaths.health.ready)).status).toBe(200);
    await scheduler.start();
    try {
      const running = await t.call('GET', readyFor('scheduler'));
      expect([running.status, running.body.message]).toEqual([200, 'ready']);
      // Its look for due runs failing (or hung) for longer than the bound takes it out.
      expect(scheduler.notReadyReason(Date.now() + 10 * 60_000)).toBe(
        'report scheduler has not looked for due reports for over 60 s',
      );
    } finally {
      await scheduler.stop();
    }
    const stopped = await t.call('GET', readyFor('scheduler'));
    expect([stopped.status, stopped.body.message]).toEqual([503, 'not ready: report scheduler stopped']);
    const unknown = await t.call('GET', readyFor('printer'));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('role');
  });

  it.skipIf(kind !== 'postgres')(
    'keeps starting a scheduler whose start failed, saying so without the error, until it starts',
    async () => {
      // A database that is not there yet: pg-boss cannot start, then can once it is created.
      const name = `tac_sched_${process.pid}_${Date.now()}`;
      const url = new URL(POSTGRES_URL ?? '');
      url.pathname = `/${name}`;
      const errors: unknown[] = [];
      const scheduler = new ReportScheduler({
        database: t.app.database,
        target: { kind: 'postgres', url: url.toString() },
        timeZone: 'UTC',
        dataDir: '/nonexistent',
        mail: { smtpUrl: undefined, from: 'reports@localhost' },
        log: { info: () => undefined, warn: () => undefined, error: (o: unknown) => errors.push(o) },
      });
      scheduler.keepStarting();
      try {
        await expect
          .poll(() => scheduler.notReadyReason(), { timeout: 10_000 })
          .toBe('report scheduler did not start (the log says why); trying again');
        expect(errors.length).toBeGreaterThan(0);
        await sql.raw(`create database ${name}`).execute(t.db);
        await expect.poll(() => scheduler.notReadyReason(), { timeout: 15_000 }).toBeNull();
      } finally {
        await scheduler.stop();
        await sql.raw(`drop database if exists ${name} with (force)`).execute(t.db);
      }
      expect(scheduler.notReadyReason()).toBe('report scheduler stopped');
    },
  );
});
