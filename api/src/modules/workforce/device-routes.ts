import { ApiPaths, ButtonClaim, PageClaim, WorkforceMessages } from '@tac/contracts';
import {
  CopySourceDeviceSchema,
  DeviceAssignedEmployeesSchema,
  DeviceAssignedProjectsSchema,
  DeviceAssignmentSaveSchema,
  DeviceCopySaveSchema,
  DeviceDetailsSchema,
  DeviceIdQuerySchema,
  DeviceRowSchema,
  DeviceUnassignedEmployeesSchema,
  DeviceUnassignedProjectsSchema,
  DeviceUpdateSchema,
  EmployeeOptionSchema,
  WorkforceListRequestSchema,
  WorkforceSearchBodySchema,
} from '@tac/contracts/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type TSchema, Type } from 'typebox';
import { currentUser, requireClaims } from '../../auth/guard.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../http/app-type.ts';
import { ApiError, ok, responses, sendOkJsonText } from '../../http/envelope.ts';
import { pageRange } from '../../http/paging.ts';
import { signedInRoutes } from '../../http/route-options.ts';
import {
  activeEmployeeOptions,
  copySources,
  deviceEmployees,
  deviceProjects,
  findDevice,
  listDevices,
} from './device-queries.ts';
import {
  type RevokeDeviceAccess,
  saveDeviceAssignment,
  saveDeviceCopy,
  updateDevice,
} from './device-service.ts';
import { workforceScope } from './scope.ts';

const route = signedInRoutes(['Devices']);
const page = requireClaims(PageClaim.Devices);
const edit = requireClaims(PageClaim.Devices, ButtonClaim.DeviceEdit);
const statusEdit = requireClaims(PageClaim.Devices, ButtonClaim.DeviceStatusEdit);

type DeviceListRequest = FastifyRequest<{
  Querystring: { deviceId: number };
  Body: { SearchText?: { FieldName: string; Value: string }[] };
}>;

