import { PROJECT_GROUP, payCodeColumns, sumTotals, TASK_CODE_GROUP } from '../layout.ts';
import { oneTableReport } from '../report-type.ts';
import { dayText, employeeKey, hoursByPayCode, PAY_CODES, projectKey, taskInScope, taskKey } from '../sql.ts';
import { timecardsInScope } from './timecards.ts';

/** Type 6: the timecards' hours by pay code per employee and day, grouped by project and the chosen task codes. */
export default oneTableReport('6', {
  query: (db, request) =>
    timecardsInScope(db, request)
      .select([
        ...projectKey(),
        ...taskKey(),
        ...employeeKey(),
        dayText('t.day').as('day'),
        ...hoursByPayCode(),
      ])
      .where(taskInScope(request, 't.task_id'))
      .groupBy(['p.id', 'k.id', 'e.id', 't.day']),
  keys: ['project', 'projectId', 'taskCode', 'taskId', 'employee', 'employeeId', 'day'],
  groups: [PROJECT_GROUP, TASK_CODE_GROUP],
  columns: [
    { field: 'employee', header: 'Employee', width: 170 },
    { field: 'day', header: 'Day', width: 55, format: 'date' },
    ...payCodeColumns(40, 45),
  ],
  totals: sumTotals([...PAY_CODES, 'hours']),
  emptyText: 'No hours on these task codes in this period.',
});
