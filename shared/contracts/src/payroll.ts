/**
 * Payroll export (shared/docs/payroll-export.md): batches of approved lines, their files in each
 * payroll system's import layout, and the Integration Status loop New → Exported → Processed, with
 * Changed for a line corrected after export and Error for a line payroll's result file rejected.
 * Types derive from schemas/payroll.ts.
 */

import type { Static } from 'typebox';
import type {
  PayrollBatchCancelSchema,
  PayrollBatchFileQuerySchema,
  PayrollBatchLineSchema,
  PayrollBatchLinesQuerySchema,
  PayrollBatchListQuerySchema,
  PayrollBatchPreviewSchema,
  PayrollBatchProcessedSchema,
  PayrollBatchRequestSchema,
  PayrollBatchSchema,
  PayrollBatchTotalsSchema,
  PayrollMappingRowSchema,
  PayrollMappingSaveSchema,
  PayrollMappingsQuerySchema,
} from './schemas/payroll.ts';
import { selfNamed } from './self-named.ts';

export const PayrollBatchState = selfNamed('Exported', 'Processed', 'Cancelled');
export type PayrollBatchState = (typeof PayrollBatchState)[keyof typeof PayrollBatchState];

/** A batch line: a line sent for the first time, or a correction of one sent before. */
export const PayrollLineKind = selfNamed('Line', 'Correction');
export type PayrollLineKind = (typeof PayrollLineKind)[keyof typeof PayrollLineKind];

/**
 * The file layouts of a batch, each one definition of its columns, mappings and validation
 * (payroll-layouts.ts), and what the payroll systems call the console's records (payroll-mappings.ts).
 */
export * from './payroll-layouts.ts';
export * from './payroll-mappings.ts';

export const PAYROLL_BATCH_WEEKS_MAX = 26;
export const PAYROLL_BATCH_DIVISIONS_MAX = 200;
export const PAYROLL_BATCH_NUMBER_MAX = 50;
export const PAYROLL_REASON_MAX = 500;
/** The result file, base64: about 3 MB of bytes. */
export const PAYROLL_RESULT_FILE_MAX = 4_000_000;
/** How payroll answers each line in its result file (the Result column, any case). */
export const PayrollLineResult = selfNamed('Accepted', 'Rejected');
export type PayrollLineResult = (typeof PayrollLineResult)[keyof typeof PayrollLineResult];
/** A rejection's reason as kept on the batch line and shown. */
export const PAYROLL_REJECTION_REASON_MAX = 500;

export type PayrollBatchRequest = Static<typeof PayrollBatchRequestSchema>;
export type PayrollBatchPreview = Static<typeof PayrollBatchPreviewSchema>;
export type PayrollBatch = Static<typeof PayrollBatchSchema>;
export type PayrollBatchListQuery = Static<typeof PayrollBatchListQuerySchema>;
export type PayrollBatchLinesQuery = Static<typeof PayrollBatchLinesQuerySchema>;
export type PayrollBatchLine = Static<typeof PayrollBatchLineSchema>;
export type PayrollBatchFileQuery = Static<typeof PayrollBatchFileQuerySchema>;
export type PayrollBatchProcessed = Static<typeof PayrollBatchProcessedSchema>;
export type PayrollBatchCancel = Static<typeof PayrollBatchCancelSchema>;
export type PayrollBatchTotals = Static<typeof PayrollBatchTotalsSchema>;
export type PayrollMappingsQuery = Static<typeof PayrollMappingsQuerySchema>;
export type PayrollMappingRow = Static<typeof PayrollMappingRowSchema>;
export type PayrollMappingSave = Static<typeof PayrollMappingSaveSchema>;

/** How a batch's lines can be ordered on screen (GetBatchLines' sort), each with its label. */
export const PAYROLL_LINE_SORTS = {
  seq: 'Batch order',
  employee: 'Employee',
  day: 'Day',
  project: 'Project',
  payCode: 'Pay code',
  hours: 'Hours',
} as const;
export type PayrollLineSort = keyof typeof PAYROLL_LINE_SORTS;
export const PAYROLL_LINE_FILTER_MAX = 100;