/** Devices (spec 001 §7 "Devices"): devices by device access, employees and projects by division. */
export function deviceRoutes(app: App, db: Db, revokeDeviceAccess: RevokeDeviceAccess): void {
  app.post(
    ApiPaths.devices.list,
    route(page, {
      summary:
        "Active or inactive devices by name; SearchText 'deviceEmpID', 'projectNames', 'employeeNumberName', 'userName', and the filters 'allowAttestation' / 'allowTMVoucherSignature' (Value 'active', 'inactive' or both)",
      body: WorkforceListRequestSchema,
      response: responses(Type.Array(DeviceRowSchema)),
    }),
    async (request) => {
      const { SearchText, Skip, Take, Status } = request.body;
      const scope = await workforceScope(db, request);
      const { rows, totalCount } = await listDevices(
        db,
        scope.deviceGroups,
        Status,
        SearchText,
        pageRange(Skip, Take),
      );
      return ok(rows, '', totalCount);
    },
  );

  /** The four assign lists: the device must be the user's; the rows come as JSON text from the database. */
  const assignList = (
    path: string,
    summary: string,
    data: TSchema,
    read: typeof deviceEmployees | typeof deviceProjects,
    assigned: boolean,
  ) =>
    app.post(
      path,
      route(page, {
        summary,
        querystring: DeviceIdQuerySchema,
        body: WorkforceSearchBodySchema,
        response: responses(data),
      }),
      async (request: DeviceListRequest, reply: FastifyReply) => {
        const scope = await workforceScope(db, request);
        const list = await read(db, scope, request.query.deviceId, assigned, request.body.SearchText);
        if (!list) throw new ApiError(404, WorkforceMessages.devices.notFound);
        return sendOkJsonText(reply, list.json, list.count);
      },
    );
  assignList(
    ApiPaths.devices.assignedEmployees,
    "The device's assigned employees; SearchText 'employeeName'",
    DeviceAssignedEmployeesSchema,
    deviceEmployees,
    true,
  );
  assignList(
    ApiPaths.devices.assignedProjects,
    "The device's assigned projects; SearchText 'projectName'",
    DeviceAssignedProjectsSchema,
    deviceProjects,
    true,
  );
  assignList(
    ApiPaths.devices.unassignedEmployees,
    "The active employees not assigned to the device; SearchText 'employeeName'",
    DeviceUnassignedEmployeesSchema,
    deviceEmployees,
    false,
  );
  assignList(
    ApiPaths.devices.unassignedProjects,
    "The active projects not assigned to the device; SearchText 'projectName'",
    DeviceUnassignedProjectsSchema,
    deviceProjects,
    false,
  );

  app.post(
    ApiPaths.devices.copySources,
    route(page, {
      summary: "The other active devices to copy from; SearchText 'deviceEmpID', 'projectName'",
      querystring: DeviceIdQuerySchema,
      body: WorkforceSearchBodySchema,
      response: responses(Type.Array(CopySourceDeviceSchema)),
    }),
    async (request) => {
      const scope = await workforceScope(db, request);
      const { deviceId } = request.query;
      if (!(await findDevice(db, scope.deviceGroups, deviceId)))
        throw new ApiError(404, WorkforceMessages.devices.notFound);
      const rows = await copySources(db, scope.deviceGroups, deviceId, request.body.SearchText);
      return ok(rows, '', rows.length);
    },
  );

  app.get(
    ApiPaths.devices.details,
    route(page, {
      summary: 'One device: its employee, status, attestation and signature, and who modified it',
      querystring: DeviceIdQuerySchema,
      response: responses(DeviceDetailsSchema),
    }),
    async (request) => {
      const scope = await workforceScope(db, request);
      const device = await findDevice(db, scope.deviceGroups, request.query.deviceId);
      if (!device) throw new ApiError(404, WorkforceMessages.devices.notFound);
      return ok(device, '', 1);
    },
  );

  app.post(
    ApiPaths.devices.update,
    route(statusEdit, {
      summary:
        'Saves device details (device status edit claim); attestation needs its claim, signature the Administrator or SystemAdmin role',
      body: DeviceUpdateSchema,
      response: responses(Type.Null()),
    }),
    async (request) => {
      const scope = await workforceScope(db, request);
      await updateDevice(db, currentUser(request), scope, request.body, revokeDeviceAccess);
      return ok(null, WorkforceMessages.devices.updated);
    },
  );

  app.post(
    ApiPaths.devices.saveAssignment,
    route(edit, {
      summary: "Sets the device's employees and projects to the lists sent, in one transaction",
      querystring: DeviceIdQuerySchema,
      body: DeviceAssignmentSaveSchema,
      response: responses(Type.Null()),
    }),
    async (request) => {
      const scope = await workforceScope(db, request);
      await saveDeviceAssignment(db, currentUser(request), scope, request.query.deviceId, request.body);
      return ok(null, WorkforceMessages.devices.assigned);
    },
  );

  app.post(
    ApiPaths.devices.saveCopy,
    route(edit, {
      summary:
        'Copies employees and projects from source devices: IsReplace replaces each copied list, IsAppend adds without duplicates',
      querystring: DeviceIdQuerySchema,
      body: DeviceCopySaveSchema,
      response: responses(Type.Null()),
    }),
    async (request) => {
      const scope = await workforceScope(db, request);
      await saveDeviceCopy(db, currentUser(request), scope, request.query.deviceId, request.body);
      return ok(null, WorkforceMessages.devices.copied);
    },
  );

  app.get(
    ApiPaths.devices.activeEmployees,
    route(page, {
      summary: "The device employee dropdown: active employees with an e-mail, shown 'employeeNumber-email'",
      response: responses(Type.Array(EmployeeOptionSchema)),
    }),
    async (request) => {
      const rows = await activeEmployeeOptions(db, currentUser(request).divisionScope);
      return ok(rows, '', rows.length);
    },
  );
}
