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
} from './schemas/payroll.ts';
import { selfNamed } from './self-named.ts';

export const PayrollBatchState = selfNamed('Exported', 'Processed', 'Cancelled');
export type PayrollBatchState = (typeof PayrollBatchState)[keyof typeof PayrollBatchState];

/** A batch line: a line sent for the first time, or a correction of one sent before. */
export const PayrollLineKind = selfNamed('Line', 'Correction');
export type PayrollLineKind = (typeof PayrollLineKind)[keyof typeof PayrollLineKind];

/**
 * The file layouts of a batch (columns in shared/docs/payroll-export.md): the generic CSV, Sage 300
 * CRE's Import Time (a time entry view of those columns), Viewpoint Vista's PR Timecard Entry import.
 * One definition each: its id (in the API's calls and the file's name), its name and its short name
 * on the download buttons; each id's writer is the API's (`payroll/layouts.ts`, one entry per id).
 * A new layout: shared/docs/adding.md.
 */
export interface PayrollLayoutDefinition {
  id: string;
  label: string;
  shortLabel: string;
}
export const PAYROLL_LAYOUT_DEFINITIONS = [
  { id: 'generic', label: 'Generic CSV', shortLabel: 'CSV' },
  { id: 'sage300', label: 'Sage 300 CRE time entry', shortLabel: 'Sage 300' },
  { id: 'vista', label: 'Viewpoint Vista PR timecard batch', shortLabel: 'Vista' },
] as const satisfies readonly PayrollLayoutDefinition[];
export type PayrollLayout = (typeof PAYROLL_LAYOUT_DEFINITIONS)[number]['id'];
export const PAYROLL_LAYOUTS: readonly PayrollLayout[] = PAYROLL_LAYOUT_DEFINITIONS.map((d) => d.id);

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
} as const;
