import { Type } from 'typebox';
import {
  PAYROLL_BATCH_DIVISIONS_MAX,
  PAYROLL_BATCH_NUMBER_MAX,
  PAYROLL_BATCH_WEEKS_MAX,
  PAYROLL_LAYOUTS,
  PAYROLL_REASON_MAX,
  PAYROLL_RESULT_FILE_MAX,
  type PayrollLayout,
} from '../payroll.ts';
import { IdSchema, PagingFields } from './common.ts';
import { CalendarDateSchema } from './dates.ts';

/**
 * Payroll export (shared/docs/payroll-export.md): make a batch from the approved, not yet exported
 * lines of chosen weeks and divisions; list batches and their lines; download a batch's file in a
 * layout; mark it processed (the payroll system's batch number, or its result file); cancel it.
 */

const WeekEndingSchema = CalendarDateSchema('A pay period: its week-ending day');

/** Which lines a batch takes: those of these weeks in these divisions (each in the caller's). */
export const PayrollBatchRequestSchema = Type.Object({
  weekEndingDates: Type.Array(WeekEndingSchema, {
    minItems: 1,
    maxItems: PAYROLL_BATCH_WEEKS_MAX,
    uniqueItems: true,
  }),
  divisionIds: Type.Array(IdSchema(), {
    minItems: 1,
    maxItems: PAYROLL_BATCH_DIVISIONS_MAX,
    uniqueItems: true,
  }),
});

/** What a batch of that request would take now, counted (nothing is written). */
export const PayrollBatchPreviewSchema = Type.Object({
  /** Approved lines never exported (Integration Status New). */
  lines: Type.Integer(),
  /** Approved lines changed after an export: each goes as a correction line. */
  corrections: Type.Integer(),
  totalHours: Type.Number(),
  /** Lines of those weeks and divisions not yet approved: they stay for a later batch. */
  notApproved: Type.Integer(),
  /** Lines payroll's result file rejected, waiting for the office to correct them (Error). */
  inError: Type.Integer(),
});

export const PayrollBatchSchema = Type.Object({
  id: Type.Integer(),
  /** ISO 8601 instant (UTC) */
  createdAt: Type.String(),
  createdBy: Type.String({ description: 'User name of who made it ("" once the user is gone)' }),
  weekEndingDates: Type.Array(Type.String()),
  divisionIds: Type.Array(Type.Integer()),
  /** Exported, Processed or Cancelled */
  state: Type.String(),
  lineCount: Type.Integer({ description: 'Lines in the batch, corrections included' }),
  correctionCount: Type.Integer(),
  totalHours: Type.Number(),
  /** Each layout's file: its name and SHA-256 (hex), the same on every download. */
  files: Type.Array(Type.Object({ layout: Type.String(), fileName: Type.String(), sha256: Type.String() })),
  processedAt: Type.Union([Type.String(), Type.Null()]),
  processedBy: Type.String(),
  payrollBatchNumber: Type.String(),
  resultFileName: Type.String(),
  /** Lines the payroll system's result file rejected (each in Error, with its reason). */
  rejectedCount: Type.Integer(),
  cancelledAt: Type.Union([Type.String(), Type.Null()]),
  cancelledBy: Type.String(),
  cancelReason: Type.String(),
});

export const PayrollBatchListQuerySchema = Type.Object({
  /** Exported, Processed or Cancelled; left out: every state. */
  state: Type.Optional(
    Type.Union([Type.Literal('Exported'), Type.Literal('Processed'), Type.Literal('Cancelled')]),
  ),
  ...PagingFields,
});

export const PayrollBatchLinesQuerySchema = Type.Object({
  batchId: IdSchema(),
  rejected: Type.Optional(
    Type.Boolean({ description: "true: only the lines payroll's result file rejected, with their reasons" }),
  ),
  ...PagingFields,
});

/** One line as the batch sent it; a correction line also names what the earlier batch sent. */
export const PayrollBatchLineSchema = Type.Object({
  seq: Type.Integer(),
  timecardId: Type.Integer(),
  /** Line or Correction */
  kind: Type.String(),
  divisionId: Type.Integer(),
  employeeNumber: Type.String(),
  employeeName: Type.String(),
  projectNumber: Type.String(),
  taskNumber: Type.String(),
  /** YYYY-MM-DD */
  day: Type.String(),
  weekEndingDate: Type.String(),
  payCode: Type.String(),
  hours: Type.Number(),
  previousBatchId: Type.Union([Type.Integer(), Type.Null()]),
  previousTaskNumber: Type.Union([Type.String(), Type.Null()]),
  previousPayCode: Type.Union([Type.String(), Type.Null()]),
  previousHours: Type.Union([Type.Number(), Type.Null()]),
  /** Why the payroll system rejected this line (its result file's Reason); null when it did not. */
  rejectedReason: Type.Union([Type.String(), Type.Null()]),
});

export const PayrollBatchFileQuerySchema = Type.Object({
  batchId: IdSchema(),
  layout: Type.Unsafe<PayrollLayout>(
    Type.String({ enum: [...PAYROLL_LAYOUTS], description: `${PAYROLL_LAYOUTS.join(', ')} (PayrollLayout)` }),
  ),
});

/**
 * The payroll system acknowledged the batch: its batch number, its result file, or both (at least
 * one). The result file is a CSV naming lines by Seq, each Accepted or Rejected with a Reason
 * (shared/docs/payroll-export.md "The result file"); it is kept as sent.
 */
export const PayrollBatchProcessedSchema = Type.Object({
  batchId: IdSchema(),
  payrollBatchNumber: Type.Optional(Type.String({ maxLength: PAYROLL_BATCH_NUMBER_MAX })),
  resultFile: Type.Optional(
    Type.Object({
      fileName: Type.String({ minLength: 1, maxLength: 200 }),
      /** The file's bytes, base64 */
      content: Type.String({ maxLength: PAYROLL_RESULT_FILE_MAX, pattern: '^[A-Za-z0-9+/]*={0,2}$' }),
    }),
  ),
});

/** Cancel a batch not yet processed: its lines return to New (a correction's to Changed). */
export const PayrollBatchCancelSchema = Type.Object({
  batchId: IdSchema(),
  reason: Type.String({ maxLength: PAYROLL_REASON_MAX }),
});
