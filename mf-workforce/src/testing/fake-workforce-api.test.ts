import { ApiPaths } from '@tac/contracts';
import {
  answerProblems,
  CopySourceDeviceSchema,
  DeviceAssignedEmployeesSchema,
  DeviceAssignedProjectsSchema,
  DeviceDetailsSchema,
  DeviceOptionSchema,
  DeviceRowSchema,
  DeviceUnassignedEmployeesSchema,
  DeviceUnassignedProjectsSchema,
  EmployeeDivisionsSchema,
  EmployeeOptionSchema,
  EmployeeProjectDivisionSchema,
  EmployeeRowSchema,
  EmployeeSaveResultSchema,
  EmployeeSchema,
  listOf,
  ProjectSchema,
  ProjectTasksAndDevicesSchema,
  WorkforceImportResultSchema,
} from '@tac/contracts/schemas';
import { describe, expect, it } from 'vitest';
import { demoWorkforce, wire } from './fake-workforce-api.ts';

const listBody = { SearchText: [], Skip: 0, Take: 100, Status: 'active' };

/** Every answer the fake gives, held to the schema the API answers with, so the fake cannot drift. */
describe('the fake workforce API answers in the wire shapes', () => {
  it('projects', async () => {
    const fake = demoWorkforce();
    expect(
      answerProblems(listOf(ProjectSchema), await wire(fake.post(ApiPaths.projects.list, listBody))),
    ).toEqual([]);
    const panes = await wire(
      fake.post(ApiPaths.projects.tasksAndDevices, { SearchText: [] }, { projectId: 1 }),
    );
    expect(answerProblems(ProjectTasksAndDevicesSchema, panes)).toEqual([]);
    expect(
      answerProblems(listOf(DeviceOptionSchema), await wire(fake.post(ApiPaths.projects.devices, {}))),
    ).toEqual([]);
    expect(
      answerProblems(ProjectSchema, await wire(fake.get(ApiPaths.projects.details, { projectId: 1 }))),
    ).toEqual([]);
    expect(
      answerProblems(ProjectSchema, await wire(fake.get(ApiPaths.projects.details, { projectId: 99 }))),
    ).toEqual([]);
    const update = await wire(
      fake.post(ApiPaths.projects.update, { id: 1, gc: 'A', projectStatus: 'active' }),
    );
    expect(answerProblems(null, update)).toEqual([]);
    const assign = await wire(
      fake.post(ApiPaths.projects.assignDevices, [{ deviceID: 3, deviceEmpID: 'x' }], {
        projectId: 1,
      }),
    );
    expect(answerProblems(null, assign)).toEqual([]);
  });

  it('employees', async () => {
    const fake = demoWorkforce();
    expect(
      answerProblems(listOf(EmployeeRowSchema), await wire(fake.post(ApiPaths.employees.list, listBody))),
    ).toEqual([]);
    expect(
      answerProblems(
        listOf(EmployeeSchema),
        await wire(fake.get(ApiPaths.employees.details, { employeeId: 2 })),
      ),
    ).toEqual([]);
    expect(
      answerProblems(EmployeeDivisionsSchema, await wire(fake.get(ApiPaths.employees.divisions))),
    ).toEqual([]);
    for (const isFromDeviceSearch of [true, false]) {
      const devices = await wire(
        fake.post(ApiPaths.employees.devices, {}, { employeeId: 1, isFromDeviceSearch }),
      );
      expect(answerProblems(listOf(DeviceOptionSchema), devices)).toEqual([]);
    }
    const projects = await wire(fake.post(ApiPaths.employees.projectDivision, {}));
    expect(answerProblems(listOf(EmployeeProjectDivisionSchema), projects)).toEqual([]);
    const save = await wire(
      fake.post(ApiPaths.employees.save, {
        id: 0,
        fullName: 'New',
        employeeNumber: 'E9',
        employeeStatusFlag: 'active',
        jobTitle: 'T',
        emailAddress: '',
        hireDate: '2024-01-02',
        divisionId: 11,
        unionNumber: 'U',
        projectNumber: '24-1001',
        isManagerAccessEnabled: false,
      }),
    );
    expect(answerProblems(EmployeeSaveResultSchema, save)).toEqual([]);
    const assign = await wire(fake.post(ApiPaths.employees.assignDevices, [], { employeeId: 1 }));
    expect(answerProblems(null, assign)).toEqual([]);
  });

  it('devices', async () => {
    const fake = demoWorkforce();
    expect(
      answerProblems(listOf(DeviceRowSchema), await wire(fake.post(ApiPaths.devices.list, listBody))),
    ).toEqual([]);
    const q = { deviceId: 1 };
    const post = (path: string) => fake.post(path, { SearchText: [] }, q);
    expect(
      answerProblems(DeviceAssignedEmployeesSchema, await wire(post(ApiPaths.devices.assignedEmployees))),
    ).toEqual([]);
    expect(
      answerProblems(DeviceAssignedProjectsSchema, await wire(post(ApiPaths.devices.assignedProjects))),
    ).toEqual([]);
    expect(
      answerProblems(DeviceUnassignedEmployeesSchema, await wire(post(ApiPaths.devices.unassignedEmployees))),
    ).toEqual([]);
    expect(
      answerProblems(DeviceUnassignedProjectsSchema, await wire(post(ApiPaths.devices.unassignedProjects))),
    ).toEqual([]);
    expect(
      answerProblems(listOf(CopySourceDeviceSchema), await wire(post(ApiPaths.devices.copySources))),
    ).toEqual([]);
    expect(answerProblems(DeviceDetailsSchema, await wire(fake.get(ApiPaths.devices.details, q)))).toEqual(
      [],
    );
    expect(
      answerProblems(listOf(EmployeeOptionSchema), await wire(fake.get(ApiPaths.devices.activeEmployees))),
    ).toEqual([]);
    const update = {
      deviceID: 1,
      empID: 1,
      status: 'active',
      allowAttestation: 'active',
      allowTMVoucherSignature: 'active',
    };
    expect(answerProblems(null, await wire(fake.post(ApiPaths.devices.update, update)))).toEqual([]);
    expect(
      answerProblems(null, await wire(fake.post(ApiPaths.devices.update, { ...update, empID: 0 }))),
    ).toEqual([]);
    const assignment = { empID: 1, EmployeeIds: [1, 2], ProjectIds: [1] };
    expect(
      answerProblems(null, await wire(fake.post(ApiPaths.devices.saveAssignment, assignment, q))),
    ).toEqual([]);
    const copy = {
      EmpId: 1,
      EmployeeDeviceIds: [2],
      ProjectDeviceIds: [2],
      IsReplace: false,
      IsAppend: true,
    };
    expect(answerProblems(null, await wire(fake.post(ApiPaths.devices.saveCopy, copy, q)))).toEqual([]);
  });

  it('imports: a preview with a bad row, a refused commit, a committed one', async () => {
    const fake = demoWorkforce();
    const bad = { csv: 'EmployeeNumber,FullName\nE1,A\n,B\n' };
    const preview = await wire(fake.post(ApiPaths.employees.importPreview, bad));
    expect(answerProblems(WorkforceImportResultSchema, preview)).toEqual([]);
    expect((preview.data as { errors: { row: number }[] }).errors.map((e) => e.row)).toEqual([3]);
    expect(
      answerProblems(WorkforceImportResultSchema, await wire(fake.post(ApiPaths.employees.import, bad))),
    ).toEqual([]);
    const good = await wire(fake.post(ApiPaths.projects.import, { csv: 'ProjectNumber\n24-1001\n24-9\n' }));
    expect(answerProblems(WorkforceImportResultSchema, good)).toEqual([]);
    expect(good.data).toMatchObject({ created: 1, updated: 1, committed: true });
  });
});
