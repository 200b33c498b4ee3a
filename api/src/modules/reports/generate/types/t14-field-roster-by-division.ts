import { sql } from 'kysely';
import type { ReportDefinition } from '../definition.ts';
import { DEVICE_NAME_SAMPLE } from '../format.ts';
import { reportType } from '../report-type.ts';
import { divisionInScope, employeeLabel, fullName } from '../sql.ts';

/**
 * Type 14: a division's active employees as they stand, with the projects and devices they are
 * assigned to through their devices; a head count per division.
 */
const definition: ReportDefinition = {
  ...reportType('14', { period: false }),
  parts: [
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
            employeeLabel('e').as('employeeLabel'),
            'e.id as employeeId',
            'e.employee_number as employeeNumber',
            fullName('e').as('name'),
            sql<string>`coalesce(string_agg(distinct p.project_number, ', '), '')`.as('projects'),
            sql<string>`coalesce(string_agg(distinct d.name, ', '), '')`.as('devices'),
          ])
          .where('e.is_active', '=', true)
          .where(divisionInScope(request, 'e.division_id'))
          .groupBy(['v.id', 'e.id']),
      keys: ['division', 'divisionId', 'employeeLabel', 'employeeId'],
      groups: [{ field: 'division', label: 'Division' }],
      columns: [
        { field: 'employeeNumber', header: 'Employee #', width: 60 },
        { field: 'name', header: 'Name', width: 120 },
        { field: 'projects', header: 'Projects', width: 160 },
        { field: 'devices', header: 'Devices', width: 170, sample: DEVICE_NAME_SAMPLE },
      ],
      totals: { sum: [], cells: ({ count }) => ({ name: `Head count ${count}` }) },
      emptyText: 'No active employees in these divisions.',
    },
  ],
};
export default definition;
