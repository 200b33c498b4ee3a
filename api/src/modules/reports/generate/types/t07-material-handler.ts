import { type SqlBool, sql } from 'kysely';
import type { ReportDefinition } from '../definition.ts';
import { decimal } from '../format.ts';
import { reportType } from '../report-type.ts';
import {
  dayText,
  employeeLabel,
  inPeriod,
  joinedTexts,
  projectInScope,
  projectLabel,
  totalHours,
} from '../sql.ts';

/** Type 7: the hours and work notes of the employees whose job title is material handler. */
const definition: ReportDefinition = {
  ...reportType('7'),
  parts: [
    {
      query: (db, request) =>
        db
          .selectFrom('timecard as t')
          .innerJoin('project as p', 'p.id', 't.project_id')
          .innerJoin('employee as e', 'e.id', 't.employee_id')
          .select([
            projectLabel('p').as('project'),
            'p.id as projectId',
            employeeLabel('e').as('employee'),
            'e.id as employeeId',
            dayText('t.day').as('day'),
            totalHours().as('hours'),
            joinedTexts('t.work_note').as('notes'),
          ])
          .where(sql<SqlBool>`e.job_title ilike '%material handler%'`)
          .where(projectInScope(request, 't.project_id'))
          .where(inPeriod(request, 't.day'))
          .groupBy(['p.id', 'e.id', 't.day']),
      keys: ['project', 'projectId', 'employee', 'employeeId', 'day'],
      groups: [{ field: 'project', label: 'Project' }],
      columns: [
        { field: 'employee', header: 'Employee', width: 160 },
        { field: 'day', header: 'Day', width: 55, format: 'date' },
        { field: 'hours', header: 'Hours', width: 45, format: 'number' },
        { field: 'notes', header: 'Work Notes', width: 220 },
      ],
      totals: { sum: ['hours'], cells: ({ sums }) => ({ hours: decimal(sums.hours ?? 0) }) },
      emptyText: 'No material handler worked in this period.',
    },
  ],
};
export default definition;
