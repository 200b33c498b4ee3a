import { createHash } from 'node:crypto';
import {
  mmddyy,
  type PayrollBatchLine,
  type PayrollColumnFormat,
  type PayrollFileRow,
  type PayrollFileSettings,
  type PayrollLayout,
  type PayrollLayoutDefinition,
  PayrollLineKind,
  type PayrollMappedValues,
  payrollLayout,
} from '@tac/contracts';
import { csvField } from '../../http/csv-field.ts';

/**
 * A batch's file in a layout, written from the layout's definition in @tac/contracts
 * (PAYROLL_LAYOUT_DEFINITIONS: its columns, their formats, its rows a line); every column is described
 * in shared/docs/payroll-export.md. Made once when the batch is made and stored, so a download later
 * gives the same bytes (and the same SHA-256).
 */

/** A batch line with the values its rows take from the mappings (mappings.ts `valuesOf`). */
export interface ExportLine {
  line: PayrollBatchLine;
  /** The line's employee's, division's and device's values, with its pay code's. */
  mapped: PayrollMappedValues;
  /** On a correction: the same with the earlier batch's pay code's (its reversal row's). */
  previousMapped: PayrollMappedValues | null;
}

const DAY_MS = 86_400_000;
/** The day's place in the week ending on `weekEnding`: 7 for that day, 1 for six days before it. */
export const dayNumber = (day: string, weekEnding: string) =>
  7 - Math.round((Date.parse(weekEnding) - Date.parse(day)) / DAY_MS);

/**
 * What a payroll system imports for a line: the line itself, and for a correction in a layout that
 * takes one so, first the reversal of the earlier batch's values (their hours negated), so the system
 * ends with the corrected values whatever changed (hours, pay code or task).
 */
function rowsOf(
  layout: PayrollLayoutDefinition,
  batchId: number,
  { line, mapped, previousMapped }: ExportLine,
  settings: PayrollFileSettings,
): PayrollFileRow[] {
  const current: PayrollFileRow = {
    batchId,
    line,
    reversal: false,
    taskNumber: line.taskNumber,
    payCode: line.payCode,
    hours: line.hours,
    memo: `TAC ${batchId}-${line.seq}`,
    dayNum: dayNumber(line.day, line.weekEndingDate),
    mapped,
    settings,
  };
  if (layout.rows === 'line' || line.kind !== PayrollLineKind.Correction) return [current];
  const reversal: PayrollFileRow = {
    ...current,
    reversal: true,
    taskNumber: line.previousTaskNumber ?? '',
    payCode: line.previousPayCode ?? '',
    hours: -(line.previousHours ?? 0),
    memo: `TAC ${batchId}-${line.seq} reverses batch ${line.previousBatchId}`,
    mapped: previousMapped ?? mapped,
  };
  return [
    reversal,
    { ...current, memo: `TAC ${batchId}-${line.seq} corrects batch ${line.previousBatchId}` },
  ];
}

/** A value in its column's format; text from the data goes through csvField, the rest needs no quoting. */
function field(value: string | number | null, format: PayrollColumnFormat): string {
  if (value === null) return '';
  switch (format) {
    case 'text':
      return csvField(String(value));
    case 'hours':
      return typeof value === 'number' ? value.toFixed(2) : value;
    case 'mmddyy':
      return mmddyy(String(value));
    default:
      return String(value);
  }
}

export interface LayoutFile {
  layout: PayrollLayout;
  fileName: string;
  content: Uint8Array;
  sha256: string;
  batchValues: { name: string; value: string }[];
}

const CHUNK_CHARS = 64 * 1024;

/**
 * The batch's file in `layout`: CSV (RFC 4180, CRLF, UTF-8), named after the batch, under the
 * office's payroll settings; `weekEndingDates` are the batch's (its batch values read them).
 */
export function layoutFile(
  layout: PayrollLayout,
  batchId: number,
  lines: readonly ExportLine[],
  settings: PayrollFileSettings,
  weekEndingDates: readonly string[],
): LayoutFile {
  const definition = payrollLayout(layout);
  const { columns } = definition;
  // Written and hashed a chunk at a time: each chunk's text is garbage while still young, which the
  // collector frees cheaply, instead of tens of thousands of row texts living until the end.
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  let text = definition.headerRow ? `${columns.map((c) => csvField(c.header)).join(',')}\r\n` : '';
  const flush = () => {
    const chunk = Buffer.from(text, 'utf8');
    hash.update(chunk);
    chunks.push(chunk);
    text = '';
  };
  for (const line of lines) {
    for (const row of rowsOf(definition, batchId, line, settings)) {
      let sep = '';
      for (const c of columns) {
        text += sep + field(c.value(row), c.format);
        sep = ',';
      }
      text += '\r\n';
    }
    if (text.length >= CHUNK_CHARS) flush();
  }
  flush();
  return {
    layout,
    fileName: `payroll-batch-${batchId}-${layout}.csv`,
    content: Buffer.concat(chunks),
    sha256: hash.digest('hex'),
    batchValues: definition.batchValues.map((v) => ({
      name: v.name,
      value: v.value({ weekEndingDates, settings }),
    })),
  };
}
