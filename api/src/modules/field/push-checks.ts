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

/**
 * One item judged on its own (shared/docs/field-sync.md "Push"): its shape (its kind's schema, the
 * day by the one date rule), then the checks every item gets (an assigned project, assigned
 * employees), then its kind's own checks in order. The definition when it may be written, else the refusal.
 */
export function checkItem(
  raw: unknown,
  device: DeviceContext,
  assigned: Assignment,
): { refusal: Refusal } | { definition: AnyFieldItemDefinition; item: FieldPushItem } {
  const kind = (raw as { kind: string }).kind;
  const definition = FIELD_ITEMS.get(kind);
  const checker = checkers.get(kind);
  if (!definition || !checker) {
    return { refusal: refuse('kind', `kind must be one of ${[...FIELD_ITEMS.keys()].join(', ')}`) };
  }
  const shape = checker(raw);
  if (shape) return { refusal: shape };
  const item = raw as FieldPushItem;
  const project = assigned.projects.get(item.projectId);
  if (!project) return { refusal: refuse('projectId', FieldMessages.notAssignedProject) };
  const employees = definition.employees(item);
  if (employees.ids.some((id) => !assigned.employees.has(id))) {
    return { refusal: refuse(employees.field, FieldMessages.notAssignedEmployee) };
  }
  for (const check of definition.checks) {
    const refusal = check(item, { device, assigned, project });
    if (refusal) return { refusal };
  }
  return { definition, item };
}
