import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/databases.ts';
import { describeEachDatabase } from '../testing/each-database.ts';
import { type OpenDatabase, openDatabase } from './database.ts';
import { migrateToLatest, migrationProvider } from './migrations.ts';

// Whether to tell is decided from the migrations a database has, before any runs: one database
// proves it (both in npm run test:deep); every migration runs on PGlite below and in the templates.
describeEachDatabase('migrateToLatest on a new database', (kind) => {
  it('says nothing', async () => {
    const testDb = await createTestDatabase(kind);
    const database = await openDatabase(testDb.target);
    try {
      const told: string[][] = [];
      await migrateToLatest(database.db, (names) => told.push(names));
      expect(told).toEqual([]);
    } finally {
      await database.db.destroy();
      await testDb.drop();
    }
  });
});

describe('migrateToLatest', () => {
  let database: OpenDatabase | undefined;
  afterEach(() => database?.db.destroy());

  it('tells an upgrade which migrations it runs, and brings an older database to the same schema, its data kept in reach', async () => {
    database = await openDatabase({ kind: 'pglite-memory' });
    const { db } = database;
    // A database as 0007 left it: the counts as 0006 made them, no division trigger, nothing later.
    const older = '0007_session_change_notice';
    const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo(older);
    expect(error).toBeUndefined();
    const later = Object.keys(await migrationProvider.getMigrations()).filter((name) => name > older);
    // Lines whose pay codes were free text: the Pay Code List (0058) must take them all in.
    await sql`insert into division (division_name) values ('100')`.execute(db);
    await sql`insert into employee (employee_number, first_name, last_name, division_id) values ('E1', 'A', 'B', 1)`.execute(
      db,
    );
    await sql`insert into project (project_number, name, division_id) values ('P1', 'Yard', 1)`.execute(db);
    await sql`insert into device (name, division_id) values ('T1', 1)`.execute(db);
    await sql`insert into timecard (time_record_id, device_id, employee_id, project_id, division_id, day,
        week_ending_date, hours, hours_type)
      select n, 1, 1, 1, 1, '2026-03-02', '2026-03-08', 8, code
      from unnest(array['REG', 'reg', 'ZZZ', 'Regular', 'ZZZ']) with ordinality as c(code, n)`.execute(db);
    // Error with no batch that rejected it, as only the demo data ever wrote it: 0066 makes it New.
    await sql`update timecard set int_status = 'Error' where time_record_id = 1`.execute(db);

    const told: string[][] = [];
    await migrateToLatest(db, (names) => told.push(names));
    expect(told).toEqual([later]);
    const statuses = await sql<{ s: string }>`select int_status as s from timecard
      where time_record_id = 1`.execute(db);
    expect(statuses.rows).toEqual([{ s: 'New' }]);
    const payCodes =
      await sql`select code, description, counts_as, is_active from pay_code order by id`.execute(db);
    expect(payCodes.rows).toEqual([
      { code: 'REG', description: 'Regular', counts_as: 'Regular', is_active: true },
      { code: 'OT', description: 'Overtime', counts_as: 'Overtime', is_active: true },
      { code: 'DT', description: 'Double Time', counts_as: 'DoubleTime', is_active: true },
      { code: 'TRV', description: 'Travel', counts_as: 'Regular', is_active: true },
      { code: 'MP', description: 'Meal Premium', counts_as: 'Regular', is_active: true },
      // Each other code in use once ('reg' is REG ignoring case: its lines' export names it), inactive.
      {
        code: 'Regular',
        description: 'In use before the Pay Code List',
        counts_as: 'Regular',
        is_active: false,
      },
      { code: 'ZZZ', description: 'In use before the Pay Code List', counts_as: 'Regular', is_active: false },
    ]);
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
