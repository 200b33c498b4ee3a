import { Type } from 'typebox';
import {
  PAYROLL_BATCH_DIVISIONS_MAX,
  PAYROLL_BATCH_NUMBER_MAX,
  PAYROLL_BATCH_WEEKS_MAX,
  PAYROLL_LAYOUTS,
  PAYROLL_LINE_FILTER_MAX,
  PAYROLL_LINE_SORTS,
  PAYROLL_MAPPING_KIND_IDS,
  PAYROLL_REASON_MAX,
  PAYROLL_RESULT_FILE_MAX,
  type PayrollLayout,
  type PayrollLineSort,
  type PayrollMappingKind,
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
  /** What making the batch now would be refused with (a layout's unmapped values); null: nothing. */
  refusal: Type.Union([Type.String(), Type.Null()]),
  /** The layouts whose file such a batch would not hold, each with why. */
  notMade: Type.Array(Type.Object({ layout: Type.String(), reason: Type.String() })),
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
  files: Type.Array(
    Type.Object({
      layout: Type.String(),
      fileName: Type.String(),
      sha256: Type.String(),
      /** What the payroll system takes for the whole batch on import (Vista's PR group, PR ending date). */
      batchValues: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
    }),
  ),
  /** The layouts whose file the batch does not hold, each with why. */
  notMade: Type.Array(Type.Object({ layout: Type.String(), reason: Type.String() })),
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

const LineFilterSchema = Type.Optional(
  Type.String({
    maxLength: PAYROLL_LINE_FILTER_MAX,
    description: 'Only lines whose employee number or name, project, task code or pay code holds this text',
  }),
);

export const PayrollBatchLinesQuerySchema = Type.Object({
  batchId: IdSchema(),
  rejected: Type.Optional(
    Type.Boolean({ description: "true: only the lines payroll's result file rejected, with their reasons" }),
  ),
  filter: LineFilterSchema,
  sort: Type.Optional(
    Type.Unsafe<PayrollLineSort>(
      Type.String({
        enum: Object.keys(PAYROLL_LINE_SORTS),
        description: 'The order (seq, the batch order, unless told)',
      }),
    ),
  ),
  descending: Type.Optional(Type.Boolean()),
  ...PagingFields,
});

export const PayrollBatchTotalsQuerySchema = Type.Object({ batchId: IdSchema(), filter: LineFilterSchema });

const TotalFields = {
  lines: Type.Integer(),
  corrections: Type.Integer(),
  /** The hours the lines send (a correction's new hours). */
  hours: Type.Number(),
};

/** A batch's lines (those the filter keeps) totalled by employee and by pay code. */
export const PayrollBatchTotalsSchema = Type.Object({
  ...TotalFields,
  byEmployee: Type.Array(
    Type.Object({ employeeNumber: Type.String(), employeeName: Type.String(), ...TotalFields }),
  ),
  byPayCode: Type.Array(Type.Object({ payCode: Type.String(), ...TotalFields })),
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

const MappingKindSchema = Type.Unsafe<PayrollMappingKind>(
  Type.String({ enum: [...PAYROLL_MAPPING_KIND_IDS], description: PAYROLL_MAPPING_KIND_IDS.join(', ') }),
);

/** One kind's records in the caller's divisions with their mapped values (shared/docs/payroll-export.md "Mappings"). */
export const PayrollMappingsQuerySchema = Type.Object({
  kind: MappingKindSchema,
  search: Type.Optional(Type.String({ maxLength: PAYROLL_LINE_FILTER_MAX })),
  unmappedOnly: Type.Optional(Type.Boolean({ description: 'true: only records with an empty field' })),
  ...PagingFields,
});

/** A record and its values: each field's text by id ('' when none). */
export const PayrollMappingRowSchema = Type.Object({
  key: Type.String(),
  name: Type.String(),
  values: Type.Record(Type.String(), Type.String()),
});

/** A record's values as typed: every field of its kind, '' for none (a record left all empty has no mapping). */
export const PayrollMappingSaveSchema = Type.Object({
  kind: MappingKindSchema,
  key: Type.String({ minLength: 1, maxLength: 50 }),
  values: Type.Record(Type.String({ maxLength: 30 }), Type.String({ maxLength: 30 })),
});
