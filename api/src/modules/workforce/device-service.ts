import {
  canChangeDeviceEmployee,
  canEditDeviceAttestation,
  canEditDeviceSignature,
  type DeviceAssignmentSave,
  type DeviceCopySave,
  type DeviceDetails,
  type DeviceUpdate,
  WorkforceMessages,
} from '@tac/contracts';
import { sql } from 'kysely';
import { inScope } from '../../auth/division-scope.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import { auditedWrite, type Trx } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { type LinkSide, setLinks } from './assignments.ts';
import { findDevice, visibleIds } from './device-queries.ts';
import { visibleDeviceIds } from './project-queries.ts';
import type { WorkforceScope } from './scope.ts';

const M = WorkforceMessages.devices;

/**
 * Ends a deactivated device's access inside the deactivating transaction, answering how many
 * credentials it revoked (for the device's History). The credential and the enrolment codes belong to
 * the field module, which builds on workforce's devices; app.ts hands its revokeDeviceAccess in, so
 * the dependency runs one way, field to workforce (shared/build/lint/README.md "Module cycles").
 */
export type RevokeDeviceAccess = (trx: Trx, deviceId: number) => Promise<number>;

/** The device's visible employees and projects, as assignment sides. */
function sides(deviceId: number, scope: WorkforceScope): { employees: LinkSide; projects: LinkSide } {
  const side = (table: 'device_employee' | 'device_project', item: 'employee' | 'project'): LinkSide => ({
    table,
    ownerColumn: 'device_id',
    ownerId: deviceId,
    itemColumn: item === 'employee' ? 'employee_id' : 'project_id',
    itemTable: item,
    visible: inScope('item.division_id', scope.divisions),
  });
  return { employees: side('device_employee', 'employee'), projects: side('device_project', 'project') };
}

/**
 * The employee chosen for a device save, assign or copy (spec 001 §5.3): an active employee the user
 * sees. None chosen is the 'please select employee email' error, as the screen says it. A newly
 * chosen one needs an e-mail too, being one of the options the screen offers
 * (activeEmployeeOptions); the device's own employee is kept without one, or a device whose employee
 * has none could not be saved at all, least of all by a user who may not change its employee.
 */
async function chosenEmployee(
  db: Db,
  scope: WorkforceScope,
  device: DeviceDetails,
  empId: number | null,
): Promise<number> {
  if (!empId) throw new ApiError(400, M.selectEmployeeEmail);
  const row = await db
    .selectFrom('employee')
    .select(['id', 'email'])
    .where('id', '=', empId)
    .where('is_active', '=', true)
    .where(inScope('division_id', scope.divisions))
    .executeTakeFirst();
  if (!row) throw new ApiError(400, M.unknownEmployee);
  if (row.email === '' && row.id !== device.empID) throw new ApiError(400, M.selectEmployeeEmail);
  return row.id;
}

async function visibleDevice(db: Db, scope: WorkforceScope, deviceId: number, bodyDeviceId?: number) {
  if (bodyDeviceId !== undefined && bodyDeviceId !== deviceId) {
    throw new ApiError(400, `DeviceID ${bodyDeviceId} does not match the query's deviceId ${deviceId}`);
  }
  const device = await findDevice(db, scope.deviceGroups, deviceId);
  if (!device) throw new ApiError(404, M.notFound);
  return device;
}

/**
 * The assign and copy views send the device's employee too; changing it there needs the same claim
 * as in Device Details (canChangeDeviceEmployee), so no view is a way around the other.
 */
function checkEmployeeChange(user: AuthContext, device: DeviceDetails, employeeId: number): void {
  if (employeeId !== device.empID && !canChangeDeviceEmployee(user.claims)) {
    throw new ApiError(403, M.employeeNotAllowed);
  }
}

/**
 * A device's fields as its History compares them: Modified By is the audit row's own who and when,
 * and the employee's name is empID's, which History names itself.
 */
function auditedFields(device: DeviceDetails) {
  const { userName: _u, modifiedById: _m, employeeNumberName: _e, ...fields } = device;
  return fields;
}

/** The device row's employee and Modified By, written with every save of the device. */
async function touchDevice(trx: Trx, deviceId: number, employeeId: number, userId: number) {
  await trx
    .updateTable('device')
    .set({ employee_id: employeeId, modified_by_id: userId, modified_at: sql`now()` })
    .where('id', '=', deviceId)
    .execute();
}

/**
 * Update device details (spec 001 §5.3, §6): the route requires the status-edit claim; a changed
 * attestation needs the attestation claim, a changed signature the Administrator or SystemAdmin role.
 */
