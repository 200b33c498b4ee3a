import type {
  DeviceOption,
  Project,
  ProjectTasksAndDevices,
  SearchTextEntry,
  WorkforceStatus,
} from '@tac/contracts';
import { ProjectPaneSearchField, ProjectSearchField } from '@tac/contracts';
import { sql } from 'kysely';
import type { DivisionScope } from '../../auth/division-scope.ts';
import { inScope } from '../../auth/division-scope.ts';
import type { Db } from '../../db/database.ts';
import { runPaged } from '../../db/paged.ts';
import { applySearch, withoutUserId } from '../../db/search.ts';
import type { OffsetLimit } from '../../http/paging.ts';
import { statusOf } from './scope.ts';

/** A project as the list and the details show it, from `project as p` joined to `division as dv`. */
function projectRows(db: Db, divisions: DivisionScope) {
  return db
    .selectFrom('project as p')
    .innerJoin('division as dv', 'dv.id', 'p.division_id')
    .select([
      'p.id',
      'p.project_number as projectNumber',
      'p.name as projectName',
      'dv.division_name as divisionName',
      'p.gc',
      statusOf('p.is_active').as('projectStatus'),
      'p.is_imported as isImported',
    ])
    .where(inScope('p.division_id', divisions));
}

/** Project list (spec 001 §7): one status, by project number; 'projectName' searches 'number - name'. */
export function listProjects(
  db: Db,
  divisions: DivisionScope,
  status: WorkforceStatus,
  search: readonly SearchTextEntry[] | undefined,
  range: OffsetLimit,
): Promise<{ rows: Project[]; totalCount: number }> {
  return runPaged(projectListQuery(db, divisions, status, search), range);
}

/** The project list's rows, searched; paged by listProjects, streamed whole by the current-view CSV. */
export function projectListQuery(
  db: Db,
  divisions: DivisionScope,
  status: WorkforceStatus,
  search: readonly SearchTextEntry[] | undefined,
) {
  return applySearch(
    projectRows(db, divisions)
      .where('p.is_active', '=', status === 'active')
      .orderBy('p.project_number'),
    withoutUserId(search),
    { [ProjectSearchField.Project]: sql<string>`p.project_number || ' - ' || p.name` },
  );
}

/** One project the user may see, or undefined (a 404 for the caller). */
export function findProject(
  db: Db,
  divisions: DivisionScope,
  projectId: number,
): Promise<Project | undefined> {
  return projectRows(db, divisions).where('p.id', '=', projectId).executeTakeFirst();
}

/** The task-code and device panes of one project, each with its own search. */
export async function projectTasksAndDevices(
  db: Db,
  projectId: number,
  deviceGroups: DivisionScope,
  search: readonly SearchTextEntry[] | undefined,
): Promise<ProjectTasksAndDevices> {
  const F = ProjectPaneSearchField;
  const value = (field: string) =>
    withoutUserId(search).filter((e) => e.FieldName.toLowerCase() === field.toLowerCase());
  const task = await applySearch(
    db
      .selectFrom('task as t')
      .select(['t.task_number as taskNumber', 't.name as taskName'])
      .where('t.project_id', '=', projectId)
      .orderBy('t.task_number'),
    value(F.TaskCode),
    { [F.TaskCode]: sql<string>`t.task_number || ' - ' || t.name` },
  ).execute();
  const device = await applySearch(
    db
      .selectFrom('device_project as dp')
      .innerJoin('device as d', 'd.id', 'dp.device_id')
      .select(['d.id as deviceID', 'd.name as deviceEmpID'])
      .where('dp.project_id', '=', projectId)
      .where(inScope('d.division_id', deviceGroups))
      .orderBy('d.name')
      .orderBy('d.id'),
    value(F.Device),
    { [F.Device]: 'd.name' },
  ).execute();
  return { task, device };
}

/** The devices offered for assignment: every visible device of one status, by name. */
export function listDeviceOptions(
  db: Db,
  deviceGroups: DivisionScope,
  status: WorkforceStatus,
  search: readonly SearchTextEntry[] | undefined,
): Promise<DeviceOption[]> {
  return applySearch(
    db
      .selectFrom('device as d')
      .select(['d.id as deviceID', 'd.name as deviceEmpID'])
      .where('d.is_active', '=', status === 'active')
      .where(inScope('d.division_id', deviceGroups))
      .orderBy('d.name')
      .orderBy('d.id'),
    withoutUserId(search),
    { [ProjectPaneSearchField.Device]: 'd.name' },
  ).execute();
}

/** Which of `ids` are devices the user may see (device access by groups). */
export async function visibleDeviceIds(
  db: Db,
  deviceGroups: DivisionScope,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('device as d')
    .select('d.id')
    .where('d.id', 'in', [...new Set(ids)])
    .where(inScope('d.division_id', deviceGroups))
    .execute();
  return new Set(rows.map((r) => r.id));
}
