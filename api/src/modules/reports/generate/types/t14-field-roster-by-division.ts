import { sql } from 'kysely';
import { DEVICE_NAME_SAMPLE } from '../format.ts';
import { oneTableReport } from '../report-type.ts';
import { divisionInScope } from '../sql.ts';
import { HEAD_COUNT, ROSTER_NAME_COLUMNS, rosterEmployee } from './roster.ts';

/**
 * Type 14: a division's active employees as they stand, with the projects and devices they are
 * assigned to through their devices; a head count per division.
 */
export default oneTableReport(
  '14',
  {
    query: (db, request) =>
      db
        .selectFrom('employee as e')
        .innerJoin('division as v', 'v.id', 'e.division_id')
        .leftJoin('device_employee as de', 'de.employee_id', 'e.id')
        .leftJoin('device as d', 'd.id', 'de.device_id')
        .leftJoin('device_project as dp', 'dp.device_id', 'de.device_id')
        .leftJoin('project as p', 'p.id', 'dp.project_id')
        .select([
          'v.division_name as division',
          'v.id as divisionId',
          ...rosterEmployee(),
          sql<string>`coalesce(string_agg(distinct p.project_number, ', '), '')`.as('projects'),
          sql<string>`coalesce(string_agg(distinct d.name, ', '), '')`.as('devices'),
        ])
        .where('e.is_active', '=', true)
        .where(divisionInScope(request, 'e.division_id'))
        .groupBy(['v.id', 'e.id']),
    keys: ['division', 'divisionId', 'employee', 'employeeId'],
    groups: [{ field: 'division', label: 'Division' }],
    columns: [
      ...ROSTER_NAME_COLUMNS,
      { field: 'projects', header: 'Projects', width: 160 },
      { field: 'devices', header: 'Devices', width: 170, sample: DEVICE_NAME_SAMPLE },
    ],
    totals: HEAD_COUNT,
    emptyText: 'No active employees in these divisions.',
  },
  { period: false },
);
