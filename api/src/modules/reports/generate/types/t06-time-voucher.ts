import { sql } from 'kysely';
import type { ReportDefinition } from '../definition.ts';
import { decimal } from '../format.ts';
import { reportType } from '../report-type.ts';
import {
  dayText,
  employeeLabel,
  inPeriod,
  PAY_CODES,
  payCodeHours,
  projectInScope,
  projectLabel,
  taskInScope,
  taskLabel,
  totalHours,
} from '../sql.ts';

/** Type 6: the timecards' hours by pay code per employee and day, grouped by project and the chosen task codes. */
const definition: ReportDefinition = {
  ...reportType('6'),
  parts: [
    {
      query: (db, request) =>
        db
          .selectFrom('timecard as t')
          .innerJoin('project as p', 'p.id', 't.project_id')
          .innerJoin('employee as e', 'e.id', 't.employee_id')
          .leftJoin('task as k', 'k.id', 't.task_id')
          .select([
            projectLabel('p').as('project'),
            'p.id as projectId',
            taskLabel('k').as('taskCode'),
            sql<number>`coalesce(k.id, 0)`.as('taskId'),
            employeeLabel('e').as('employee'),
            'e.id as employeeId',
            dayText('t.day').as('day'),
            ...PAY_CODES.map((code) => payCodeHours(code).as(code)),
            totalHours().as('hours'),
          ])
          .where(projectInScope(request, 't.project_id'))
          .where(taskInScope(request, 't.task_id'))
          .where(inPeriod(request, 't.day'))
          .groupBy(['p.id', 'k.id', 'e.id', 't.day']),
      keys: ['project', 'projectId', 'taskCode', 'taskId', 'employee', 'employeeId', 'day'],
      groups: [
        { field: 'project', label: 'Project' },
        { field: 'taskCode', label: 'Task Code' },
      ],
      columns: [
        { field: 'employee', header: 'Employee', width: 170 },
        { field: 'day', header: 'Day', width: 55, format: 'date' },
        ...PAY_CODES.map((code) => ({ field: code, header: code, width: 40, format: 'number' as const })),
        { field: 'hours', header: 'Total', width: 45, format: 'number' },
      ],
      totals: {
        sum: [...PAY_CODES, 'hours'],
        cells: ({ sums }) =>
          Object.fromEntries([...PAY_CODES, 'hours'].map((field) => [field, decimal(sums[field] ?? 0)])),
      },
      emptyText: 'No hours on these task codes in this period.',
    },
  ],
};
export default definition;
