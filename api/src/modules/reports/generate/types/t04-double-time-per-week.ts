import { sql } from 'kysely';
import type { ReportDefinition } from '../definition.ts';
import { decimal } from '../format.ts';
import { reportType } from '../report-type.ts';
import { dayText, employeeLabel, inPeriod, projectInScope, projectLabel } from '../sql.ts';

/** Type 4: double-time (DT) hours by week ending and employee, one line per project and day. */
const definition: ReportDefinition = {
  ...reportType('4'),
  parts: [
    {
      query: (db, request) =>
        db
          .selectFrom('timecard as t')
          .innerJoin('project as p', 'p.id', 't.project_id')
          .innerJoin('employee as e', 'e.id', 't.employee_id')
          .select([
            dayText('t.week_ending_date').as('weekEnding'),
            employeeLabel('e').as('employee'),
            'e.id as employeeId',
            dayText('t.day').as('day'),
            projectLabel('p').as('project'),
            'p.id as projectId',
            sql<number>`sum(t.hours)::float8`.as('hours'),
          ])
          .where('t.hours_type', '=', 'DT')
          .where(projectInScope(request, 't.project_id'))
          .where(inPeriod(request, 't.day'))
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
      totals: { sum: ['hours'], cells: ({ sums }) => ({ hours: decimal(sums.hours ?? 0) }) },
      emptyText: 'No double time in this period.',
    },
  ],
};
export default definition;
