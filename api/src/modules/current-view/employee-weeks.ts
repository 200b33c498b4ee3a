import {
  ATTESTATION_FILTER_OPTIONS,
  type EmployeeWeek,
  OVERTIME_RULE_SETS,
  WEEK_ATTESTATION_COUNTS,
  WEEK_SIGNATURE_COUNTS,
} from '@tac/contracts';
import type { CsvColumn } from '../../http/csv-stream.ts';

const ruleSetName = (id: string) => OVERTIME_RULE_SETS.find((r) => r.id === id)?.name ?? id;
const hours = (value: number) => Math.round(value * 100) / 100;

/**
 * The week by employee's columns (shared/docs/overtime.md): Day 1 is the workweek's first day,
 * Day 7 its week-ending day.
 */
export const EMPLOYEE_WEEK_CSV_COLUMNS: readonly CsvColumn<EmployeeWeek>[] = [
  { header: 'Employee Number', value: (w) => w.employeeNumber },
  { header: 'Employee', value: (w) => w.fullName },
  { header: 'Week Ending', value: (w) => w.weekEndingDate },
  { header: 'Overtime Rules', value: (w) => ruleSetName(w.overtimeRuleSet) },
  ...[0, 1, 2, 3, 4, 5, 6].map((i) => ({
    header: `Day ${i + 1}`,
    value: (w: EmployeeWeek) => hours(w.days[i] ?? 0),
  })),
  { header: 'Total Hours', value: (w) => hours(w.days.reduce((sum, h) => sum + h, 0)) },
  { header: 'Sent Regular', value: (w) => hours(w.sent.regular) },
  { header: 'Sent Overtime', value: (w) => hours(w.sent.overtime) },
  { header: 'Sent Double Time', value: (w) => hours(w.sent.doubleTime) },
  { header: 'Worked Out Regular', value: (w) => hours(w.workedOut.regular) },
  { header: 'Worked Out Overtime', value: (w) => hours(w.workedOut.overtime) },
  { header: 'Worked Out Double Time', value: (w) => hours(w.workedOut.doubleTime) },
  { header: 'Premium Hours', value: (w) => hours(w.premiumHours) },
  { header: 'Pay Codes', value: (w) => w.payCodes.join(' ') },
  { header: 'Lines', value: (w) => w.lines },
  { header: 'Pending', value: (w) => w.pending },
  { header: 'Approved', value: (w) => w.approved },
  { header: 'Rejected', value: (w) => w.rejected },
  { header: 'Open Exceptions', value: (w) => w.openExceptions },
  ...ATTESTATION_FILTER_OPTIONS.map((status) => {
    const { field, csvHeader } = WEEK_ATTESTATION_COUNTS[status];
    return { header: csvHeader, value: (w: EmployeeWeek) => w[field] };
  }),
  ...WEEK_SIGNATURE_COUNTS.map(({ field, csvHeader }) => ({
    header: csvHeader,
    value: (w: EmployeeWeek) => w[field],
  })),
];