/** A record the lines name that a layout's mapped field lacks, with how many lines name it. */
export interface PayrollUnmappedRecord {
  field: string;
  record: string;
  lines: number;
}

/** Every text the payroll export calls answer with. */
export const PayrollMessages = {
  divisionsNotYours: (n: number) => `divisionIds: ${n} of the divisions are not yours; nothing was exported`,
  nothingToExport: 'No approved lines to export in those weeks and divisions',
  /**
   * Approved lines carry codes the Pay Code List does not hold (each code with its lines): nothing
   * was exported, so no payroll file ever carries a code payroll does not know.
   */
  unknownPayCodes: (codes: readonly { code: string; lines: number }[]) =>
    `Nothing was exported: these pay codes are not in the Pay Code List: ${codes
      .map(({ code, lines }) => `'${code}' (${lines} line${lines === 1 ? '' : 's'})`)
      .join(', ')}. Add the ones payroll knows to the list, or correct those lines, then export again`,
  /**
   * A layout's file needs values the Mappings do not hold (each field with its records and lines):
   * nothing was exported, so no file carries a value its payroll system cannot import.
   */
  unmapped: (layoutLabel: string, missing: readonly PayrollUnmappedRecord[]) =>
    `Nothing was exported: the ${layoutLabel} file needs ${missing
      .map(({ field, record, lines }) => `${field} for ${record} (${lines} line${lines === 1 ? '' : 's'})`)
      .join(', ')}. Fill them in on Payroll Export's Mappings, then export again`,
  batchMade: (id: number, lines: number) => `Batch ${id} was made with ${lines} line(s)`,
  batchNotFound: 'The payroll batch was not found',
  processedNeedsOne: 'Send payrollBatchNumber or resultFile (or both)',
  resultFileEmpty: 'resultFile.content is empty',
  batchNumberBlank: 'payrollBatchNumber is required',
  notExported: (state: string) => `The batch is ${state}: only an exported batch can change`,
  processed: (id: number, rejected = 0) =>
    rejected === 0
      ? `Batch ${id} was marked processed`
      : `Batch ${id} was marked processed; payroll rejected ${rejected} line(s): they are in Error`,
  /** The result file (shared/docs/payroll-export.md "The result file"): what stops it being read. */
  resultFileUnreadable: (reason: string) => `resultFile is not a readable CSV: ${reason}`,
  resultFileNoColumn: (column: string) => `resultFile has no '${column}' column`,
  resultSeqUnknown: (line: number, seq: string, batchId: number) =>
    `resultFile line ${line}: Seq '${seq}' is not a line of batch ${batchId}`,
  resultSeqRepeated: (line: number, seq: number, first: number) =>
    `resultFile line ${line}: Seq ${seq} is already on line ${first}`,
  resultValue: (line: number) => `resultFile line ${line}: Result must be Accepted or Rejected`,
  resultReasonRequired: (line: number) => `resultFile line ${line}: Reason is required for a rejected line`,
  /** `problem`: words after the column's name, as TextProblem's or a length. */
  resultReasonBad: (line: number, problem: string) => `resultFile line ${line}: Reason ${problem}`,
  resultOtherBatch: (line: number, value: string, batchId: number) =>
    `resultFile line ${line}: BatchId '${value}' is not batch ${batchId}`,
  resultTimecardDiffers: (line: number, value: string, seq: number) =>
    `resultFile line ${line}: TimecardId '${value}' is not the line at Seq ${seq}`,
  cancelled: (id: number) => `Batch ${id} was cancelled; its lines can be exported again`,
  reasonRequired: 'reason is required',
  /** The Payroll Export screen's batch lines dialog. */
  hashCopied: 'SHA-256 copied',
  hashNotCopied: 'The SHA-256 could not be copied; select it and copy it by hand',
  totalsFailed: (reason: string) => `The totals could not be loaded: ${reason}`,
  /** The new batch panel: what making the batch now would be refused with. */
  layoutNotMade: (label: string, reason: string) => `${label}: ${reason}`,
} as const;
