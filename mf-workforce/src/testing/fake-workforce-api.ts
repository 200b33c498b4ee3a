import { type Answer, ApiError, type QueryParams } from '@tac/api-client';
import { failed, ok } from '@tac/api-client/testing';
import {
  ApiPaths,
  type CopySourceDevice,
  type DeviceCopySave,
  type DeviceDetails,
  type DeviceEmployee,
  type DeviceOption,
  type DeviceProject,
  type DeviceRow,
  type DeviceUpdate,
  type Employee,
  type EmployeeRow,
  type EmployeeSave,
  type Envelope,
  type Project,
  type ProjectUpdate,
  type SearchTextEntry,
  type TaskCode,
  type WorkforceImportRequest,
  type WorkforceImportResult,
  type WorkforceListRequest,
  WorkforceMessages,
  type WorkforceStatus,
} from '@tac/contracts';
import { projectRow as project } from '@tac/contracts/testing';

/** The fake's answer or refusal as the server sent it, for holding the fake to the API's schemas. */
export async function wire(answer: Promise<Answer<unknown>>): Promise<Envelope<unknown>> {
  try {
    return { success: true, ...(await answer) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { success: false, message: error.message, data: null, totalCount: 0 };
  }
}

export const divisions = [
  { divisionId: 11, divisionName: 'North' },
  { divisionId: 12, divisionName: 'South' },
];

/** A device as the fake keeps it: its details plus who it belongs to. */
export interface FakeDevice {
  deviceID: number;
  deviceEmpID: string;
  empID: number | null;
  status: WorkforceStatus;
  allowAttestation: WorkforceStatus;
  allowTMVoucherSignature: WorkforceStatus;
  userName: string;
  /** Field sync (shared/docs/field-sync.md): '' and 0 for a device never enrolled. */
  lastSyncAt?: string;
  appVersion?: string;
  pendingErrors?: number;
}

// A project as the workforce list answers it, shared with the other remotes' fakes.
export { project };

export const employee = (id: number, over: Partial<Employee> = {}): Employee => ({
  id,
  fullName: `Employee ${id}`,
  employeeNumber: `E${5000 + id}`,
  employeeStatusFlag: 'active',
  jobTitle: 'Carpenter',
  emailAddress: `e${id}@demo.local`,
  hireDate: '2024-03-15',
  divisionId: 11,
  unionNumber: `U${id}`,
  projectNumber: '24-1001',
  isManagerAccessEnabled: false,
  isManuallyAddedEmployee: true,
  ...over,
});

export const device = (id: number, over: Partial<FakeDevice> = {}): FakeDevice => ({
  deviceID: id,
  deviceEmpID: `TAB-${String(id).padStart(3, '0')}`,
  empID: null,
  status: 'active',
  allowAttestation: 'active',
  allowTMVoucherSignature: 'inactive',
  userName: 'admin@demo.local',
  ...over,
});

const contains = (text: string, value: string) => text.toLowerCase().includes(value.trim().toLowerCase());
const search = (entries: readonly SearchTextEntry[] | undefined, field: string) =>
  entries?.find((e) => e.FieldName === field)?.Value ?? '';
const page = <T>(rows: T[], { Skip, Take }: { Skip: number; Take: number }) =>
  ok(rows.slice(Math.max(Skip, 1) - 1, Take), '', rows.length);

/**
 * Reads the fake's CSV: a header line, then rows; a row whose first cell is blank is refused, named
 * by its line in the file (the header is line 1), as the API does.
 */
function previewCsv(body: WorkforceImportRequest, numberColumn: string, known: (n: string) => boolean) {
  const lines = body.csv.split(/\r?\n/).filter((line) => line.trim() !== '');
  const rows = lines.slice(1).map((line) => line.split(','));
  const errors = rows.flatMap((cells, i) =>
    cells[0]?.trim() ? [] : [{ row: i + 2, column: numberColumn, message: `${numberColumn} is required` }],
  );
  const numbers = [...new Set(rows.map((cells) => cells[0]?.trim() ?? '').filter(Boolean))];
  const updated = numbers.filter(known).length;
  const result: WorkforceImportResult = {
    rowCount: rows.length,
    created: errors.length ? 0 : numbers.length - updated,
    updated: errors.length ? 0 : updated,
    tasksCreated: 0,
    errors,
    committed: false,
  };
  return { result, rows };
}

/**
 * An in-memory workforce server behind `api.get` / `api.post`, answering like the real one (spec 001
 * §7 as @tac/contracts shapes it) as the client hands it on: the answer, or an ApiError thrown. Tests change its records or set `failNext` to script it; its
 * answers are built from the contracts types, and fake-workforce-api.test.ts holds each to the API's
 * schema, so the fake cannot drift from the wire.
 */
export function createFakeWorkforceApi(initial: {
  projects?: Project[];
  employees?: Employee[];
  devices?: FakeDevice[];
  /** `${projectId}:${deviceId}` */
  projectDevices?: string[];
  /** `${employeeId}:${deviceId}` */
  employeeDevices?: string[];
  tasks?: Record<number, TaskCode[]>;
}) {
  const fake = {
    projects: [...(initial.projects ?? [])],
    employees: [...(initial.employees ?? [])],
    devices: [...(initial.devices ?? [])],
    projectDevices: new Set(initial.projectDevices ?? []),
    employeeDevices: new Set(initial.employeeDevices ?? []),
    tasks: { ...(initial.tasks ?? {}) } as Record<number, TaskCode[]>,
    failNext: new Map<string, string>(),
    /** Enrolment codes given so far, and the clock their expiry is read from. */
    enrolCodes: 0,
    now: () => Date.now(),

    option: (d: FakeDevice): DeviceOption => ({ deviceID: d.deviceID, deviceEmpID: d.deviceEmpID }),
    devicesOf: (set: Set<string>, ownerId: number) =>
      fake.devices.filter((d) => set.has(`${ownerId}:${d.deviceID}`)),
    deviceEmployee: (e: Employee): DeviceEmployee => ({
      empID: e.id,
      fullName: e.fullName,
      employeeNumber: e.employeeNumber,
      division: divisions.find((d) => d.divisionId === e.divisionId)?.divisionName ?? '',
      groupID: e.divisionId,
      projectNumber: e.projectNumber,
    }),
    deviceProject: (p: Project): DeviceProject => ({
      projectID: p.id,
      projectNumber: p.projectNumber,
      projectName: p.projectName,
    }),
    employeesOfDevice: (deviceId: number) =>
      fake.employees.filter((e) => fake.employeeDevices.has(`${e.id}:${deviceId}`)),
    projectsOfDevice: (deviceId: number) =>
      fake.projects.filter((p) => fake.projectDevices.has(`${p.id}:${deviceId}`)),
    /** A device's employee as 'employee number - full name', '' when none (the API's employeeNumberName). */
    employeeNumberName: (d: FakeDevice): string => {
      const owner = fake.employees.find((e) => e.id === d.empID);
      return owner ? `${owner.employeeNumber} - ${owner.fullName}` : '';
    },
    deviceRow: (d: FakeDevice): DeviceRow => {
      const projects = fake.projectsOfDevice(d.deviceID);
      return {
        deviceID: d.deviceID,
        deviceEmpID: d.deviceEmpID,
        projectNames: projects.map((p) => `${p.projectNumber} - ${p.projectName}`).join(', '),
        projectNumbers: projects.map((p) => p.projectNumber).join(', '),
        empID: d.empID,
        employeeNumberName: fake.employeeNumberName(d),
        status: d.status,
        allowAttestation: d.allowAttestation,
        allowTMVoucherSignature: d.allowTMVoucherSignature,
        userName: d.userName,
        // A device never enrolled answers '', '' and 0 (shared/docs/field-sync.md).
        lastSyncAt: d.lastSyncAt ?? '',
        appVersion: d.appVersion ?? '',
        pendingErrors: d.pendingErrors ?? 0,
      };
    },
    employeeRow: (e: Employee): EmployeeRow => ({
      id: e.id,
      employeeNumber: e.employeeNumber,
      fullName: e.fullName,
      divisionId: e.divisionId,
      divisionName: divisions.find((d) => d.divisionId === e.divisionId)?.divisionName ?? '',
      projectNumber: e.projectNumber,
      devices: fake
        .devicesOf(fake.employeeDevices, e.id)
        .map((d) => d.deviceEmpID)
        .join(', '),
      employeeStatusFlag: e.employeeStatusFlag,
      isManuallyAddedEmployee: e.isManuallyAddedEmployee,
    }),

    async get(path: string, params?: QueryParams): Promise<Answer<unknown>> {
      const failure = fake.take(path);
      if (failure) return failed(failure);
      const id = (name: string) => Number(params?.[name]);
      if (path === ApiPaths.projects.details) {
        const found = fake.projects.find((p) => p.id === id('projectId'));
        return found ? ok(found) : failed(WorkforceMessages.projects.notFound);
      }
      if (path === ApiPaths.employees.details) {
        const found = fake.employees.find((e) => e.id === id('employeeId'));
        return found ? ok([found]) : failed(WorkforceMessages.employees.notFound);
      }
      if (path === ApiPaths.employees.divisions) return ok({ group: divisions });
      if (path === ApiPaths.devices.details) {
        const found = fake.devices.find((d) => d.deviceID === id('deviceId'));
        if (!found) return failed(WorkforceMessages.devices.notFound);
        const details: DeviceDetails = {
          ...found,
          employeeNumberName: fake.employeeNumberName(found),
          modifiedById: 1,
        };
        return ok(details);
      }
      if (path === ApiPaths.devices.activeEmployees) {
        const options = fake.employees
          .filter((e) => e.employeeStatusFlag === 'active' && e.emailAddress)
          .map((e) => ({ empID: e.id, employeeNumber: e.employeeNumber, emailAddress: e.emailAddress }));
        return ok(options, '', options.length);
      }
      return failed(`No fake for GET ${path}`);
    },

    async post(path: string, body?: unknown, params?: QueryParams): Promise<Answer<unknown>> {
      const failure = fake.take(path);
      if (failure) return failed(failure);
      const id = (name: string) => Number(params?.[name]);
      const list = body as WorkforceListRequest;
      const entries = (body as { SearchText?: SearchTextEntry[] } | undefined)?.SearchText;
      switch (path) {
        case ApiPaths.projects.list: {
          const text = search(entries, 'projectName');
          return page(
            fake.projects.filter(
              (p) =>
                p.projectStatus === list.Status && contains(`${p.projectNumber} - ${p.projectName}`, text),
            ),
            list,
          );
        }
        case ApiPaths.projects.tasksAndDevices: {
          const projectId = id('projectId');
          const task = (fake.tasks[projectId] ?? []).filter((t) =>
            contains(`${t.taskNumber} - ${t.taskName}`, search(entries, 'taskCode')),
          );
          const devices = fake
            .devicesOf(fake.projectDevices, projectId)
            .filter((d) => contains(d.deviceEmpID, search(entries, 'deviceEmpID')))
            .map(fake.option);
          return ok({ task, device: devices });
        }
        case ApiPaths.projects.devices: {
          const rows = fake.devices.filter((d) => d.status === 'active').map(fake.option);
          return ok(rows, '', rows.length);
        }
        case ApiPaths.projects.assignDevices: {
          const projectId = id('projectId');
          for (const key of [...fake.projectDevices])
            if (key.startsWith(`${projectId}:`)) fake.projectDevices.delete(key);
          for (const d of body as DeviceOption[]) fake.projectDevices.add(`${projectId}:${d.deviceID}`);
          return ok(null, WorkforceMessages.projects.devicesAssigned, 0);
        }
        case ApiPaths.projects.update: {
          const update = body as ProjectUpdate;
          fake.projects = fake.projects.map((p) =>
            p.id === update.id ? { ...p, gc: update.gc, projectStatus: update.projectStatus } : p,
          );
          return ok(null, WorkforceMessages.projects.updated, 0);
        }
        case ApiPaths.employees.list: {
          const rows = fake.employees
            .filter((e) => e.employeeStatusFlag === list.Status)
            .map(fake.employeeRow)
            .filter(
              (r) =>
                contains(`${r.employeeNumber} - ${r.fullName}`, search(entries, 'employeeName')) &&
                contains(r.divisionName, search(entries, 'divisionName')) &&
                contains(r.projectNumber, search(entries, 'projectNumber')) &&
                contains(r.devices, search(entries, 'devices')),
            );
          return page(rows, list);
        }
        case ApiPaths.employees.devices: {
          const employeeId = id('employeeId');
          const mine = fake.devicesOf(fake.employeeDevices, employeeId);
          const rows =
            params?.isFromDeviceSearch === true
              ? fake.devices.filter((d) => d.status === 'active' && !mine.includes(d))
              : mine;
          return ok(rows.map(fake.option), '', rows.length);
        }
        case ApiPaths.employees.projectDivision: {
          const rows = fake.projects
            .filter((p) => p.projectStatus === 'active')
            .map((p) => {
              const division = divisions.find((d) => d.divisionName === p.divisionName) ?? divisions[0];
              return {
                division: division?.divisionName ?? '',
                divisionId: division?.divisionId ?? 0,
                projectNumber: p.projectNumber,
                projectName: p.projectName,
              };
            });
          return ok(rows, '', rows.length);
        }
        case ApiPaths.employees.save: {
          const save = body as EmployeeSave;
          const fields = {
            fullName: save.fullName,
            employeeNumber: save.employeeNumber,
            employeeStatusFlag: (save.employeeStatusFlag || 'active') as WorkforceStatus,
            jobTitle: save.jobTitle,
            emailAddress: save.emailAddress,
            hireDate: save.hireDate,
            divisionId: save.divisionId,
            unionNumber: save.unionNumber,
            projectNumber: save.projectNumber,
            isManagerAccessEnabled: save.isManagerAccessEnabled,
          };
          if (save.id) {
            fake.employees = fake.employees.map((e) => (e.id === save.id ? { ...e, ...fields } : e));
            return ok({ id: save.id }, WorkforceMessages.employees.updated);
          }
          const newId = Math.max(0, ...fake.employees.map((e) => e.id)) + 1;
          fake.employees = [...fake.employees, { id: newId, isManuallyAddedEmployee: true, ...fields }];
          return ok({ id: newId }, WorkforceMessages.employees.saved);
        }
        case ApiPaths.employees.assignDevices: {
          const employeeId = id('employeeId');
          for (const key of [...fake.employeeDevices])
            if (key.startsWith(`${employeeId}:`)) fake.employeeDevices.delete(key);
          for (const d of body as DeviceOption[]) fake.employeeDevices.add(`${employeeId}:${d.deviceID}`);
          return ok(null, WorkforceMessages.employees.devicesAssigned, 0);
        }
        case ApiPaths.devices.list: {
          const rows = fake.devices
            .filter((d) => d.status === list.Status)
            .map(fake.deviceRow)
            .filter((r) => {
              const flag = (field: string, value: string) => {
                const wanted = search(entries, field)
                  .split(/[\s,]+/)
                  .filter(Boolean);
                return wanted.length === 0 || wanted.includes(value);
              };
              return (
                contains(r.deviceEmpID, search(entries, 'deviceEmpID')) &&
                contains(r.projectNames, search(entries, 'projectNames')) &&
                contains(r.employeeNumberName, search(entries, 'employeeNumberName')) &&
                contains(r.userName, search(entries, 'userName')) &&
                flag('allowAttestation', r.allowAttestation) &&
                flag('allowTMVoucherSignature', r.allowTMVoucherSignature)
              );
            });
          return page(rows, list);
        }
        case ApiPaths.devices.assignedEmployees:
          return ok({ employees: fake.employeesOfDevice(id('deviceId')).map(fake.deviceEmployee) });
        case ApiPaths.devices.assignedProjects:
          return ok({ projects: fake.projectsOfDevice(id('deviceId')).map(fake.deviceProject) });
        case ApiPaths.devices.unassignedEmployees: {
          const mine = fake.employeesOfDevice(id('deviceId'));
          const rows = fake.employees.filter((e) => e.employeeStatusFlag === 'active' && !mine.includes(e));
          return ok({ unAssignedEmployees: rows.map(fake.deviceEmployee) });
        }
        case ApiPaths.devices.unassignedProjects: {
          const mine = fake.projectsOfDevice(id('deviceId'));
          const rows = fake.projects.filter((p) => p.projectStatus === 'active' && !mine.includes(p));
          return ok({ unAssignedProjects: rows.map(fake.deviceProject) });
        }
        case ApiPaths.devices.copySources: {
          const rows: CopySourceDevice[] = fake.devices
            .filter((d) => d.status === 'active' && d.deviceID !== id('deviceId'))
            .map((d) => {
              const projects = fake.projectsOfDevice(d.deviceID);
              return {
                deviceID: d.deviceID,
                deviceEmpID: d.deviceEmpID,
                projectNumber: projects.map((p) => p.projectNumber).join(', '),
                projectName: projects.map((p) => p.projectName).join(', '),
                projectID: projects[0]?.id ?? null,
              };
            });
          return ok(rows, '', rows.length);
        }
        case ApiPaths.devices.update: {
          const update = body as DeviceUpdate;
          if (!update.empID) return failed(WorkforceMessages.devices.selectEmployeeEmail);
          // As the API: an employee without an e-mail is kept, never newly chosen.
          const kept = fake.devices.find((d) => d.deviceID === update.deviceID)?.empID === update.empID;
          const chosen = fake.employees.find((e) => e.id === update.empID);
          if (!kept && chosen?.emailAddress === '')
            return failed(WorkforceMessages.devices.selectEmployeeEmail);
          fake.devices = fake.devices.map((d) =>
            d.deviceID === update.deviceID
              ? {
                  ...d,
                  empID: update.empID,
                  status: update.status,
                  allowAttestation: update.allowAttestation,
                  allowTMVoucherSignature: update.allowTMVoucherSignature,
                }
              : d,
          );
          return ok(null, WorkforceMessages.devices.updated, 0);
        }
        case ApiPaths.devices.enrol: {
          // Each code voids the one before (shared/docs/field-sync.md "Enrolment"): numbered to tell them apart.
          fake.enrolCodes += 1;
          const code = `ABCDE${String(fake.enrolCodes).padStart(5, 'X')}`;
          return ok({
            code,
            qrText: `tac-enrol:${code}`,
            expiresAt: new Date(fake.now() + 600_000).toISOString(),
          });
        }
        case ApiPaths.devices.saveAssignment: {
          const deviceId = id('deviceId');
          const save = body as { EmployeeIds: number[]; ProjectIds: number[] };
          fake.replaceDeviceLists(deviceId, save.EmployeeIds, save.ProjectIds);
          return ok(null, WorkforceMessages.devices.assigned, 0);
        }
        case ApiPaths.devices.saveCopy: {
          const deviceId = id('deviceId');
          const copy = body as DeviceCopySave;
          const employees = new Set(copy.IsAppend ? fake.employeesOfDevice(deviceId).map((e) => e.id) : []);
          const projects = new Set(copy.IsAppend ? fake.projectsOfDevice(deviceId).map((p) => p.id) : []);
          for (const source of copy.EmployeeDeviceIds)
            for (const e of fake.employeesOfDevice(source)) employees.add(e.id);
          for (const source of copy.ProjectDeviceIds)
            for (const p of fake.projectsOfDevice(source)) projects.add(p.id);
          fake.replaceDeviceLists(
            deviceId,
            copy.IsReplace && copy.EmployeeDeviceIds.length === 0
              ? fake.employeesOfDevice(deviceId).map((e) => e.id)
              : [...employees],
            copy.IsReplace && copy.ProjectDeviceIds.length === 0
              ? fake.projectsOfDevice(deviceId).map((p) => p.id)
              : [...projects],
          );
          return ok(null, WorkforceMessages.devices.copied, 0);
        }
        case ApiPaths.employees.importPreview:
        case ApiPaths.projects.importPreview:
        case ApiPaths.employees.import:
        case ApiPaths.projects.import: {
          const forEmployees =
            path === ApiPaths.employees.importPreview || path === ApiPaths.employees.import;
          const { result } = previewCsv(
            body as WorkforceImportRequest,
            forEmployees ? 'EmployeeNumber' : 'ProjectNumber',
            (n) =>
              forEmployees
                ? fake.employees.some((e) => e.employeeNumber === n)
                : fake.projects.some((p) => p.projectNumber === n),
          );
          const commit = path === ApiPaths.employees.import || path === ApiPaths.projects.import;
          if (!commit) return ok(result);
          if (result.errors.length > 0)
            return failed(WorkforceMessages.import.rowsInvalid(result.errors.length));
          return ok(
            { ...result, committed: true },
            WorkforceMessages.import.imported(result.created, result.updated),
          );
        }
        default:
          return failed(`No fake for POST ${path}`);
      }
    },

    replaceDeviceLists(deviceId: number, employeeIds: number[], projectIds: number[]) {
      for (const key of [...fake.employeeDevices])
        if (key.endsWith(`:${deviceId}`)) fake.employeeDevices.delete(key);
      for (const key of [...fake.projectDevices])
        if (key.endsWith(`:${deviceId}`)) fake.projectDevices.delete(key);
      for (const e of employeeIds) fake.employeeDevices.add(`${e}:${deviceId}`);
      for (const p of projectIds) fake.projectDevices.add(`${p}:${deviceId}`);
    },

    take(path: string): string | undefined {
      const message = fake.failNext.get(path);
      fake.failNext.delete(path);
      return message;
    },
  };
  return fake;
}

/** A small workforce: three projects (one inactive), three employees (one imported), three devices. */
export function demoWorkforce() {
  return createFakeWorkforceApi({
    projects: [project(1), project(2, { gc: '' }), project(3, { projectStatus: 'inactive' })],
    employees: [
      employee(1),
      employee(2, { isManuallyAddedEmployee: false, fullName: 'Imported Person' }),
      employee(3, { employeeStatusFlag: 'inactive' }),
    ],
    devices: [device(1, { empID: 1 }), device(2), device(3, { allowAttestation: 'inactive' })],
    projectDevices: ['1:1', '1:2'],
    employeeDevices: ['1:1'],
    tasks: {
      1: [
        { taskNumber: '100', taskName: 'Formwork' },
        { taskNumber: '200', taskName: 'Concrete' },
      ],
    },
  });
}
