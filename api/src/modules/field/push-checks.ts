import { FieldMessages, type FieldPushItem } from '@tac/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { preparedRunner } from '../../db/prepared.ts';
import { valueChecker } from '../../http/validation.ts';
import type { DeviceContext } from './credentials.ts';
import { type AnyFieldItemDefinition, type Assignment, type Refusal, refuse } from './items/definition.ts';
import { FIELD_ITEMS } from './items/registry.ts';

export type { Assignment } from './items/definition.ts';

const checkers = new Map(
  [...FIELD_ITEMS].map(([kind, definition]) => [kind, valueChecker(definition.schema)]),
);

/**
 * One round trip: under many devices pushing at once, six queries a push in parallel held six pool
 * connections each and queued behind one another.
 */
export async function assignmentOf(db: Db, device: DeviceContext): Promise<Assignment> {
  // Prepared (db/prepared.ts): one text for every push, planned once per connection.
  const rows = await preparedRunner(db)(
    sql<
      Record<
        'employees' | 'projects' | 'tasks' | 'statusCodes' | 'materials' | 'equipment' | 'payCodes',
        unknown
      >
    >`
    select
      (select coalesce(json_agg(e.id), '[]') from device_employee de join employee e on e.id = de.employee_id
        where de.device_id = ${device.deviceId} and e.is_active) as "employees",
      (select coalesce(json_agg(json_build_array(p.id, p.division_id)), '[]') from device_project dp
        join project p on p.id = dp.project_id where dp.device_id = ${device.deviceId} and p.is_active) as "projects",
      (select coalesce(json_agg(json_build_array(k.id, k.project_id)), '[]') from task k
        join device_project dp on dp.project_id = k.project_id where dp.device_id = ${device.deviceId}) as "tasks",
      (select coalesce(json_agg(id), '[]') from status_code where not is_deleted) as "statusCodes",
      (select coalesce(json_agg(id), '[]') from material where not is_deleted) as "materials",
      (select coalesce(json_agg(id), '[]') from equipment where not is_deleted) as "equipment",
      (select coalesce(json_agg(code), '[]') from pay_code where not is_deleted) as "payCodes"`.compile(db),
  );
  const row = rows[0] as Record<string, unknown>;
  const list = <T>(key: string): T[] => {
    const value = row[key];
    return (typeof value === 'string' ? JSON.parse(value) : value) as T[];
  };
  const projects = new Map(
    list<[number, number]>('projects').map(([id, divisionId]) => [
      id,
      { divisionId, tasks: new Set<number>() },
    ]),
  );
  for (const [taskId, projectId] of list<[number, number]>('tasks'))
    projects.get(projectId)?.tasks.add(taskId);
  return {
    employees: new Set(list<number>('employees')),
    projects,
    statusCodes: new Set(list<number>('statusCodes')),
    materials: new Set(list<number>('materials')),
    equipment: new Set(list<number>('equipment')),
    payCodes: new Set(list<string>('payCodes')),
  };
}

/** An item that may be written: its kind's definition, and whether it waits in the office's review. */
export type CheckedItem = { definition: AnyFieldItemDefinition; item: FieldPushItem; review: boolean };

/**
 * One item judged on its own (shared/docs/field-sync.md "Push"): its shape (its kind's schema, the
 * day by the one date rule), then the checks every item gets (an assigned project, assigned
 * employees), then its kind's own checks in order. An employee or project the device held on the day
 * worked, though it holds them no longer (`assigned.lapsed`), passes for review. The definition when
 * it may be written, else the refusal.
 */
export function checkItem(
  raw: unknown,
  device: DeviceContext,
  assigned: Assignment,
): { refusal: Refusal } | CheckedItem {
  const kind = (raw as { kind: string }).kind;
  const definition = FIELD_ITEMS.get(kind);
  const checker = checkers.get(kind);
  if (!definition || !checker) {
    return {
      refusal: refuse('kind', `kind must be one of ${[...FIELD_ITEMS.keys()].join(', ')}`, 'unknown_kind'),
    };
  }
  const shape = checker(raw);
  if (shape) return { refusal: { ...shape, reason: 'invalid' } };
  const item = raw as FieldPushItem;
  // Held on the day worked: the last day held is that day or later, or the device holds it still.
  const heldThatDay = (heldUntil: string | null | undefined) =>
    heldUntil !== undefined && (heldUntil === null || item.day <= heldUntil);
  let review = false;
  let project = assigned.projects.get(item.projectId);
  if (!project) {
    const lapsed = assigned.lapsed?.projects.get(item.projectId);
    if (!lapsed || !heldThatDay(lapsed.heldUntil)) {
      return { refusal: refuse('projectId', FieldMessages.notAssignedProject, 'not_assigned') };
    }
    project = lapsed;
    review = true;
  }
  const employees = definition.employees(item);
  for (const id of employees.ids) {
    if (assigned.employees.has(id)) continue;
    if (!heldThatDay(assigned.lapsed?.employees.get(id))) {
      return { refusal: refuse(employees.field, FieldMessages.notAssignedEmployee, 'not_assigned') };
    }
    review = true;
  }
  for (const check of definition.checks) {
    const refusal = check(item, { device, assigned, project });
    if (refusal) return { refusal };
  }
  return { definition, item, review };
}

