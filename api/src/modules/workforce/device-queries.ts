import type {
  CopySourceDevice,
  DeviceDetails,
  DeviceRow,
  EmployeeOption,
  SearchTextEntry,
  WorkforceStatus,
} from '@tac/contracts';
import { CopySourceSearchField, DeviceAssignSearchField, DeviceSearchField } from '@tac/contracts';
import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { DivisionScope } from '../../auth/division-scope.ts';
import { inScope } from '../../auth/division-scope.ts';
import type { Db } from '../../db/database.ts';
import { runPaged } from '../../db/paged.ts';
import type { Database } from '../../db/schema.ts';
import { applySearch, withoutUserId } from '../../db/search.ts';
import type { OffsetLimit } from '../../http/paging.ts';
import { employeeFullName } from './names.ts';
import { statusOf, type WorkforceScope } from './scope.ts';

/**
 * A device's projects ('number - name', numbers or names, ', '-separated), for `device as d`. The
 * projects are looked up by id from the device's links (`= any(array(…))`): joined instead, the
 * planner hashed the whole project table once per device row.
 */
const projectsOf = (what: 'names' | 'numbers' | 'nameOnly') => {
  const value =
    what === 'names'
      ? sql`p.project_number || ' - ' || p.name`
      : what === 'numbers'
        ? sql`p.project_number`
        : sql`p.name`;
  return sql<string>`(select coalesce(string_agg(${value}, ', ' order by p.project_number), '') from project p
    where p.id = any(array(select dp.project_id from device_project dp where dp.device_id = d.id)))`;
};

/**
 * The attestation and signature filters (spec 001 §2.3): Value holds the chosen options, 'active'
 * and/or 'inactive'; one of them filters, both or none do not.
 */
function flagFilters(search: readonly SearchTextEntry[]): {
  rest: SearchTextEntry[];
  where: Expression<SqlBool>[];
} {
  const columns: Record<string, string> = {
    [DeviceSearchField.Attestation.toLowerCase()]: 'd.allow_attestation',
    [DeviceSearchField.Signature.toLowerCase()]: 'd.allow_signature',
  };
  const rest: SearchTextEntry[] = [];
  const where: Expression<SqlBool>[] = [];
  for (const entry of search) {
    const column = columns[entry.FieldName.toLowerCase()];
    if (!column) {
      rest.push(entry);
      continue;
    }
    const chosen = new Set(
      entry.Value.toLowerCase()
        .split(/[\s,]+/)
        .filter(Boolean),
    );
    const active = chosen.has('active');
    const inactive = chosen.has('inactive');
    if (active !== inactive) where.push(sql<SqlBool>`${sql.ref(column)} = ${active}`);
  }
  return { rest, where };
}

/** A device's projects as [number, name] pairs in number order: one lookup gives both list columns. */
const projectPairs = sql<
  [string, string][]
>`(select coalesce(json_agg(json_build_array(p.project_number, p.name)
    order by p.project_number), '[]') from project p
  where p.id = any(array(select dp.project_id from device_project dp where dp.device_id = d.id)))`;

/** The device's employee as 'employee number - full name', '' when none: its row and its details. */
const employeeNumberName = sql<string>`coalesce((select e.employee_number || ' - ' || ${employeeFullName('e')}
    from employee e where e.id = d.employee_id), '')`;

/** Device list (spec 001 §7): one status, by name; per-column search and the two flag filters. */
/**
 * The device list's rows (spec 001 §7), searched; paged by listDevices, streamed whole by the
 * current-view CSV (each row through deviceRowOf).
 */
