import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from './database.ts';
import { migrateToLatest, migrationProvider } from './migrations.ts';

describe('migrateToLatest', () => {
  let database: OpenDatabase | undefined;
  afterEach(() => database?.db.destroy());

  it('says nothing on a new database', async () => {
    database = await openDatabase({ kind: 'pglite-memory' });
    const told: string[][] = [];
    await migrateToLatest(database.db, (names) => told.push(names));
    expect(told).toEqual([]);
  });

  it('tells an upgrade which migrations it runs, and brings an older database to the same schema', async () => {
    database = await openDatabase({ kind: 'pglite-memory' });
    const { db } = database;
    // A database as 0007 left it: the counts as 0006 made them, no division trigger, nothing later.
    const older = '0007_session_change_notice';
    const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo(older);
    expect(error).toBeUndefined();
    const later = Object.keys(await migrationProvider.getMigrations()).filter((name) => name > older);

    const told: string[][] = [];
    await migrateToLatest(db, (names) => told.push(names));
    expect(told).toEqual([later]);
    const columns = await sql<{ column_name: string }>`select column_name from information_schema.columns
      where table_name = 'timecard_day_count' order by ordinal_position`.execute(db);
    expect(columns.rows.map((c) => c.column_name)).toEqual([
      'division_id',
      'day',
      'hours_type',
      'attestation_status',
      'n',
    ]);
    const trigger = await sql`select 1 from pg_trigger where tgname = 'division_change_notice'`.execute(db);
    expect(trigger.rows).toHaveLength(1);

    await migrateToLatest(db, (names) => told.push(names));
    expect(told).toHaveLength(1);
  });
});
