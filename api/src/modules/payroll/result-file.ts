import {
  PAYROLL_REJECTION_REASON_MAX,
  PayrollLineResult,
  PayrollMessages,
  textProblem,
} from '@tac/contracts';
import { CsvError, parse } from 'csv-parse/sync';
import { ApiError } from '../../http/envelope.ts';

/** One row of a result file: where it is, the batch line it names, and payroll's answer for it. */
export interface ResultRow {
  /** Its line in the file (the header is line 1). */
  line: number;
  seq: number;
  /** The TimecardId the row gives ('' when the file has no such column): it must be the line's. */
  timecardId: string;
  rejected: boolean;
  reason: string;
}

/** A column name as written in a header, compared without case, spaces or underscores. */
const key = (name: string) => name.toLowerCase().replace(/[\s_]+/g, '');

const COLUMNS = {
  seq: 'Seq',
  result: 'Result',
  reason: 'Reason',
  batchId: 'BatchId',
  timecardId: 'TimecardId',
};

const bad = (message: string) => new ApiError(400, message);

function decoded(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw bad(PayrollMessages.resultFileUnreadable('it is not UTF-8 text'));
  }
}

function records(text: string): { record: string[]; info: { lines: number } }[] {
  try {
    // With `info`, each record comes as { record, info }; the typings do not model that option.
    return parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      info: true,
      relax_column_count: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    throw bad(
      PayrollMessages.resultFileUnreadable(error instanceof CsvError ? error.message : String(error)),
    );
  }
}

function reasonOf(row: number, value: string, rejected: boolean): string {
  if (!rejected) return value;
  if (value === '') throw bad(PayrollMessages.resultReasonRequired(row));
  const problem =
    textProblem(value, { singleLine: true }) ??
    (value.length > PAYROLL_REJECTION_REASON_MAX
      ? `must be at most ${PAYROLL_REJECTION_REASON_MAX} characters`
      : undefined);
  if (problem) throw bad(PayrollMessages.resultReasonBad(row, problem));
  return value;
}

/**
 * Reads a payroll result file (shared/docs/payroll-export.md "The result file"): a UTF-8 CSV whose
 * header names the columns in any order, Seq and Result required; each row names a line of batch
 * `batchId` by its Seq and says Accepted or Rejected, a rejected one with its Reason. What the file
 * itself gets wrong is a 400 naming the line (the first found), so a file that cannot be read never
 * marks a rejected line Processed. Whether each Seq is a line of the batch is the caller's to check.
 */
export function readResultFile(bytes: Uint8Array, batchId: number): ResultRow[] {
  const [header, ...data] = records(decoded(bytes));
  const names = (header?.record ?? []).map(key);
  const at = (column: string) => names.indexOf(key(column));
  for (const column of [COLUMNS.seq, COLUMNS.result]) {
    if (at(column) < 0) throw bad(PayrollMessages.resultFileNoColumn(column));
  }
  for (const column of Object.values(COLUMNS)) {
    if (names.lastIndexOf(key(column)) !== at(column))
      throw bad(PayrollMessages.resultFileUnreadable(`it names the '${column}' column twice`));
  }
  const seen = new Map<number, number>();
  return data.map(({ record, info }) => {
    const row = info.lines;
    const cell = (column: string) => (at(column) < 0 ? '' : (record[at(column)] ?? ''));
    const batch = cell(COLUMNS.batchId);
    if (batch !== '' && batch !== String(batchId))
      throw bad(PayrollMessages.resultOtherBatch(row, batch, batchId));
    const seqText = cell(COLUMNS.seq);
    const seq = /^\d{1,9}$/.test(seqText) ? Number(seqText) : 0;
    if (seq < 1) throw bad(PayrollMessages.resultSeqUnknown(row, seqText, batchId));
    const first = seen.get(seq);
    if (first !== undefined) throw bad(PayrollMessages.resultSeqRepeated(row, seq, first));
    seen.set(seq, row);
    const result = cell(COLUMNS.result).toLowerCase();
    if (
      result !== PayrollLineResult.Accepted.toLowerCase() &&
      result !== PayrollLineResult.Rejected.toLowerCase()
    )
      throw bad(PayrollMessages.resultValue(row));
    const rejected = result === PayrollLineResult.Rejected.toLowerCase();
    return {
      line: row,
      seq,
      timecardId: cell(COLUMNS.timecardId),
      rejected,
      reason: reasonOf(row, cell(COLUMNS.reason), rejected),
    };
  });
}
