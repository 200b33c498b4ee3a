import { type RawBuilder, sql } from 'kysely';

/**
 * A batch that payroll has or will have sent the line (`lineId`, a timecard id): one not cancelled
 * whose result file did not reject it, other than `exceptBatchId`. Such a send is what the line's
 * next batch corrects; without one, the next batch sends it as a new line
 * (shared/docs/payroll-export.md "The loop").
 */
export function sentToPayroll(lineId: RawBuilder<unknown>, exceptBatchId?: number): RawBuilder<boolean> {
  const except = exceptBatchId === undefined ? sql`` : sql`and b.id <> ${exceptBatchId}`;
  return sql<boolean>`exists (select 1 from payroll_batch_line l join payroll_batch b on b.id = l.batch_id
    where l.timecard_id = ${lineId} and b.state <> 'Cancelled' and l.rejected_reason is null ${except})`;
}
