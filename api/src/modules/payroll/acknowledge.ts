import {
  hasVisibleText,
  type PayrollBatch,
  type PayrollBatchCancel,
  type PayrollBatchProcessed,
  PayrollBatchState,
  PayrollMessages,
} from '@tac/contracts';
import { sql } from 'kysely';
import { type DivisionScope, everyDivisionInScope } from '../../auth/division-scope.ts';
import { auditedWrite, type Trx } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { findBatch } from './queries.ts';
import { type ResultRow, readResultFile } from './result-file.ts';
import { sentToPayroll } from './sent.ts';

/**
 * Locks a batch the caller may see and checks it is still Exported. Processing and cancelling both
 * start here, so when they race the second waits for the first and then finds the batch changed
 * (409): a batch is never both processed and cancelled.
 */
async function lockExported(trx: Trx, batchId: number, scope: DivisionScope): Promise<void> {
  const { rows } = await sql<{ state: string }>`select b.state from payroll_batch b
    where b.id = ${batchId} and ${everyDivisionInScope('b.division_ids', scope)} for update`.execute(trx);
  const state = rows[0]?.state;
  if (state === undefined) throw new ApiError(404, PayrollMessages.batchNotFound);
  if (state !== PayrollBatchState.Exported) throw new ApiError(409, PayrollMessages.notExported(state));
}

function resultFileOf(input: PayrollBatchProcessed): { name: string; bytes: Uint8Array } | null {
  if (!input.resultFile) return null;
  const bytes = Buffer.from(input.resultFile.content, 'base64');
  if (bytes.length === 0) throw new ApiError(400, PayrollMessages.resultFileEmpty);
  return { name: input.resultFile.fileName, bytes };
}

/**
 * The lines of the batch the result file rejects, by timecard id. Each row's Seq must be a line of
 * the batch, and its TimecardId, when the file gives one, that line's: else a 400 naming the row.
 */
async function rejectedLines(
  trx: Trx,
  batchId: number,
  rows: readonly ResultRow[],
): Promise<{ timecardId: number; seq: number; reason: string }[]> {
  if (rows.length === 0) return [];
  const { rows: found } = await sql<{ seq: number; timecard_id: number }>`select seq, timecard_id
    from payroll_batch_line where batch_id = ${batchId}
      and seq = any(${sql.val(rows.map((r) => r.seq))}::integer[])`.execute(trx);
  const lineAt = new Map(found.map((l) => [l.seq, l.timecard_id]));
  for (const row of rows) {
    const timecardId = lineAt.get(row.seq);
    if (timecardId === undefined)
      throw new ApiError(400, PayrollMessages.resultSeqUnknown(row.line, String(row.seq), batchId));
    if (row.timecardId !== '' && row.timecardId !== String(timecardId))
      throw new ApiError(400, PayrollMessages.resultTimecardDiffers(row.line, row.timecardId, row.seq));
  }
  return rows
    .filter((r) => r.rejected)
    .map((r) => ({ timecardId: lineAt.get(r.seq) as number, seq: r.seq, reason: r.reason }));
}

/**
 * Payroll's rejections (shared/docs/payroll-export.md "The result file"): each batch line keeps its
 * reason. A line still Exported becomes Error, for the office to correct; one corrected since goes
 * in the next batch as it would have: a correction when an earlier send stands, else a new line.
 */
async function markRejected(
  trx: Trx,
  batchId: number,
  rejected: readonly { timecardId: number; seq: number; reason: string }[],
): Promise<void> {
  if (rejected.length === 0) return;
  await sql`update payroll_batch_line l set rejected_reason = r.reason
    from unnest(${sql.val(rejected.map((r) => r.seq))}::integer[],
      ${sql.val(rejected.map((r) => r.reason))}::text[]) as r(seq, reason)
    where l.batch_id = ${batchId} and l.seq = r.seq`.execute(trx);
  await sql`update timecard t set int_status = case
      when t.int_status = 'Exported' then 'Error'
      when ${sentToPayroll(sql`t.id`)} then 'Changed' else 'New' end
    where t.id = any(${sql.val(rejected.map((r) => r.timecardId))}::integer[])
      and t.payroll_batch_id = ${batchId} and t.int_status in ('Exported', 'Changed')`.execute(trx);
}

