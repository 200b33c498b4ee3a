import type { TimecardRecord } from '@tac/contracts';

/** Units and hours as numbers: blank when missing. */
export const formatNumber = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** "Employee Number - Name". */
export const employeeLabel = (row: Pick<TimecardRecord, 'employeeNumber' | 'fullName'>): string =>
  [row.employeeNumber, row.fullName].filter(Boolean).join(' - ');
