import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { postgresUrlOf } from '../config.ts';
import { type OpenDatabase, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrations.ts';
import { syncRolesAndClaims } from '../db/reference-data.ts';
import { createTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { describeEachDatabase } from '../testing/each-database.ts';
import { createUser } from '../testing/users.ts';
import { type SessionLookup, sessionLookup } from './session-lookup.ts';
import { createSession } from './sessions.ts';

describeEachDatabase('sessionLookup', (kind) => {
  let testDb: TestDatabase;
  let database: OpenDatabase;
  let lookup: SessionLookup;
  let userId: number;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    database = await openDatabase(testDb.target);
    await migrateToLatest(database.db);
    await syncRolesAndClaims(database.db);
    userId = await createUser(database.db, { userName: 'lookup@demo.local', password: 'Lookup#2026x' });
    lookup = await sessionLookup(database);
  });
  afterAll(async () => {
    await database?.db.destroy();
    await testDb?.drop();
  });

  const newSession = async () => (await createSession(database.db, userId)).id;

  it('remembers a session between requests until something changes', async () => {
    const id = await newSession();
    const first = await lookup(id, userId);
    const second = await lookup(id, userId);
    expect(second).toBe(first);
    expect(Object.isFrozen(second)).toBe(true);
    await database.db.updateTable('app_user').set({ phone: '555' }).where('id', '=', userId).execute();
    const third = await lookup(id, userId);
    expect(third).not.toBe(first);
    expect(third).toEqual(first);
  });

  it('keeps a remembered session when another sign-in adds a session (migration 0020)', async () => {
    const id = await newSession();
    const first = await lookup(id, userId);
    await newSession();
    expect(await lookup(id, userId)).toBe(first);
  });

  it('refuses a revoked session from the next request on, however it was revoked', async () => {
    const id = await newSession();
    expect(await lookup(id, userId)).toBeDefined();
    await sql`update user_session set revoked_at = now() where id = ${id}`.execute(database.db);
    expect(await lookup(id, userId)).toBeUndefined();
  });

  it('refuses the token of another user, and a deactivated user', async () => {
    const id = await newSession();
    expect(await lookup(id, userId)).toBeDefined();
    expect(await lookup(id, userId + 1)).toBeUndefined();
    await database.db.updateTable('app_user').set({ is_active: false }).where('id', '=', userId).execute();
    expect(await lookup(id, userId)).toBeUndefined();
    await database.db.updateTable('app_user').set({ is_active: true }).where('id', '=', userId).execute();
  });

  it('sees a claim taken from the role and a division given to the user at once', async () => {
    const id = await newSession();
    const before = await lookup(id, userId);
    const claim = before?.claims[0] as string;
    expect(claim).toBeDefined();
    await database.db
      .deleteFrom('role_claim')
      .where('role_id', '=', before?.roleId as number)
      .where('claim_name', '=', claim)
      .execute();
    expect((await lookup(id, userId))?.claims).not.toContain(claim);

    await database.db
      .updateTable('app_user')
      .set({ all_divisions: false })
      .where('id', '=', userId)
      .execute();
    expect((await lookup(id, userId))?.divisionScope).toEqual([]);
    const division = await database.db
      .insertInto('division')
      .values({ division_name: 'Lookup division' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('user_division')
      .values({ user_id: userId, division_id: division.id })
      .execute();
    expect((await lookup(id, userId))?.divisionScope).toEqual([division.id]);

    await database.db
      .updateTable('division')
      .set({ is_deleted: true })
      .where('id', '=', division.id)
      .execute();
    expect((await lookup(id, userId))?.divisionScope).toEqual([]);
  });

  it('does not keep what a rolled-back change showed', async () => {
    const id = await newSession();
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx.updateTable('app_user').set({ is_active: false }).where('id', '=', userId).execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await lookup(id, userId)).toBeDefined();
  });

  it.runIf(kind === 'postgres')("sees another API process's change once its notice arrives", async () => {
    const other = await openDatabase(testDb.target);
    try {
      const id = await newSession();
      expect(await lookup(id, userId)).toBeDefined();
      await sql`update user_session set revoked_at = now() where id = ${id}`.execute(other.db);
      await vi.waitFor(async () => expect(await lookup(id, userId)).toBeUndefined(), { timeout: 5_000 });
    } finally {
      await other.db.destroy();
    }
  });

  it.runIf(kind === 'postgres')(
    'forgets what it remembered when a connection that listened is lost',
    async () => {
      const id = await newSession();
      const first = await lookup(id, userId);
      expect(await lookup(id, userId)).toBe(first);
      // A notice sent while no connection listened would be missed: losing one must count as a change.
      const admin = new pg.Client({
        connectionString: postgresUrlOf(testDb.target) ?? '',
      });
      await admin.connect();
      try {
        await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`);
      } finally {
        await admin.end();
      }
      await vi.waitFor(async () => expect(await lookup(id, userId)).not.toBe(first), { timeout: 5_000 });
      expect(await lookup(id, userId)).toEqual(first);
    },
  );
});
