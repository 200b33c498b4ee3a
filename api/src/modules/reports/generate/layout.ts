import type { ReportColumn, ReportGroup, ReportTotals } from './definition.ts';
import { decimal } from './format.ts';
import { PAY_CODES } from './sql.ts';

/** The groups, columns and totals the report types lay their parts out with alike. */

export const PROJECT_GROUP: ReportGroup = { field: 'project', label: 'Project' };
export const TASK_CODE_GROUP: ReportGroup = { field: 'taskCode', label: 'Task Code' };

/** A column per pay code, then their total ('hours'), as hoursByPayCode selects them. */
export const payCodeColumns = (width: number, totalWidth: number): ReportColumn[] => [
  ...PAY_CODES.map((code) => ({ field: code, header: code, width, format: 'number' as const })),
  { field: 'hours', header: 'Total', width: totalWidth, format: 'number' },
];

/** Totals that sum `fields`, each written as a number. */
export const sumTotals = (fields: readonly string[]): ReportTotals => ({
  sum: fields,
  cells: ({ sums }) => Object.fromEntries(fields.map((field) => [field, decimal(sums[field] ?? 0)])),
});

/** '1 voucher', '3 vouchers': how many rows a group has. */
export const countOf = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
