/**
 * The file layouts of a batch (shared/docs/payroll-export.md "File layouts"), each one definition:
 * its columns (a header, the value from a row, the value's format), the mapped fields its rows need
 * (a batch with lines that lack one is refused, naming them), the values it takes for the whole
 * batch, and when it cannot be made of a batch. The API writes every layout from its definition
 * (`payroll/layouts.ts`); the screen's buttons come from it. A new layout: shared/docs/adding.md.
 */

import type { PayrollBatchLine } from './payroll.ts';
import type { PayrollMappedValues, PayrollMappingFieldId } from './payroll-mappings.ts';

/** The office's payroll system set-up the files carry (the API reads it at start). */
export interface PayrollFileSettings {
  /** Vista's payroll company (also the job cost company), payroll group and payment sequence. */
  vista: { company: number; prGroup: number; paySeq: number };
}

/**
 * One row of a file: a batch line, or, for a layout that takes a correction as a reversal and the
 * new values, the reversal of what the earlier batch sent (its hours negated).
 */
export interface PayrollFileRow {
  batchId: number;
  line: PayrollBatchLine;
  reversal: boolean;
  /** The row's task code, pay code and hours: the earlier batch's on a reversal, else the line's. */
  taskNumber: string;
  payCode: string;
  hours: number;
  /** `TAC <batch>-<seq>`, and what a correction's row does. */
  memo: string;
  /** The day's place in its pay period: 1 for the first day of the week ending `weekEndingDate`, 7 for that day. */
  dayNum: number;
  /** The line's employee's, division's and device's values, and the row's pay code's. */
  mapped: PayrollMappedValues;
  settings: PayrollFileSettings;
}

/**
 * How a value is written: `text` quoted when it needs it and disarmed when it could start a formula
 * (it comes from what people typed); `raw` as it is (numbers, ISO days and the console's own codes);
 * `hours` with two decimals; `mmddyy` a 'YYYY-MM-DD' day as MM/DD/YY.
 */
export type PayrollColumnFormat = 'text' | 'raw' | 'hours' | 'mmddyy';

export interface PayrollLayoutColumn {
  header: string;
  value: (row: PayrollFileRow) => string | number | null;
  format: PayrollColumnFormat;
}

/** What a layout takes for the whole batch rather than on each row (shown with the file). */
export interface PayrollBatchValue {
  name: string;
  value: (batch: { weekEndingDates: readonly string[]; settings: PayrollFileSettings }) => string;
}

export interface PayrollLayoutDefinition {
  /** The API's `layout` parameter and the file's name. */
  id: string;
  /** The download button's accessible name and tooltip. */
  label: string;
  /** The download button's text. */
  shortLabel: string;
  /** Whether the first row names the columns. */
  headerRow: boolean;
  /** `line`: one row a batch line; `reversalThenLine`: a correction is its reversal, then its new values. */
  rows: 'line' | 'reversalThenLine';
  columns: readonly PayrollLayoutColumn[];
  /** Mapped fields every row needs: a batch with a line that lacks one is refused, naming the records. */
  requires: readonly PayrollMappingFieldId[];
  batchValues: readonly PayrollBatchValue[];
  /** Why the layout's file cannot be made of a batch of these weeks (null: it can). */
  notMadeFor: (weekEndingDates: readonly string[]) => string | null;
}

