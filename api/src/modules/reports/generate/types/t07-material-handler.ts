import { type SqlBool, sql } from 'kysely';
import { PROJECT_GROUP, sumTotals } from '../layout.ts';
import { oneTableReport } from '../report-type.ts';
import { dayText, employeeKey, joinedTexts, projectKey, totalHours } from '../sql.ts';
import { timecardsInScope } from './timecards.ts';

/** Type 7: the hours and work notes of the employees whose job title is material handler. */
export default oneTableReport('7', {
  query: (db, request) =>
    timecardsInScope(db, request)
      .select([
        ...projectKey(),
        ...employeeKey(),
        dayText('t.day').as('day'),
        totalHours().as('hours'),
        joinedTexts('t.work_note').as('notes'),
      ])
      .where(sql<SqlBool>`e.job_title ilike '%material handler%'`)
      .groupBy(['p.id', 'e.id', 't.day']),
  keys: ['project', 'projectId', 'employee', 'employeeId', 'day'],
  groups: [PROJECT_GROUP],
  columns: [
    { field: 'employee', header: 'Employee', width: 160 },
    { field: 'day', header: 'Day', width: 55, format: 'date' },
    { field: 'hours', header: 'Hours', width: 45, format: 'number' },
    { field: 'notes', header: 'Work Notes', width: 220 },
  ],
  totals: sumTotals(['hours']),
  emptyText: 'No material handler worked in this period.',
});