export function deviceListQuery(
  db: Db,
  deviceGroups: DivisionScope,
  status: WorkforceStatus,
  search: readonly SearchTextEntry[] | undefined,
) {
  const F = DeviceSearchField;
  const { rest, where } = flagFilters(withoutUserId(search));
  // The device's employee and modifier are read per row, not joined: joined, the planner hashed the
  // whole employee table for every page.
  const modifiedBy = sql<string>`coalesce((select u.user_name from app_user u where u.id = d.modified_by_id), '')`;
  let query = db
    .selectFrom('device as d')
    .select([
      'd.id as deviceID',
      'd.name as deviceEmpID',
      projectPairs.as('projects'),
      'd.employee_id as empID',
      employeeNumberName.as('employeeNumberName'),
      statusOf('d.is_active').as('status'),
      statusOf('d.allow_attestation').as('allowAttestation'),
      statusOf('d.allow_signature').as('allowTMVoucherSignature'),
      modifiedBy.as('userName'),
      // The field sync's view of the device (shared/docs/field-sync.md "The console").
      sql<string>`coalesce(to_char(d.last_sync_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), '')`.as(
        'lastSyncAt',
      ),
      'd.app_version as appVersion',
      'd.pending_errors as pendingErrors',
    ])
    .where('d.is_active', '=', status === 'active')
    .where(inScope('d.division_id', deviceGroups))
    .orderBy('d.name')
    .orderBy('d.id');
  for (const condition of where) query = query.where(condition);
  return applySearch(query, rest, {
    [F.Devices]: 'd.name',
    [F.Projects]: projectsOf('names'),
    [F.Employee]: employeeNumberName,
    [F.ModifiedBy]: modifiedBy,
  });
}

type DeviceQueryRow = Awaited<ReturnType<ReturnType<typeof deviceListQuery>['execute']>>[number];

/** A row of deviceListQuery as the list answers it: its projects' names and numbers joined. */
export function deviceRowOf({ projects, ...row }: DeviceQueryRow): DeviceRow {
  return {
    ...row,
    projectNames: projects.map(([number, name]) => `${number} - ${name}`).join(', '),
    projectNumbers: projects.map(([number]) => number).join(', '),
  };
}

export async function listDevices(
  db: Db,
  deviceGroups: DivisionScope,
  status: WorkforceStatus,
  search: readonly SearchTextEntry[] | undefined,
  range: OffsetLimit,
): Promise<{ rows: DeviceRow[]; totalCount: number }> {
  const { rows, totalCount } = await runPaged(deviceListQuery(db, deviceGroups, status, search), range);
  return { totalCount, rows: rows.map(deviceRowOf) };
}

/** One device the user may see (spec 001 §3.2 details), or undefined. */
export function findDevice(
  db: Db,
  deviceGroups: DivisionScope,
  deviceId: number,
): Promise<DeviceDetails | undefined> {
  return db
    .selectFrom('device as d')
    .leftJoin('app_user as u', 'u.id', 'd.modified_by_id')
    .select([
      'd.id as deviceID',
      'd.name as deviceEmpID',
      'd.employee_id as empID',
      employeeNumberName.as('employeeNumberName'),
      statusOf('d.is_active').as('status'),
      statusOf('d.allow_attestation').as('allowAttestation'),
      statusOf('d.allow_signature').as('allowTMVoucherSignature'),
      sql<string>`coalesce(u.user_name, '')`.as('userName'),
      'd.modified_by_id as modifiedById',
    ])
    .where('d.id', '=', deviceId)
    .where(inScope('d.division_id', deviceGroups))
    .executeTakeFirst();
}

/**
 * A device's assign list as one JSON text `{"<key>": [rows…]}` written by the database: the lists
 * reach 10,000 employees, which Fastify would otherwise serialize row by row (spec 001 §4.2 sets the
 * time the four lists may take together). Whether the user sees the device is read in the same
 * statement (`found`, else the caller answers 404): one round trip per list instead of two.
 */
async function jsonList(
  db: Db,
  scope: WorkforceScope,
  deviceId: number,
  key: string,
  rows: SelectQueryBuilder<Database, never, unknown> | SelectQueryBuilder<Database, keyof Database, unknown>,
): Promise<{ json: string; count: number } | undefined> {
  const result = await sql<{ json: string; count: number; found: boolean }>`select
      json_build_object(${key}::text, coalesce(json_agg(x), '[]'::json))::text as json, count(*)::int as count,
      exists (select 1 from device d where d.id = ${deviceId} and ${inScope('d.division_id', scope.deviceGroups)}) as found
    from (${rows}) x`.execute(db);
  const row = result.rows[0];
  return row?.found ? { json: row.json, count: row.count } : undefined;
}

