import { sql } from 'kysely';
import { DEVICE_NAME_SAMPLE } from '../format.ts';
import { PROJECT_GROUP } from '../layout.ts';
import { oneTableReport } from '../report-type.ts';
import { projectInScope, projectKey } from '../sql.ts';
import { HEAD_COUNT, ROSTER_NAME_COLUMNS, rosterEmployee } from './roster.ts';

/**
 * Type 13: who is on each project's roster as it stands: the active employees of the devices
 * assigned to the project, with those devices, their title and union; a head count per project.
 */
export default oneTableReport(
  '13',
  {
    query: (db, request) =>
      db
        .selectFrom('device_project as dp')
        .innerJoin('project as p', 'p.id', 'dp.project_id')
        .innerJoin('device as d', 'd.id', 'dp.device_id')
        .innerJoin('device_employee as de', 'de.device_id', 'dp.device_id')
        .innerJoin('employee as e', 'e.id', 'de.employee_id')
        .select([
          ...projectKey(),
          ...rosterEmployee(),
          sql<string>`string_agg(distinct d.name, ', ')`.as('devices'),
          'e.job_title as title',
          'e.union_number as union',
        ])
        .where('e.is_active', '=', true)
        .where(projectInScope(request, 'dp.project_id'))
        .groupBy(['p.id', 'e.id']),
    keys: ['project', 'projectId', 'employee', 'employeeId'],
    groups: [PROJECT_GROUP],
    columns: [
      ...ROSTER_NAME_COLUMNS,
      { field: 'devices', header: 'Devices', width: 170, sample: DEVICE_NAME_SAMPLE },
      { field: 'title', header: 'Title', width: 90 },
      { field: 'union', header: 'Union', width: 50 },
    ],
    totals: HEAD_COUNT,
    emptyText: 'No employees are assigned to these projects.',
  },
  { period: false },
);
