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
    await sql`drop table timecard_day_count`.execute(db);
    await sql`drop function timecard_day_count_apply, timecard_day_count_add cascade`.execute(db);
    await sql`delete from kysely_migration where name = '0006_timecard_day_count'`.execute(db);
    await migrateToLatest(db, (names) => told.push(names));
    expect(told).toEqual([['0006_timecard_day_count']]);
    const tables = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables
      where table_name = 'timecard_day_count'`.execute(db);
    expect(tables.rows[0]?.n).toBe(1);

    await migrateToLatest(db, (names) => told.push(names));
    expect(told).toHaveLength(1);
  });
});