/**
 * The payroll system acknowledged the batch: with its batch number, its result file, or both. The
 * batch and its lines still Exported become Processed, but those the result file rejects: Error, with
 * the reason; a line corrected meanwhile stays Changed.
 */
export async function markProcessed(
  db: Db,
  userId: number,
  input: PayrollBatchProcessed,
  scope: DivisionScope,
): Promise<PayrollBatch> {
  const number = (input.payrollBatchNumber ?? '').trim();
  if (input.payrollBatchNumber !== undefined && !hasVisibleText(number))
    throw new ApiError(400, PayrollMessages.batchNumberBlank);
  if (number === '' && !input.resultFile) throw new ApiError(400, PayrollMessages.processedNeedsOne);
  const file = resultFileOf(input);
  const answers = file ? readResultFile(file.bytes, input.batchId) : [];
  return auditedWrite(db, userId, async (trx) => {
    await lockExported(trx, input.batchId, scope);
    const rejected = await rejectedLines(trx, input.batchId, answers);
    await trx
      .updateTable('payroll_batch')
      .set({
        state: PayrollBatchState.Processed,
        processed_at: sql<string>`now()`,
        processed_by: userId,
        payroll_batch_number: number,
        rejected_count: rejected.length,
        ...(file && { result_file_name: file.name, result_file: file.bytes }),
      })
      .where('id', '=', input.batchId)
      .execute();
    await markRejected(trx, input.batchId, rejected);
    const { numUpdatedRows } = await trx
      .updateTable('timecard')
      .set({ int_status: 'Processed' })
      .where('payroll_batch_id', '=', input.batchId)
      .where('int_status', '=', 'Exported')
      .executeTakeFirst();
    const batch = (await findBatch(trx, input.batchId, 'all')) as PayrollBatch;
    return {
      result: batch,
      audit: {
        action: 'process',
        entity: 'payroll_batch',
        entityId: input.batchId,
        before: { state: PayrollBatchState.Exported },
        after: {
          state: PayrollBatchState.Processed,
          payrollBatchNumber: number,
          resultFileName: file?.name ?? '',
          linesProcessed: Number(numUpdatedRows),
          linesRejected: rejected.length,
        },
      },
    };
  });
}

/**
 * Cancels a batch not yet processed, with a reason. Its lines can be exported again: a line an
 * earlier batch had sent (not cancelled, not rejected) returns to Changed, so the next batch corrects
 * that one; any other returns to New. The batch, its lines and its files are kept, marked Cancelled.
 */
export async function cancelBatch(
  db: Db,
  userId: number,
  input: PayrollBatchCancel,
  scope: DivisionScope,
): Promise<PayrollBatch> {
  const reason = input.reason.trim();
  if (!hasVisibleText(reason)) throw new ApiError(400, PayrollMessages.reasonRequired);
  return auditedWrite(db, userId, async (trx) => {
    await lockExported(trx, input.batchId, scope);
    await trx
      .updateTable('payroll_batch')
      .set({
        state: PayrollBatchState.Cancelled,
        cancelled_at: sql<string>`now()`,
        cancelled_by: userId,
        cancel_reason: reason,
      })
      .where('id', '=', input.batchId)
      .execute();
    const { rows } = await sql<{ returned: number }>`with back as (
        update timecard t set
          int_status = case when ${sentToPayroll(sql`t.id`, input.batchId)} then 'Changed' else 'New' end,
          payroll_batch_id = (
            select max(l.batch_id) from payroll_batch_line l join payroll_batch b on b.id = l.batch_id
            where l.timecard_id = t.id and b.state <> 'Cancelled'
          )
        where t.payroll_batch_id = ${input.batchId}
        returning 1
      ) select count(*)::int as returned from back`.execute(trx);
    const batch = (await findBatch(trx, input.batchId, 'all')) as PayrollBatch;
    return {
      result: batch,
      audit: {
        action: 'cancel',
        entity: 'payroll_batch',
        entityId: input.batchId,
        before: { state: PayrollBatchState.Exported },
        after: { state: PayrollBatchState.Cancelled, reason, linesReturned: rows[0]?.returned ?? 0 },
      },
    };
  });
}
