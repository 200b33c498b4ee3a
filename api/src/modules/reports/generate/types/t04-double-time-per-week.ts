import { sql } from 'kysely';
import { sumTotals } from '../layout.ts';
import { oneTableReport } from '../report-type.ts';
import { dayText, employeeKey, projectKey } from '../sql.ts';
import { timecardsInScope } from './timecards.ts';

/** Type 4: double-time (DT) hours by week ending and employee, one line per project and day. */
export default oneTableReport('4', {
  query: (db, request) =>
    timecardsInScope(db, request)
      .select([
        dayText('t.week_ending_date').as('weekEnding'),
        ...employeeKey(),
        dayText('t.day').as('day'),
        ...projectKey(),
        sql<number>`sum(t.hours)::float8`.as('hours'),
      ])
      .where('t.hours_type', '=', 'DT')
      .groupBy(['t.week_ending_date', 'e.id', 't.day', 'p.id']),
  keys: ['weekEnding', 'employee', 'employeeId', 'day', 'project', 'projectId'],
  groups: [
    { field: 'weekEnding', label: 'Week Ending', format: 'date' },
    { field: 'employee', label: 'Employee' },
  ],
  columns: [
    { field: 'day', header: 'Day', width: 60, format: 'date' },
    { field: 'project', header: 'Project', width: 250 },
    { field: 'hours', header: 'Double Time Hours', width: 90, format: 'number' },
  ],
  totals: sumTotals(['hours']),
  emptyText: 'No double time in this period.',
});