/**
 * Every item of a push judged (checkItem), with the device's assignment. Only when an item names an
 * employee or project the device does not hold now is what it held once read (one query more), and
 * those items judged again with it (shared/docs/field-sync.md "Hours recorded before the office
 * changed the assignment").
 */
export async function checkItems(
  db: Db,
  device: DeviceContext,
  items: readonly unknown[],
  timeZone: string,
): Promise<{ assigned: Assignment; checked: ({ refusal: Refusal } | CheckedItem)[] }> {
  const assigned = await assignmentOf(db, device);
  const checked = items.map((raw) => checkItem(raw, device, assigned));
  const again = checked.flatMap((c, index) =>
    'refusal' in c && c.refusal.reason === 'not_assigned' ? [index] : [],
  );
  if (again.length === 0) return { assigned, checked };
  const employees = new Set<number>();
  const projects = new Set<number>();
  for (const index of again) {
    // Its shape passed (the assignment is judged after it), so its kind and fields are as declared.
    const item = items[index] as FieldPushItem;
    const definition = FIELD_ITEMS.get(item.kind) as AnyFieldItemDefinition;
    if (!assigned.projects.has(item.projectId)) projects.add(item.projectId);
    for (const id of definition.employees(item).ids) if (!assigned.employees.has(id)) employees.add(id);
  }
  assigned.lapsed = await lapsedAssignmentOf(db, device, [...employees], [...projects], timeZone);
  for (const index of again) checked[index] = checkItem(items[index], device, assigned);
  return { assigned, checked };
}

/**
 * Of these employees and projects, those the device held once and holds no longer: the pair's
 * assignment ended (device_assignment_end, kept by triggers on the assignment tables: the last day
 * held is the day, in the business time zone, it ended), or the pair is assigned still but the
 * employee was deactivated or the project closed (held still: null). A project comes with its
 * division and task codes. Never what the device was not assigned at all.
 */
async function lapsedAssignmentOf(
  db: Db,
  device: DeviceContext,
  employeeIds: readonly number[],
  projectIds: readonly number[],
  timeZone: string,
): Promise<NonNullable<Assignment['lapsed']>> {
  const employees = sql.val([...employeeIds]);
  const projects = sql.val([...projectIds]);
  const endedDay = sql`to_char((a.ended_at at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
  const { rows } = await sql<{
    kind: 'employee' | 'project';
    id: number;
    heldUntil: string | null;
    divisionId: number | null;
    tasks: number[] | string | null;
  }>`
    select 'employee' as kind, de.employee_id as id, null::text as "heldUntil", null::integer as "divisionId",
        null::json as tasks
      from device_employee de join employee e on e.id = de.employee_id
      where de.device_id = ${device.deviceId} and not e.is_active and de.employee_id = any(${employees}::integer[])
    union all
    select 'employee', a.item_id, ${endedDay}, null, null
      from device_assignment_end a
      where a.device_id = ${device.deviceId} and a.kind = 'employee' and a.item_id = any(${employees}::integer[])
    union all
    select 'project', p.id, null, p.division_id,
        (select coalesce(json_agg(k.id), '[]') from task k where k.project_id = p.id)
      from device_project dp join project p on p.id = dp.project_id
      where dp.device_id = ${device.deviceId} and not p.is_active and p.id = any(${projects}::integer[])
    union all
    select 'project', p.id, ${endedDay}, p.division_id,
        (select coalesce(json_agg(k.id), '[]') from task k where k.project_id = p.id)
      from device_assignment_end a join project p on p.id = a.item_id
      where a.device_id = ${device.deviceId} and a.kind = 'project' and a.item_id = any(${projects}::integer[])`.execute(
    db,
  );
  // Held still wins over an ended assignment of the same pair; of two ends, the later.
  const later = (a: string | null | undefined, b: string | null) =>
    a === null || b === null ? null : a === undefined || b > a ? b : a;
  const lapsed: NonNullable<Assignment['lapsed']> = { employees: new Map(), projects: new Map() };
  for (const row of rows) {
    if (row.kind === 'employee') {
      lapsed.employees.set(row.id, later(lapsed.employees.get(row.id), row.heldUntil));
      continue;
    }
    const tasks = typeof row.tasks === 'string' ? (JSON.parse(row.tasks) as number[]) : (row.tasks ?? []);
    lapsed.projects.set(row.id, {
      divisionId: row.divisionId as number,
      tasks: new Set(tasks),
      heldUntil: later(lapsed.projects.get(row.id)?.heldUntil, row.heldUntil),
    });
  }
  return lapsed;
}