const always = () => null;
/** 'YYYY-MM-DD' as MM/DD/YY (both import screens read this). */
export const mmddyy = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(2, 4)}`;

const column = (
  header: string,
  format: PayrollColumnFormat,
  value: (row: PayrollFileRow) => string | number | null,
): PayrollLayoutColumn => ({ header, format, value });

const GENERIC: PayrollLayoutDefinition = {
  id: 'generic',
  label: 'Generic CSV',
  shortLabel: 'CSV',
  headerRow: true,
  rows: 'line',
  columns: [
    column('BatchId', 'raw', (r) => r.batchId),
    column('Seq', 'raw', (r) => r.line.seq),
    column('LineKind', 'raw', (r) => r.line.kind),
    column('TimecardId', 'raw', (r) => r.line.timecardId),
    column('EmployeeNumber', 'text', (r) => r.line.employeeNumber),
    column('EmployeeName', 'text', (r) => r.line.employeeName),
    column('DivisionId', 'raw', (r) => r.line.divisionId),
    column('ProjectNumber', 'text', (r) => r.line.projectNumber),
    column('TaskNumber', 'text', (r) => r.line.taskNumber),
    column('Day', 'raw', (r) => r.line.day),
    column('WeekEndingDate', 'raw', (r) => r.line.weekEndingDate),
    column('PayCode', 'text', (r) => r.line.payCode),
    column('Hours', 'hours', (r) => r.line.hours),
    column('PreviousBatchId', 'raw', (r) => r.line.previousBatchId),
    column('PreviousTaskNumber', 'text', (r) => r.line.previousTaskNumber),
    column('PreviousPayCode', 'text', (r) => r.line.previousPayCode),
    column('PreviousHours', 'hours', (r) => r.line.previousHours),
  ],
  requires: [],
  batchValues: [],
  notMadeFor: always,
};

/**
 * Sage 300 CRE Payroll > Tools > Import Time: rows in the order of a time entry view, no header row;
 * the period end date is chosen when importing.
 */
const SAGE_300: PayrollLayoutDefinition = {
  id: 'sage300',
  label: 'Sage 300 CRE time entry',
  shortLabel: 'Sage 300',
  headerRow: false,
  rows: 'reversalThenLine',
  columns: [
    column('Employee', 'text', (r) => r.line.employeeNumber),
    column('Date', 'mmddyy', (r) => r.line.day),
    column('Job', 'text', (r) => r.line.projectNumber),
    column('Extra', 'raw', () => ''),
    column('Cost Code', 'text', (r) => r.taskNumber),
    column('Category', 'raw', () => ''),
    column('Pay ID', 'text', (r) => r.payCode),
    column('Units', 'hours', (r) => r.hours),
    column('Class', 'text', (r) => r.mapped.class),
    column('Department', 'text', (r) => r.mapped.department),
    column('Shift', 'raw', (r) => r.mapped.shift),
  ],
  requires: [],
  batchValues: [],
  notMadeFor: always,
};

/**
 * Viewpoint Vista's PR Timecard Entry (bPRTB) through Viewpoint Import: a header row the template
 * skips. A PR batch belongs to one PR group and one PR ending date, which Viewpoint Import asks for
 * when it creates the batch, so they are the file's batch values, not columns, and a batch of
 * several weeks has no Vista file.
 */
const VISTA: PayrollLayoutDefinition = {
  id: 'vista',
  label: 'Viewpoint Vista PR timecard batch',
  shortLabel: 'Vista',
  headerRow: true,
  rows: 'reversalThenLine',
  columns: [
    column('Co', 'raw', (r) => r.settings.vista.company),
    column('Employee', 'raw', (r) => r.mapped.vistaEmployee),
    column('PaySeq', 'raw', (r) => r.settings.vista.paySeq),
    column('Type', 'raw', () => 'J'),
    column('PostDate', 'mmddyy', (r) => r.line.day),
    column('DayNum', 'raw', (r) => r.dayNum),
    column('JCCo', 'raw', (r) => r.settings.vista.company),
    column('Job', 'text', (r) => r.line.projectNumber),
    column('Phase', 'text', (r) => r.taskNumber),
    column('PRDept', 'text', (r) => r.mapped.department),
    column('Crew', 'text', (r) => r.mapped.crew),
    column('Craft', 'text', (r) => r.mapped.craft),
    column('Class', 'text', (r) => r.mapped.class),
    column('EarnCode', 'raw', (r) => r.mapped.vistaEarnCode),
    column('Shift', 'raw', (r) => r.mapped.shift),
    column('Hours', 'hours', (r) => r.hours),
    column('Memo', 'text', (r) => r.memo),
  ],
  requires: ['vistaEmployee', 'vistaEarnCode'],
  batchValues: [
    { name: 'PRGroup', value: ({ settings }) => String(settings.vista.prGroup) },
    { name: 'PREndDate', value: ({ weekEndingDates }) => mmddyy(weekEndingDates[0] ?? '') },
  ],
  notMadeFor: (weeks) => (weeks.length > 1 ? PayrollLayoutMessages.onePayPeriod('Vista') : null),
};

export const PAYROLL_LAYOUT_DEFINITIONS = [
  GENERIC as PayrollLayoutDefinition & { id: 'generic' },
  SAGE_300 as PayrollLayoutDefinition & { id: 'sage300' },
  VISTA as PayrollLayoutDefinition & { id: 'vista' },
] as const;
export type PayrollLayout = (typeof PAYROLL_LAYOUT_DEFINITIONS)[number]['id'];
export const PAYROLL_LAYOUTS: readonly PayrollLayout[] = PAYROLL_LAYOUT_DEFINITIONS.map((d) => d.id);

export function payrollLayout(id: PayrollLayout): PayrollLayoutDefinition {
  return PAYROLL_LAYOUT_DEFINITIONS.find((d) => d.id === id) as PayrollLayoutDefinition;
}

export const PayrollLayoutMessages = {
  onePayPeriod: (shortLabel: string) =>
    `${shortLabel} takes one pay period a batch: make a batch of one week for its file`,
  notConfigured: 'Not among the layouts this console makes (TAC_PAYROLL_LAYOUTS)',
} as const;
