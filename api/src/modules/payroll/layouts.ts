import { createHash } from 'node:crypto';
import { type PayrollBatchLine, type PayrollLayout, PayrollLineKind } from '@tac/contracts';
import { csvField } from '../../http/csv-field.ts';
import type { VistaSettings } from './vista-settings.ts';

/**
 * A batch's file in each payroll system's import layout; every column is described in
 * shared/docs/payroll-export.md. Made once when the batch is made and stored, so a download later
 * gives the same bytes (and the same SHA-256).
 */

const hours = (value: number) => value.toFixed(2);
/** 'YYYY-MM-DD' as MM/DD/YY (both import screens read this). */
const mmddyy = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(2, 4)}`;

/** One row of a payroll system's file: a line's values, or a reversal of what an earlier batch sent. */
interface Entry {
  employeeNumber: string;
  day: string;
  weekEndingDate: string;
  projectNumber: string;
  taskNumber: string;
  payCode: string;
  hours: number;
  memo: string;
}

/**
 * What a payroll system imports for a line: the line itself, and for a correction first the reversal
 * of the earlier batch's values (their hours negated), so the system ends with the corrected values
 * whatever changed (hours, pay code or task).
 */
function entriesOf(batchId: number, line: PayrollBatchLine): Entry[] {
  const current: Entry = {
    employeeNumber: line.employeeNumber,
    day: line.day,
    weekEndingDate: line.weekEndingDate,
    projectNumber: line.projectNumber,
    taskNumber: line.taskNumber,
    payCode: line.payCode,
    hours: line.hours,
    memo: `TAC ${batchId}-${line.seq}`,
  };
  if (line.kind !== PayrollLineKind.Correction) return [current];
  const reversal: Entry = {
    ...current,
    taskNumber: line.previousTaskNumber ?? '',
    payCode: line.previousPayCode ?? '',
    hours: -(line.previousHours ?? 0),
    memo: `TAC ${batchId}-${line.seq} reverses batch ${line.previousBatchId}`,
  };
  return [
    reversal,
    { ...current, memo: `TAC ${batchId}-${line.seq} corrects batch ${line.previousBatchId}` },
  ];
}

const GENERIC_HEADER = [
  'BatchId',
  'Seq',
  'LineKind',
  'TimecardId',
  'EmployeeNumber',
  'EmployeeName',
  'DivisionId',
  'ProjectNumber',
  'TaskNumber',
  'Day',
  'WeekEndingDate',
  'PayCode',
  'Hours',
  'PreviousBatchId',
  'PreviousTaskNumber',
  'PreviousPayCode',
  'PreviousHours',
];

const VISTA_HEADER = [
  'Co',
  'PRGroup',
  'PREndDate',
  'Employee',
  'PaySeq',
  'Type',
  'PostDate',
  'JCCo',
  'Job',
  'Phase',
  'EarnCode',
  'Hours',
  'Memo',
];

/**
 * Each layout's writer, one per definition of PAYROLL_LAYOUT_DEFINITIONS (@tac/contracts), whose id
 * keys it here (a definition without a writer does not compile): its header row and the text of a
 * line's rows. Each row is written as one template
 * (a batch has tens of thousands of lines): text that comes from the data goes through csvField;
 * numbers, days, hours and the line kind are written here and need no quoting.
 */
interface Layout {
  header: string;
  rows: (batchId: number, line: PayrollBatchLine, vista: VistaSettings) => string;
}

const headerRow = (names: readonly string[]) => `${names.map(csvField).join(',')}\r\n`;
const optionalHours = (value: number | null) => (value === null ? '' : hours(value));

const LAYOUTS: Record<PayrollLayout, Layout> = {
  generic: {
    header: headerRow(GENERIC_HEADER),
    rows: (batchId, l) =>
      `${batchId},${l.seq},${l.kind},${l.timecardId},${csvField(l.employeeNumber)},` +
      `${csvField(l.employeeName)},${l.divisionId},${csvField(l.projectNumber)},${csvField(l.taskNumber)},` +
      `${l.day},${l.weekEndingDate},${csvField(l.payCode)},${hours(l.hours)},${l.previousBatchId ?? ''},` +
      `${csvField(l.previousTaskNumber ?? '')},${csvField(l.previousPayCode ?? '')},` +
      `${optionalHours(l.previousHours)}\r\n`,
  },
  // Sage 300 CRE Payroll > Tools > Import Time reads rows in the order of a time entry view and
  // no header row.
  sage300: {
    header: '',
    rows: (batchId, l) => {
      let text = '';
      for (const e of entriesOf(batchId, l)) {
        text +=
          `${csvField(e.employeeNumber)},${mmddyy(e.day)},${csvField(e.projectNumber)},,` +
          `${csvField(e.taskNumber)},,${csvField(e.payCode)},${hours(e.hours)}\r\n`;
      }
      return text;
    },
  },
  // Vista's PR Timecard Entry import (table bPRTB): the template skips the header row.
  vista: {
    header: headerRow(VISTA_HEADER),
    // The office's Vista company, payroll group and pay sequence are whole numbers: no quoting.
    rows: (batchId, l, vista) => {
      let text = '';
      for (const e of entriesOf(batchId, l)) {
        text +=
          `${vista.company},${vista.prGroup},${mmddyy(e.weekEndingDate)},` +
          `${csvField(e.employeeNumber)},${vista.paySeq},J,${mmddyy(e.day)},${vista.company},` +
          `${csvField(e.projectNumber)},${csvField(e.taskNumber)},${csvField(e.payCode)},${hours(e.hours)},` +
          `${csvField(e.memo)}\r\n`;
      }
      return text;
    },
  },
};

export interface LayoutFile {
  layout: PayrollLayout;
  fileName: string;
  content: Uint8Array;
  sha256: string;
}

const CHUNK_CHARS = 64 * 1024;

/**
 * The batch's file in `layout`: CSV (RFC 4180, CRLF, UTF-8), named after the batch; the Vista file
 * under the office's Vista settings.
 */
export function layoutFile(
  layout: PayrollLayout,
  batchId: number,
  lines: readonly PayrollBatchLine[],
  vista: VistaSettings,
): LayoutFile {
  const { header, rows } = LAYOUTS[layout];
  // Written and hashed a chunk at a time: each chunk's text is garbage while still young, which the
  // collector frees cheaply, instead of tens of thousands of row texts living until the end.
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  let text = header;
  const flush = () => {
    const chunk = Buffer.from(text, 'utf8');
    hash.update(chunk);
    chunks.push(chunk);
    text = '';
  };
  for (const line of lines) {
    text += rows(batchId, line, vista);
    if (text.length >= CHUNK_CHARS) flush();
  }
  flush();
  return {
    layout,
    fileName: `payroll-batch-${batchId}-${layout}.csv`,
    content: Buffer.concat(chunks),
    sha256: hash.digest('hex'),
  };
}
