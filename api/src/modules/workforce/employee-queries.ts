import type {
  DeviceOption,
  Employee,
  EmployeeDivisions,
  EmployeeProjectDivision,
  EmployeeRow,
  SearchTextEntry,
  WorkforceStatus,
} from '@tac/contracts';
import { EmployeeSearchField, ProjectPaneSearchField } from '@tac/contracts';
import { sql } from 'kysely';
import type { DivisionScope } from '../../auth/division-scope.ts';
import { inScope } from '../../auth/division-scope.ts';
import type { Db } from '../../db/database.ts';
import { runPaged } from '../../db/paged.ts';
import { applySearch, withoutUserId } from '../../db/search.ts';
import type { OffsetLimit } from '../../http/paging.ts';
import { employeeFullName } from './names.ts';
import { statusOf } from './scope.ts';

/** An employee's devices' names, ', '-separated, for `employee as e` (looked up by id: see device-queries.ts projectsOf). */
const deviceNames = sql<string>`(select coalesce(string_agg(d.name, ', ' order by d.name), '') from device d
  where d.id = any(array(select de.device_id from device_employee de where de.employee_id = e.id)))`;

/**
 * The employee list's rows (spec 001 §7): one status, by employee number, each column searchable;
 * paged by listEmployees, streamed whole by the current-view CSV.
 */
export function employeeListQuery(
  db: Db,
  divisions: DivisionScope,
  status: WorkforceStatus,
  search: readonly SearchTextEntry[] | undefined,
) {
  const F = EmployeeSearchField;
  // Looked up per row rather than joined, so the total (runPaged's count over the same query) reads
  // the employee table alone.
  const divisionName = sql<string>`(select dv.division_name from division dv where dv.id = e.division_id)`;
  const projectNumber = sql<string>`coalesce((select p.project_number from project p where p.id = e.project_id), '')`;
  return applySearch(
    db
      .selectFrom('employee as e')
      .select([
        'e.id',
        'e.employee_number as employeeNumber',
        employeeFullName('e').as('fullName'),
        'e.division_id as divisionId',
        divisionName.as('divisionName'),
        projectNumber.as('projectNumber'),
        deviceNames.as('devices'),
        statusOf('e.is_active').as('employeeStatusFlag'),
        sql<boolean>`not e.is_imported`.as('isManuallyAddedEmployee'),
      ])
      .where('e.is_active', '=', status === 'active')
      .where(inScope('e.division_id', divisions))
      .orderBy('e.employee_number'),
    withoutUserId(search),
    {
      [F.Employee]: 'e.search_text',
      [F.DivisionNumber]: divisionName,
      [F.ProjectNumber]: projectNumber,
      [F.Devices]: deviceNames,
    },
  );
}

/** Employee list (spec 001 §7): a page of employeeListQuery and the count. */
export function listEmployees(
  db: Db,
  divisions: DivisionScope,
  status: WorkforceStatus,
  search: readonly SearchTextEntry[] | undefined,
  range: OffsetLimit,
): Promise<{ rows: EmployeeRow[]; totalCount: number }> {
  return runPaged(employeeListQuery(db, divisions, status, search), range);
}

/** One employee the user may see (spec 001 §3.3), or undefined. */
export function findEmployee(db: Db, divisions: DivisionScope, employeeId: number) {
  return db
    .selectFrom('employee as e')
    .leftJoin('project as p', 'p.id', 'e.project_id')
    .select([
      'e.id',
      employeeFullName('e').as('fullName'),
      'e.employee_number as employeeNumber',
      statusOf('e.is_active').as('employeeStatusFlag'),
      'e.job_title as jobTitle',
      'e.email as emailAddress',
      sql<string>`coalesce(to_char(e.hire_date, 'YYYY-MM-DD'), '')`.as('hireDate'),
      'e.division_id as divisionId',
      'e.union_number as unionNumber',
      sql<string>`coalesce(p.project_number, '')`.as('projectNumber'),
      'e.is_manager_access as isManagerAccessEnabled',
      sql<boolean>`not e.is_imported`.as('isManuallyAddedEmployee'),
    ])
    .where('e.id', '=', employeeId)
    .where(inScope('e.division_id', divisions))
    .executeTakeFirst() satisfies Promise<Employee | undefined>;
}

/** The divisions an employee may be given: the user's active divisions. */
export async function employeeDivisions(db: Db, divisions: DivisionScope): Promise<EmployeeDivisions> {
  const group = await db
    .selectFrom('division as dv')
    .select(['dv.id as divisionId', 'dv.division_name as divisionName'])
    .where('dv.is_active', '=', true)
    .where('dv.is_deleted', '=', false)
    .where(inScope('dv.id', divisions))
    .orderBy('dv.division_name')
    .execute();
  return { group };
}

/**
 * Employee devices: the employee's assigned devices, or (`unassigned`) the visible devices of
 * `status` not assigned to them; SearchText 'deviceEmpID' filters by name.
 */
export function employeeDevices(
  db: Db,
  deviceGroups: DivisionScope,
  employeeId: number,
  unassigned: boolean,
  status: WorkforceStatus,
  search: readonly SearchTextEntry[] | undefined,
): Promise<DeviceOption[]> {
  const assigned = sql<boolean>`exists (select 1 from device_employee de
    where de.device_id = d.id and de.employee_id = ${employeeId})`;
  return applySearch(
    db
      .selectFrom('device as d')
      .select(['d.id as deviceID', 'd.name as deviceEmpID'])
      .where(inScope('d.division_id', deviceGroups))
      .$if(unassigned, (q) =>
        q.where('d.is_active', '=', status === 'active').where(sql<boolean>`not ${assigned}`),
      )
      .$if(!unassigned, (q) => q.where(assigned))
      .orderBy('d.name')
      .orderBy('d.id'),
    withoutUserId(search),
    { [ProjectPaneSearchField.Device]: 'd.name' },
  ).execute();
}

/** The active projects an employee may be given, with their division. */
export function employeeProjectOptions(db: Db, divisions: DivisionScope): Promise<EmployeeProjectDivision[]> {
  return db
    .selectFrom('project as p')
    .innerJoin('division as dv', 'dv.id', 'p.division_id')
    .select([
      'dv.division_name as division',
      'p.division_id as divisionId',
      'p.project_number as projectNumber',
      'p.name as projectName',
    ])
    .where('p.is_active', '=', true)
    .where(inScope('p.division_id', divisions))
    .orderBy('p.project_number')
    .execute();
}
