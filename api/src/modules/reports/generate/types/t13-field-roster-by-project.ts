import { sql } from 'kysely';
import type { ReportDefinition } from '../definition.ts';
import { DEVICE_NAME_SAMPLE } from '../format.ts';
import { reportType } from '../report-type.ts';
import { employeeLabel, fullName, projectInScope, projectLabel } from '../sql.ts';

/**
 * Type 13: who is on each project's roster as it stands: the active employees of the devices
 * assigned to the project, with those devices, their title and union; a head count per project.
 */
const definition: ReportDefinition = {
  ...reportType('13', { period: false }),
  parts: [
    {
      query: (db, request) =>
        db
          .selectFrom('device_project as dp')
          .innerJoin('project as p', 'p.id', 'dp.project_id')
          .innerJoin('device as d', 'd.id', 'dp.device_id')
          .innerJoin('device_employee as de', 'de.device_id', 'dp.device_id')
          .innerJoin('employee as e', 'e.id', 'de.employee_id')
          .select([
            projectLabel('p').as('project'),
            'p.id as projectId',
            employeeLabel('e').as('employeeLabel'),
            'e.id as employeeId',
            'e.employee_number as employeeNumber',
            fullName('e').as('name'),
            sql<string>`string_agg(distinct d.name, ', ')`.as('devices'),
            'e.job_title as title',
            'e.union_number as union',
          ])
          .where('e.is_active', '=', true)
          .where(projectInScope(request, 'dp.project_id'))
          .groupBy(['p.id', 'e.id']),
      keys: ['project', 'projectId', 'employeeLabel', 'employeeId'],
      groups: [{ field: 'project', label: 'Project' }],
      columns: [
        { field: 'employeeNumber', header: 'Employee #', width: 60 },
        { field: 'name', header: 'Name', width: 120 },
        { field: 'devices', header: 'Devices', width: 170, sample: DEVICE_NAME_SAMPLE },
        { field: 'title', header: 'Title', width: 90 },
        { field: 'union', header: 'Union', width: 50 },
      ],
      totals: { sum: [], cells: ({ count }) => ({ name: `Head count ${count}` }) },
      emptyText: 'No employees are assigned to these projects.',
    },
  ],
};
export default definition;
