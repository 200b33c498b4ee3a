import { addDays, todayIn } from '@tac/contracts/calendar';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoReferenceLists } from '../../seed/demo-reference-lists.ts';
import { seedDemoTimecards } from '../../seed/demo-timecards.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/databases.ts';
import { describeBothDatabases } from '../../testing/each-database.ts';
import { type Db, openDatabase } from '../database.ts';
import { migrateToLatest } from '../migrations.ts';
import { recountTimecardDays } from './0008-timecard-counts-by-pay-code.ts';

describeBothDatabases('timecard_day_count (migrations 0006, 0008)', (kind) => {
  let testDb: TestDatabase;
  let db: Db;
  const today = todayIn('UTC');

  /**
   * Per key (division, day, pay code, attestation status): the kept count beside a fresh count(*),
   * where the two differ.
   */
  const mismatches = async () =>
    (
      await sql<{ key: string; kept: number; actual: number }>`
        select concat_ws(' ', coalesce(a.division_id, c.division_id), coalesce(a.day, c.day),
            coalesce(a.hours_type, c.hours_type), coalesce(a.attestation_status, c.attestation_status)) as key,
          coalesce(c.n, 0) as kept, coalesce(a.n, 0)::int as actual
        from (select division_id, day, hours_type, attestation_status, count(*) as n
              from timecard group by division_id, day, hours_type, attestation_status) a
        full join timecard_day_count c on c.division_id = a.division_id and c.day = a.day
          and c.hours_type = a.hours_type and c.attestation_status = a.attestation_status
        where coalesce(c.n, 0) <> coalesce(a.n, 0)`.execute(db)
    ).rows;
  const total = async () =>
    (await sql<{ n: number }>`select coalesce(sum(n), 0)::int as n from timecard_day_count`.execute(db))
      .rows[0]?.n;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    db = (await openDatabase(testDb.target)).db;
    await migrateToLatest(db);
    await seedDemoReferenceLists(db, today);
    await seedDemoTimecards(db, today, {
      daysBack: 6,
      daysAhead: 1,
      employees: 30,
      projects: 10,
      devices: 10,
      density: 0.6,
    });
  });
  afterAll(async () => {
    await db?.destroy();
    await testDb?.drop();
  });

  it('counts what a bulk insert added, per division, day, pay code and attestation status', async () => {
    expect(await total()).toBeGreaterThan(50);
    expect(await mismatches()).toEqual([]);
  });

  it('follows rows moved to another key, and ignores updates that move nothing', async () => {
    const divisions = (await db.selectFrom('division').select('id').orderBy('id').execute()).map((d) => d.id);
    const before = await total();
    await sql`update timecard set day = day - 1 where id % 3 = 0`.execute(db);
    await sql`update timecard set division_id = ${divisions[1]} where id % 5 = 0`.execute(db);
    await sql`update timecard set hours_type = 'DT' where id % 7 = 0`.execute(db);
    await sql`update timecard set attestation_status = 'Override' where id % 11 = 0`.execute(db);
    await sql`update timecard set work_note = 'moved nothing'`.execute(db);
    expect(await mismatches()).toEqual([]);
    expect(await total()).toBe(before);
  });

  it('takes deletes off and puts a row inserted alone on', async () => {
    await sql`delete from timecard where id % 4 = 1`.execute(db);
    await sql`insert into timecard (time_record_id, device_id, employee_id, project_id, division_id, day, week_ending_date)
      select 999999, device_id, employee_id, project_id, division_id, ${addDays(today, -30)}::date, week_ending_date
      from timecard limit 1`.execute(db);
    expect(await mismatches()).toEqual([]);
  });

  it('rolls back with the write that failed', async () => {
    const before = await total();
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`delete from timecard`.execute(trx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await total()).toBe(before);
    expect(before).toBeGreaterThan(0);
  });

  it('is counted again from the timecards after a load with triggers off (the large seed)', async () => {
    await db.connection().execute(async (conn) => {
      await sql`set session_replication_role = replica`.execute(conn);
      await sql`insert into timecard (time_record_id, device_id, employee_id, project_id, division_id, day, week_ending_date)
        select 900000 + id, device_id, employee_id, project_id, division_id, day, week_ending_date
        from timecard`.execute(conn);
      await sql`set session_replication_role = default`.execute(conn);
    });
    expect(await mismatches()).not.toEqual([]);
    await recountTimecardDays(db);
    expect(await mismatches()).toEqual([]);
  });

  it('empties with a truncate', async () => {
    await sql`truncate timecard cascade`.execute(db);
    expect(await total()).toBe(0);
  });
});