export async function updateDevice(
  db: Db,
  user: AuthContext,
  scope: WorkforceScope,
  body: DeviceUpdate,
  revokeDeviceAccess: RevokeDeviceAccess,
): Promise<void> {
  const before = await visibleDevice(db, scope, body.deviceID);
  const employeeId = await chosenEmployee(db, scope, before, body.empID);
  if (body.allowAttestation !== before.allowAttestation && !canEditDeviceAttestation(user.claims)) {
    throw new ApiError(403, M.attestationNotAllowed);
  }
  if (
    body.allowTMVoucherSignature !== before.allowTMVoucherSignature &&
    !canEditDeviceSignature(user.roleName)
  ) {
    throw new ApiError(403, M.signatureNotAllowed);
  }
  await auditedWrite(db, user.userId, async (trx) => {
    await trx
      .updateTable('device')
      .set({
        is_active: body.status === 'active',
        allow_attestation: body.allowAttestation === 'active',
        allow_signature: body.allowTMVoucherSignature === 'active',
      })
      .where('id', '=', body.deviceID)
      .execute();
    await touchDevice(trx, body.deviceID, employeeId, user.userId);
    // A deactivated device's credential and unused enrolment codes stop at once (shared/docs/field-sync.md).
    const credentialsRevoked = body.status === 'inactive' ? await revokeDeviceAccess(trx, body.deviceID) : 0;
    // Before and after are the device read the same way, so its History shows only what changed.
    const after = (await findDevice(trx, scope.deviceGroups, body.deviceID)) as DeviceDetails;
    return {
      result: undefined,
      audit: {
        action: 'update',
        entity: 'device',
        entityId: body.deviceID,
        before: auditedFields(before),
        after: { ...auditedFields(after), ...(credentialsRevoked ? { credentialsRevoked } : {}) },
      },
    };
  });
}

/** Save employee and project assignment: the device's visible lists become exactly the ones sent. */
export async function saveDeviceAssignment(
  db: Db,
  user: AuthContext,
  scope: WorkforceScope,
  deviceId: number,
  body: DeviceAssignmentSave,
): Promise<void> {
  const device = await visibleDevice(db, scope, deviceId, body.DeviceID);
  const employeeId = await chosenEmployee(db, scope, device, body.empID);
  checkEmployeeChange(user, device, employeeId);
  const employees = await visibleIds(db, 'employee', scope.divisions, body.EmployeeIds);
  if (body.EmployeeIds.some((id) => !employees.has(id))) throw new ApiError(400, M.unknownEmployees);
  const projects = await visibleIds(db, 'project', scope.divisions, body.ProjectIds);
  if (body.ProjectIds.some((id) => !projects.has(id))) throw new ApiError(400, M.unknownProjects);
  const side = sides(deviceId, scope);
  await auditedWrite(db, user.userId, async (trx) => {
    const e = await setLinks(trx, side.employees, body.EmployeeIds);
    const p = await setLinks(trx, side.projects, body.ProjectIds);
    await touchDevice(trx, deviceId, employeeId, user.userId);
    return {
      result: undefined,
      audit: {
        action: 'assign',
        entity: 'device',
        entityId: deviceId,
        // The device's employee on both sides: its History shows a change only when there is one.
        before: { empID: device.empID, employeeIds: e.before, projectIds: p.before },
        after: { empID: employeeId, employeeIds: e.after, projectIds: p.after },
      },
    };
  });
}

/** The visible items linked to any of the source devices, ascending, none twice. */
async function itemsOf(trx: Trx, side: LinkSide, sourceIds: readonly number[]): Promise<number[]> {
  if (sourceIds.length === 0) return [];
  const rows = await sql<{ id: number }>`select distinct l.${sql.ref(side.itemColumn)} as id
    from ${sql.table(side.table)} l
    join ${sql.table(side.itemTable)} item on item.id = l.${sql.ref(side.itemColumn)}
    where l.device_id in (${sql.join(sourceIds)}) and ${side.visible}
    order by 1`.execute(trx);
  return rows.rows.map((r) => r.id);
}

/**
 * Save copy (spec 001 §4.3): the employees of the employee sources and the projects of the project
 * sources are copied to the device. Replace makes each list with sources exactly the sources' items
 * (a list without sources is left alone); Append adds them, none twice. One transaction.
 */
export async function saveDeviceCopy(
  db: Db,
  user: AuthContext,
  scope: WorkforceScope,
  deviceId: number,
  body: DeviceCopySave,
): Promise<void> {
  const device = await visibleDevice(db, scope, deviceId, body.DeviceID);
  const employeeId = await chosenEmployee(db, scope, device, body.EmpId);
  checkEmployeeChange(user, device, employeeId);
  if (body.IsReplace === body.IsAppend) throw new ApiError(400, M.copyModeRequired);
  const sources = [...body.EmployeeDeviceIds, ...body.ProjectDeviceIds];
  if (sources.length === 0) throw new ApiError(400, M.copySourceRequired);
  const visible = await visibleDeviceIds(db, scope.deviceGroups, sources);
  if (sources.some((id) => !visible.has(id))) throw new ApiError(400, M.unknownDevices);
  const side = sides(deviceId, scope);
  const mode = body.IsReplace ? 'replace' : 'append';
  await auditedWrite(db, user.userId, async (trx) => {
    const copy = async (s: LinkSide, from: readonly number[]) =>
      from.length > 0 ? setLinks(trx, s, await itemsOf(trx, s, from), mode) : null;
    const e = await copy(side.employees, body.EmployeeDeviceIds);
    const p = await copy(side.projects, body.ProjectDeviceIds);
    await touchDevice(trx, deviceId, employeeId, user.userId);
    return {
      result: undefined,
      audit: {
        action: body.IsReplace ? 'copy-replace' : 'copy-append',
        entity: 'device',
        entityId: deviceId,
        before: { empID: device.empID, employeeIds: e?.before, projectIds: p?.before },
        after: {
          empID: employeeId,
          employeeDeviceIds: body.EmployeeDeviceIds,
          projectDeviceIds: body.ProjectDeviceIds,
          employeeIds: e?.after,
          projectIds: p?.after,
        },
      },
    };
  });
}
