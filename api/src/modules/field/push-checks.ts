import { type FieldItemAnswer, FieldMessages, type FieldPushItem } from '@tac/contracts';
import { FieldItemKinds, FieldPushItemSchemas } from '@tac/contracts/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { preparedRunner } from '../../db/prepared.ts';
import { valueChecker } from '../../http/validation.ts';
import type { DeviceContext } from './credentials.ts';

const checkers = Object.fromEntries(
  FieldItemKinds.map((kind) => [kind, valueChecker(FieldPushItemSchemas[kind])]),
);

/** What the device may name: its assigned active employees and projects, their tasks, the lists. */
export interface Assignment {
  employees: Set<number>;
  projects: Map<number, { divisionId: number; tasks: Set<number> }>;
  statusCodes: Set<number>;
  materials: Set<number>;
  equipment: Set<number>;
}

/**
 * One round trip: under many devices pushing at once, six queries a push in parallel held six pool
 * connections each and queued behind one another.
 */
export async function assignmentOf(db: Db, device: DeviceContext): Promise<Assignment> {
  // Prepared (db/prepared.ts): one text for every push, planned once per connection.
  const rows = await preparedRunner(db)(
    sql<Record<'employees' | 'projects' | 'tasks' | 'statusCodes' | 'materials' | 'equipment', unknown>>`
    select
      (select coalesce(json_agg(e.id), '[]') from device_employee de join employee e on e.id = de.employee_id
        where de.device_id = ${device.deviceId} and e.is_active) as "employees",
      (select coalesce(json_agg(json_build_array(p.id, p.division_id)), '[]') from device_project dp
        join project p on p.id = dp.project_id where dp.device_id = ${device.deviceId} and p.is_active) as "projects",
      (select coalesce(json_agg(json_build_array(k.id, k.project_id)), '[]') from task k
        join device_project dp on dp.project_id = k.project_id where dp.device_id = ${device.deviceId}) as "tasks",
      (select coalesce(json_agg(id), '[]') from status_code where not is_deleted) as "statusCodes",
      (select coalesce(json_agg(id), '[]') from material where not is_deleted) as "materials",
      (select coalesce(json_agg(id), '[]') from equipment where not is_deleted) as "equipment"`.compile(db),
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
  };
}

type Refusal = Pick<FieldItemAnswer, 'field' | 'message'>;
const refuse = (field: string, message: string): Refusal => ({ field, message });

function realDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/**
 * One item judged on its own (shared/docs/field-sync.md "Push"): its shape, then that it names only
 * what the device is assigned and may do. Undefined when it may be written.
 */
export function checkItem(raw: unknown, device: DeviceContext, assigned: Assignment): Refusal | undefined {
  const kind = (raw as { kind: (typeof FieldItemKinds)[number] }).kind;
  const checker = checkers[kind];
  if (!checker) return refuse('kind', `kind must be one of ${FieldItemKinds.join(', ')}`);
  const shape = checker(raw);
  if (shape) return shape;
  const item = raw as FieldPushItem;
  if (!realDay(item.day)) return refuse('day', 'day must be a real calendar day (YYYY-MM-DD)');
  const project = assigned.projects.get(item.projectId);
  if (!project) return refuse('projectId', FieldMessages.notAssignedProject);
  const employeeIds =
    item.kind === 'timecard'
      ? [item.employeeId]
      : item.kind === 'issueNote'
        ? item.employeeId
          ? [item.employeeId]
          : []
        : item.kind === 'voucher'
          ? item.labour.map((l) => l.employeeId)
          : [];
  if (employeeIds.some((id) => !assigned.employees.has(id))) {
    return refuse(
      item.kind === 'voucher' ? 'labour.employeeId' : 'employeeId',
      FieldMessages.notAssignedEmployee,
    );
  }
  const taskId = item.kind === 'timecard' || item.kind === 'voucher' ? item.taskId : null;
  if (taskId && !project.tasks.has(taskId)) return refuse('taskId', FieldMessages.unknownTask);
  const statusCodeId = item.kind === 'timecard' || item.kind === 'issueNote' ? item.statusCodeId : null;
  if (statusCodeId && !assigned.statusCodes.has(statusCodeId)) {
    return refuse('statusCodeId', 'statusCodeId: no such status code');
  }
  if (item.kind === 'timecard' && item.attestation && !device.allowAttestation) {
    return refuse('attestation', 'attestation: this device is not allowed to take attestations');
  }
  if (item.kind === 'voucher') {
    if ((item.materials ?? []).some((m) => !assigned.materials.has(m.materialId))) {
      return refuse('materials.materialId', 'materialId: no such material');
    }
    if ((item.equipment ?? []).some((e) => !assigned.equipment.has(e.equipmentId))) {
      return refuse('equipment.equipmentId', 'equipmentId: no such equipment');
    }
    if (item.signerName && !device.allowSignature) {
      return refuse('signerName', 'signerName: this device is not allowed to take T&M signatures');
    }
  }
  return undefined;
}
