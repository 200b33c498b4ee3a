import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createDayCounts, type DayCountKey, dropDayCounts, recountDayCounts } from './timecard-day-counts.ts';

/**
 * The timecard counts kept per division, day, pay code (hours_type) and attestation status: a list
 * searched by Pay Code or filtered by attestation status (or both) is then counted from the counts as
 * an unsearched list is (~700 rows for 4 weeks of 5 divisions), and its page read from the day it
 * starts on. A Pay Code search over 4 weeks at 1M timecards scanned ~19,000 index entries to count
 * (PGlite ~15 ms).
 */
export const TIMECARD_DAY_COUNT_KEYS: readonly DayCountKey[] = [
  { column: 'division_id', type: 'integer' },
  { column: 'day', type: 'date' },
  { column: 'hours_type', type: 'text' },
  { column: 'attestation_status', type: 'text' },
];

/**
 * Counts every timecard again from the timecards themselves: for a load that ran with triggers off
 * (the large seed's session_replication_role = replica).
 */
export function recountTimecardDays<Schema>(db: Kysely<Schema>): Promise<void> {
  return recountDayCounts(db, TIMECARD_DAY_COUNT_KEYS);
}

export const timecardCountsByPayCodeMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await dropDayCounts(db);
    await createDayCounts(db, TIMECARD_DAY_COUNT_KEYS);
  },
};
