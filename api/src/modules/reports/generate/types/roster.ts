import { sql } from 'kysely';
import type { ReportColumn, ReportTotals } from '../definition.ts';
import { employeeKey, fullName } from '../sql.ts';

/** The rosters (13, 14): active employees `e` as they stand, a line each, a head count per group. */

/** What a roster line selects of its employee: the key it is ordered by, number and name. */
export const rosterEmployee = () => [
  ...employeeKey(),
  sql<string>`e.employee_number`.as('employeeNumber'),
  fullName('e').as('name'),
];

/** A roster's first columns: the employee's number and name. */
export const ROSTER_NAME_COLUMNS: ReportColumn[] = [
  { field: 'employeeNumber', header: 'Employee #', width: 60 },
  { field: 'name', header: 'Name', width: 120 },
];

/** A roster's totals: its head count, under the names. */
export const HEAD_COUNT: ReportTotals = { sum: [], cells: ({ count }) => ({ name: `Head count ${count}` }) };
