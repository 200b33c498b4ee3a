import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from './database.ts';
import { migrateToLatest } from './migrations.ts';

describe('migrateToLatest', () => {
  let database: OpenDatabase | undefined;
  afterEach(() => database?.db.destroy());

  it('tells an upgrade which migrations it runs, and says nothing on a new database', async () => {
    database = await openDatabase({ kind: 'pglite-memory' });
    const { db } = database;
    const told: string[][] = [];
    await migrateToLatest(db, (names) => told.push(names));
    expect(told).toEqual([]);

    // As if the database predated the last migration: undo it and forget it ran.
    await sql`drop function notify_session_change cascade`.execute(db);
    await sql`delete from kysely_migration where name = '0007_session_change_notice'`.execute(db);
    await migrateToLatest(db, (names) => told.push(names));
    expect(told).toEqual([['0007_session_change_notice']]);
    const triggers = await sql<{ n: number }>`select count(*)::int as n from information_schema.triggers
      where trigger_name = 'user_session_change_notice'`.execute(db);
    expect(triggers.rows[0]?.n).toBeGreaterThan(0);

    await migrateToLatest(db, (names) => told.push(names));
    expect(told).toHaveLength(1);
  });
});
