import { ApiPaths, ButtonClaim, PageClaim, WorkforceMessages } from '@tac/contracts';
import {
  DeviceAssignListSchema,
  DeviceOptionSchema,
  EmployeeAssignQuerySchema,
  EmployeeDevicesQuerySchema,
  EmployeeDivisionsSchema,
  EmployeeIdQuerySchema,
  EmployeeProjectDivisionQuerySchema,
  EmployeeProjectDivisionSchema,
  EmployeeRowSchema,
  EmployeeSaveResultSchema,
  EmployeeSaveSchema,
  EmployeeSchema,
  WorkforceListRequestSchema,
  WorkforceStatusSearchBodySchema,
} from '@tac/contracts/schemas';
import { Type } from 'typebox';
import { currentUser, requireClaims } from '../../auth/guard.ts';
import type { Db } from '../../db/database.ts';
import type { App } from '../../http/app-type.ts';
import { ApiError, ok, responses } from '../../http/envelope.ts';
import { pageRange } from '../../http/paging.ts';
import { signedInRoutes } from '../../http/route-options.ts';
import {
  employeeDevices,
  employeeDivisions,
  employeeProjectOptions,
  findEmployee,
  listEmployees,
} from './employee-queries.ts';
import { assignEmployeeDevices, saveEmployee } from './employee-service.ts';
import { workforceScope } from './scope.ts';

const route = signedInRoutes(['Employees']);
const page = requireClaims(PageClaim.Employee);
const edit = requireClaims(PageClaim.Employee, ButtonClaim.EmployeeEdit);

/** Employees (spec 001 §7 "Employees"), scoped to the user's divisions (devices: device access). */
export function employeeRoutes(app: App, db: Db): void {
  app.post(
    ApiPaths.employees.list,
    route(page, {
      summary:
        "Active or inactive employees by number; SearchText 'employeeName', 'divisionName', 'projectNumber', 'devices'",
      body: WorkforceListRequestSchema,
      response: responses(Type.Array(EmployeeRowSchema)),
    }),
    async (request) => {
      const { SearchText, Skip, Take, Status } = request.body;
      const scope = currentUser(request).divisionScope;
      const { rows, totalCount } = await listEmployees(db, scope, Status, SearchText, pageRange(Skip, Take));
      return ok(rows, '', totalCount);
    },
  );

  app.get(
    ApiPaths.employees.details,
    route(page, {
      summary: 'One employee (data[0])',
      querystring: EmployeeIdQuerySchema,
      response: responses(Type.Array(EmployeeSchema)),
    }),
    async (request) => {
      const employee = await findEmployee(db, currentUser(request).divisionScope, request.query.employeeId);
      if (!employee) throw new ApiError(404, WorkforceMessages.employees.notFound);
      return ok([employee], '', 1);
    },
  );

  app.get(
    ApiPaths.employees.divisions,
    route(page, {
      summary: "The divisions an employee may be given (the user's active divisions)",
      response: responses(EmployeeDivisionsSchema),
    }),
    async (request) => {
      const data = await employeeDivisions(db, currentUser(request).divisionScope);
      return ok(data, '', data.group.length);
    },
  );

  app.post(
    ApiPaths.employees.devices,
    route(page, {
      summary:
        "An employee's devices, or (isFromDeviceSearch) the visible devices of Status not assigned to them; SearchText 'deviceEmpID'",
      querystring: EmployeeDevicesQuerySchema,
      body: WorkforceStatusSearchBodySchema,
      response: responses(Type.Array(DeviceOptionSchema)),
    }),
    async (request) => {
      const scope = await workforceScope(db, request);
      const { employeeId, isFromDeviceSearch } = request.query;
      if (!(await findEmployee(db, scope.divisions, employeeId)))
        throw new ApiError(404, WorkforceMessages.employees.notFound);
      const rows = await employeeDevices(
        db,
        scope.deviceGroups,
        employeeId,
        isFromDeviceSearch === true,
        request.body.Status ?? 'active',
        request.body.SearchText,
      );
      return ok(rows, '', rows.length);
    },
  );

  app.post(
    ApiPaths.employees.projectDivision,
    route(page, {
      summary: 'The active projects an employee may be given, with their division',
      querystring: EmployeeProjectDivisionQuerySchema,
      response: responses(Type.Array(EmployeeProjectDivisionSchema)),
    }),
    async (request) => {
      const scope = currentUser(request).divisionScope;
      const employeeId = request.query.employeeId ?? 0;
      if (employeeId > 0 && !(await findEmployee(db, scope, employeeId))) {
        throw new ApiError(404, WorkforceMessages.employees.notFound);
      }
      const rows = await employeeProjectOptions(db, scope);
      return ok(rows, '', rows.length);
    },
  );

  app.post(
    ApiPaths.employees.save,
    route(page, {
      summary:
        'Adds (employee add claim) or edits (employee edit claim) an employee; an imported employee keeps its imported fields',
      body: EmployeeSaveSchema,
      response: responses(EmployeeSaveResultSchema),
    }),
    async (request) => {
      const adding = !request.body.id;
      const id = await saveEmployee(db, currentUser(request), request.body);
      return ok({ id }, adding ? WorkforceMessages.employees.saved : WorkforceMessages.employees.updated, 1);
    },
  );

  app.post(
    ApiPaths.employees.assignDevices,
    route(edit, {
      summary: "Sets an employee's devices to the list sent (visible devices left out are unassigned)",
      querystring: EmployeeAssignQuerySchema,
      body: DeviceAssignListSchema,
      response: responses(Type.Null()),
    }),
    async (request) => {
      const scope = await workforceScope(db, request);
      const ids = request.body.map((d) => d.deviceID);
      await assignEmployeeDevices(db, currentUser(request), scope, request.query.employeeId, ids);
      return ok(null, WorkforceMessages.employees.devicesAssigned);
    },
  );
}
