import { sql } from 'kysely';
import type { Trx } from '../../../db/audit.ts';

/**
 * Takes the lock of a line's employee-day before the line's own lock, for a write that changes what
 * the day's exceptions read (hours, times): the table's triggers take the day's lock before they
 * update the day's other lines, so both meet the locks in the same order (migration 0055,
 * shared/docs/approval.md "Exceptions").
 */
export async function lockLineDay(trx: Trx, lineId: number): Promise<void> {
  await sql`select timecard_day_lock(employee_id, day) from timecard where id = ${lineId}`.execute(trx);
}
