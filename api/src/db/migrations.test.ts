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
    await sql`alter table employee drop column search_text`.execute(db);
    await sql`delete from kysely_migration where name = '0005_timecard_search'`.execute(db);
    await migrateToLatest(db, (names) => told.push(names));
    expect(told).toEqual([['0005_timecard_search']]);
    const columns = await sql<{ n: number }>`select count(*)::int as n from information_schema.columns
      where table_name = 'employee' and column_name = 'search_text'`.execute(db);
    expect(columns.rows[0]?.n).toBe(1);

    await migrateToLatest(db, (names) => told.push(names));
    expect(told).toHaveLength(1);
  });
});