/** The device's employee lists: assigned, or unassigned (the active employees not assigned); undefined when the device is not the user's. */
export function deviceEmployees(
  db: Db,
  scope: WorkforceScope,
  deviceId: number,
  assigned: boolean,
  search: readonly SearchTextEntry[] | undefined,
) {
  const link = sql<SqlBool>`exists (select 1 from device_employee de where de.employee_id = e.id and de.device_id = ${deviceId})`;
  const query = applySearch(
    db
      .selectFrom('employee as e')
      .innerJoin('division as dv', 'dv.id', 'e.division_id')
      .leftJoin('project as p', 'p.id', 'e.project_id')
      .select([
        'e.id as empID',
        employeeFullName('e').as('fullName'),
        'e.employee_number as employeeNumber',
        'dv.division_name as division',
        'e.division_id as groupID',
        sql<string>`coalesce(p.project_number, '')`.as('projectNumber'),
      ])
      .where(inScope('e.division_id', scope.divisions))
      .$if(assigned, (q) => q.where(link))
      .$if(!assigned, (q) => q.where('e.is_active', '=', true).where(sql<SqlBool>`not ${link}`))
      .orderBy('e.employee_number'),
    withoutUserId(search),
    { [DeviceAssignSearchField.Employee]: 'e.search_text' },
  );
  return jsonList(db, scope, deviceId, assigned ? 'employees' : 'unAssignedEmployees', query);
}

/** The device's project lists: assigned, or unassigned (the active projects not assigned); undefined when the device is not the user's. */
export function deviceProjects(
  db: Db,
  scope: WorkforceScope,
  deviceId: number,
  assigned: boolean,
  search: readonly SearchTextEntry[] | undefined,
) {
  const link = sql<SqlBool>`exists (select 1 from device_project dp where dp.project_id = p.id and dp.device_id = ${deviceId})`;
  const query = applySearch(
    db
      .selectFrom('project as p')
      .select(['p.id as projectID', 'p.project_number as projectNumber', 'p.name as projectName'])
      .where(inScope('p.division_id', scope.divisions))
      .$if(assigned, (q) => q.where(link))
      .$if(!assigned, (q) => q.where('p.is_active', '=', true).where(sql<SqlBool>`not ${link}`))
      .orderBy('p.project_number'),
    withoutUserId(search),
    { [DeviceAssignSearchField.Project]: sql<string>`p.project_number || ' - ' || p.name` },
  );
  return jsonList(db, scope, deviceId, assigned ? 'projects' : 'unAssignedProjects', query);
}

/** Copy sources (spec 001 §4.3): the other active visible devices with their projects summarised. */
export function copySources(
  db: Db,
  deviceGroups: DivisionScope,
  deviceId: number,
  search: readonly SearchTextEntry[] | undefined,
): Promise<CopySourceDevice[]> {
  return applySearch(
    db
      .selectFrom('device as d')
      .select([
        'd.id as deviceID',
        'd.name as deviceEmpID',
        projectsOf('numbers').as('projectNumber'),
        projectsOf('nameOnly').as('projectName'),
        sql<number | null>`(select dp.project_id from device_project dp join project p on p.id = dp.project_id
          where dp.device_id = d.id order by p.project_number limit 1)`.as('projectID'),
      ])
      .where('d.is_active', '=', true)
      .where('d.id', '<>', deviceId)
      .where(inScope('d.division_id', deviceGroups))
      .orderBy('d.name')
      .orderBy('d.id'),
    withoutUserId(search),
    {
      [CopySourceSearchField.Device]: 'd.name',
      [CopySourceSearchField.Project]: projectsOf('names'),
    },
  ).execute();
}

/** The device employee dropdown (spec 001 §3.2): active visible employees with an e-mail. */
export function activeEmployeeOptions(db: Db, divisions: DivisionScope): Promise<EmployeeOption[]> {
  return db
    .selectFrom('employee as e')
    .select(['e.id as empID', 'e.employee_number as employeeNumber', 'e.email as emailAddress'])
    .where('e.is_active', '=', true)
    .where('e.email', '<>', '')
    .where(inScope('e.division_id', divisions))
    .orderBy('e.employee_number')
    .execute();
}

/** Which of `ids` are employees (or projects) the user may see. */
export async function visibleIds(
  db: Db,
  table: 'employee' | 'project',
  divisions: DivisionScope,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .where(inScope('division_id', divisions))
    .execute();
  return new Set(rows.map((r) => r.id));
}
