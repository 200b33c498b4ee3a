import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from './database.ts';
import { timecardDayCountMigration } from './migrations/0006-timecard-day-count.ts';
import { dropDayCounts } from './migrations/timecard-day-counts.ts';
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

    // As if the database predated the last two migrations: undo them (the counts as 0006 made
    // them, no division trigger) and forget they ran.
    await dropDayCounts(db);
    await timecardDayCountMigration.up(db);
    await sql`drop trigger division_change_notice on division`.execute(db);
    await sql`delete from kysely_migration where name in ('0008_timecard_counts_by_pay_code', '0009_division_change_notice')`.execute(
      db,
    );
    await migrateToLatest(db, (names) => told.push(names));
    expect(told).toEqual([['0008_timecard_counts_by_pay_code', '0009_division_change_notice']]);
    const columns = await sql<{ column_name: string }>`select column_name from information_schema.columns
      where table_name = 'timecard_day_count' order by ordinal_position`.execute(db);
    expect(columns.rows.map((c) => c.column_name)).toEqual([
      'division_id',
      'day',
      'hours_type',
      'attestation_status',
      'n',
    ]);

    await migrateToLatest(db, (names) => told.push(names));
    expect(told).toHaveLength(1);
  });
});
