import { addDays, instantAt, wallClockIn } from '@tac/contracts/calendar';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Db, openDatabase } from '../db/database.ts';
import { isoUtc } from '../db/iso-utc.ts';
import { migrateToLatest } from '../db/migrations.ts';
import { createTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { describeBothDatabases } from '../testing/each-database.ts';
import { seedDemoReferenceLists } from './demo-reference-lists.ts';
import { seedDemoTimecards } from './demo-timecards.ts';

const TODAY = '2026-11-24';
const SIZE = { daysBack: 3, daysAhead: 2, employees: 60, projects: 8, devices: 8, density: 0.8 };

/**
 * The latest sync, today's cards and their latest end time, after seeding at `now`. `cascade` empties
 * the tables that refer to these too (assignments, vouchers), whichever later migrations add.
 */
async function seededAt(db: Db, now: Date, timeZone: string) {
  await sql`truncate timecard, timecard_attachment, issue_note_attachment, issue_note, daily_detail,
    task, project, device, employee, timecard_day_count restart identity cascade`.execute(db);
  await seedDemoTimecards(db, TODAY, { ...SIZE, now, timeZone });
  const synced = await db
    .selectFrom('timecard')
    .select(isoUtc(sql`max(synced_at)`).as('last'))
    .executeTakeFirstOrThrow();
  const today = await db
    .selectFrom('timecard')
    .select([db.fn.countAll<number>().as('n'), db.fn.max('end_time').as('lastEnd')])
    .where('day', '=', TODAY)
    .executeTakeFirstOrThrow();
  const yesterday = await db
    .selectFrom('timecard')
    .select(db.fn.countAll<number>().as('n'))
    .where('day', '=', addDays(TODAY, -1))
    .where('synced_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return {
    lastSync: new Date(synced.last),
    todayCards: Number(today.n),
    lastEndToday: today.lastEnd,
    syncedYesterday: Number(yesterday.n),
  };
}

describeBothDatabases('demo timecards are never in the future', (kind) => {
  let testDb: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    db = (await openDatabase(testDb.target)).db;
    await migrateToLatest(db);
    await seedDemoReferenceLists(db, TODAY);
  });
  afterAll(async () => {
    await db?.destroy();
    await testDb?.drop();
  });

  it('seeded early in the day: no sync after now and no shift of today (none has ended yet)', async () => {
    // The reported case: 07:05 UTC, when yesterday's late shifts synced up to 01:14 the next day.
    const now = new Date(`${TODAY}T07:05:00Z`);
    const seeded = await seededAt(db, now, 'UTC');
    expect(seeded.lastSync.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(seeded.todayCards).toBe(0);
    expect(seeded.syncedYesterday).toBeGreaterThan(0);
  });

  it('seeded in the evening of a business zone behind UTC: today holds only the shifts already over', async () => {
    const timeZone = 'America/Chicago';
    const now = instantAt(TODAY, 17 * 60 + 30, timeZone);
    expect(wallClockIn(timeZone, now)).toEqual({ day: TODAY, minutes: 17 * 60 + 30 });
    const seeded = await seededAt(db, now, timeZone);
    expect(seeded.lastSync.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(seeded.todayCards).toBeGreaterThan(0);
    expect(seeded.lastEndToday <= '17:30').toBe(true);
    // Synced in the business zone: today's syncs fall between its first shift's end and now.
    const todaysSyncs = await db
      .selectFrom('timecard')
      .select(sql<string>`min(synced_at at time zone 'America/Chicago')::text`.as('first'))
      .where('day', '=', TODAY)
      .executeTakeFirstOrThrow();
    expect(todaysSyncs.first.slice(0, 10)).toBe(TODAY);
  });
});
