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
import { demoWorkforce } from './fake-workforce-api.ts';

const listBody = { SearchText: [], Skip: 0, Take: 100, Status: 'active' };

/** Every answer the fake gives, held to the schema the API answers with, so the fake cannot drift. */
describe('the fake workforce API answers in the wire shapes', () => {
  it('projects', async () => {
    const fake = demoWorkforce();
    expect(answerProblems(listOf(ProjectSchema), await fake.post(ApiPaths.project.list, listBody))).toEqual(
      [],
    );
    const panes = await fake.post(ApiPaths.project.tasksAndDevices, { SearchText: [] }, { projectId: 1 });
    expect(answerProblems(ProjectTasksAndDevicesSchema, panes)).toEqual([]);
    expect(answerProblems(listOf(DeviceOptionSchema), await fake.post(ApiPaths.project.devices, {}))).toEqual(
      [],
    );
    expect(answerProblems(ProjectSchema, await fake.get(ApiPaths.project.details, { projectId: 1 }))).toEqual(
      [],
    );
    expect(
      answerProblems(ProjectSchema, await fake.get(ApiPaths.project.details, { projectId: 99 })),
    ).toEqual([]);
    const update = await fake.post(ApiPaths.project.update, { id: 1, gc: 'A', projectStatus: 'active' });
    expect(answerProblems(null, update)).toEqual([]);
    const assign = await fake.post(ApiPaths.project.assignDevices, [{ deviceID: 3, deviceEmpID: 'x' }], {
      projectId: 1,
    });
    expect(answerProblems(null, assign)).toEqual([]);
  });

  it('employees', async () => {
    const fake = demoWorkforce();
    expect(
      answerProblems(listOf(EmployeeRowSchema), await fake.post(ApiPaths.employee.list, listBody)),
    ).toEqual([]);
    expect(
      answerProblems(listOf(EmployeeSchema), await fake.get(ApiPaths.employee.details, { employeeId: 2 })),
    ).toEqual([]);
    expect(answerProblems(EmployeeDivisionsSchema, await fake.get(ApiPaths.employee.divisions))).toEqual([]);
    for (const isFromDeviceSearch of [true, false]) {
      const devices = await fake.post(ApiPaths.employee.devices, {}, { employeeId: 1, isFromDeviceSearch });
      expect(answerProblems(listOf(DeviceOptionSchema), devices)).toEqual([]);
    }
    const projects = await fake.post(ApiPaths.employee.projectDivision, {});
    expect(answerProblems(listOf(EmployeeProjectDivisionSchema), projects)).toEqual([]);
    const save = await fake.post(ApiPaths.employee.save, {
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
    });
    expect(answerProblems(EmployeeSaveResultSchema, save)).toEqual([]);
    const assign = await fake.post(ApiPaths.employee.assignDevices, [], { employeeId: 1 });
    expect(answerProblems(null, assign)).toEqual([]);
  });

  it('devices', async () => {
    const fake = demoWorkforce();
    expect(answerProblems(listOf(DeviceRowSchema), await fake.post(ApiPaths.device.list, listBody))).toEqual(
      [],
    );
    const q = { deviceId: 1 };
    const post = (path: string) => fake.post(path, { SearchText: [] }, q);
    expect(
      answerProblems(DeviceAssignedEmployeesSchema, await post(ApiPaths.device.assignedEmployees)),
    ).toEqual([]);
    expect(
      answerProblems(DeviceAssignedProjectsSchema, await post(ApiPaths.device.assignedProjects)),
    ).toEqual([]);
    expect(
      answerProblems(DeviceUnassignedEmployeesSchema, await post(ApiPaths.device.unassignedEmployees)),
    ).toEqual([]);
    expect(
      answerProblems(DeviceUnassignedProjectsSchema, await post(ApiPaths.device.unassignedProjects)),
    ).toEqual([]);
    expect(answerProblems(listOf(CopySourceDeviceSchema), await post(ApiPaths.device.copySources))).toEqual(
      [],
    );
    expect(answerProblems(DeviceDetailsSchema, await fake.get(ApiPaths.device.details, q))).toEqual([]);
    expect(
      answerProblems(listOf(EmployeeOptionSchema), await fake.get(ApiPaths.device.activeEmployees)),
    ).toEqual([]);
    const update = {
      deviceID: 1,
      empID: 1,
      status: 'active',
      allowAttestation: 'active',
      allowTMVoucherSignature: 'active',
    };
    expect(answerProblems(null, await fake.post(ApiPaths.device.update, update))).toEqual([]);
    expect(answerProblems(null, await fake.post(ApiPaths.device.update, { ...update, empID: 0 }))).toEqual(
      [],
    );
    const assignment = { empID: 1, EmployeeIds: [1, 2], ProjectIds: [1] };
    expect(answerProblems(null, await fake.post(ApiPaths.device.saveAssignment, assignment, q))).toEqual([]);
    const copy = {
      EmpId: 1,
      EmployeeDeviceIds: [2],
      ProjectDeviceIds: [2],
      IsReplace: false,
      IsAppend: true,
    };
    expect(answerProblems(null, await fake.post(ApiPaths.device.saveCopy, copy, q))).toEqual([]);
  });

  it('imports: a preview with a bad row, a refused commit, a committed one', async () => {
    const fake = demoWorkforce();
    const bad = { csv: 'EmployeeNumber,FullName\nE1,A\n,B\n' };
    const preview = await fake.post(ApiPaths.employee.importPreview, bad);
    expect(answerProblems(WorkforceImportResultSchema, preview)).toEqual([]);
    expect((preview.data as { errors: { row: number }[] }).errors.map((e) => e.row)).toEqual([3]);
    expect(
      answerProblems(WorkforceImportResultSchema, await fake.post(ApiPaths.employee.import, bad)),
    ).toEqual([]);
    const good = await fake.post(ApiPaths.project.import, { csv: 'ProjectNumber\n24-1001\n24-9\n' });
    expect(answerProblems(WorkforceImportResultSchema, good)).toEqual([]);
    expect(good.data).toMatchObject({ created: 1, updated: 1, committed: true });
  });
});
