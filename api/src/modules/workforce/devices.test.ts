import {
  ApiPaths,
  type CopySourceDevice,
  type DeviceAssignedEmployees,
  type DeviceAssignedProjects,
  type DeviceDetails,
  type DeviceRow,
  type DeviceUnassignedEmployees,
  type EmployeeOption,
  Messages,
} from '@tac/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/each-database.ts';
import { signIn } from '../../testing/reference-lists.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { seedWorkforceFixture, type WorkforceFixture } from './test-fixtures.ts';

describeEachDatabase('workforce: devices', (kind) => {
  let t: TestApp;
  let f: WorkforceFixture;
  let tokens: Record<string, string>;
  const D = ApiPaths.device;

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    f = await seedWorkforceFixture(t.db);
    tokens = await signIn(t, 'admin', 'sysadmin', 'contribute', 'readonly');
  });
  afterAll(() => t?.close());

  const assigned = async (deviceId: number) => {
    const q = `?deviceId=${deviceId}`;
    const e = await t.call<DeviceAssignedEmployees>('POST', `${D.assignedEmployees}${q}`, {
      token: tokens.admin,
      body: {},
    });
    const p = await t.call<DeviceAssignedProjects>('POST', `${D.assignedProjects}${q}`, {
      token: tokens.admin,
      body: {},
    });
    return {
      employees: e.body.data.employees.map((x) => x.empID),
      projects: p.body.data.projects.map((x) => x.projectID),
    };
  };
  const save = (token: string | undefined, deviceId: number, body: object) =>
    t.call('POST', `${D.saveAssignment}?deviceId=${deviceId}`, { token, body });
  const copy = (deviceId: number, body: object) =>
    t.call('POST', `${D.saveCopy}?deviceId=${deviceId}`, {
      token: tokens.admin,
      body: {
        EmpId: f.employee.manual,
        EmployeeDeviceIds: [],
        ProjectDeviceIds: [],
        IsReplace: false,
        IsAppend: false,
        ...body,
      },
    });
  const auditRows = async () => (await t.db.selectFrom('audit_log').select('id').execute()).length;

  it('lists devices by device access, with the attestation and signature filters', async () => {
    const list = (token: string | undefined, SearchText: object[] = []) =>
      t.call<DeviceRow[]>('POST', D.list, {
        token,
        body: { Skip: 0, Take: 100, Status: 'active', SearchText },
      });
    const mine = await list(tokens.contribute, [{ FieldName: 'deviceEmpID', Value: 'TD-' }]);
    expect(mine.body.data.map((d) => d.deviceEmpID)).toEqual(['TD-1', 'TD-2', 'TD-3']);
    // The read-only role has no device groups (spec 000 §2): its devices follow its divisions.
    const readOnlyDivision = await t.db
      .selectFrom('user_division as ud')
      .innerJoin('app_user as u', 'u.id', 'ud.user_id')
      .select('ud.division_id')
      .where('u.user_name', '=', 'readonly@demo.local')
      .orderBy('ud.division_id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('device')
      .values({ name: 'RO-1', division_id: readOnlyDivision.division_id })
      .execute();
    const readOnly = await list(tokens.readonly);
    expect(readOnly.body.data.map((d) => d.deviceEmpID)).toEqual(['RO-1']);
    await t.db.updateTable('device').set({ allow_attestation: true }).where('id', '=', f.device.d2).execute();
    const attesting = await list(tokens.admin, [
      { FieldName: 'allowAttestation', Value: 'active' },
      { FieldName: 'deviceEmpID', Value: 'TD-' },
    ]);
    expect(attesting.body.data.map((d) => d.deviceEmpID)).toEqual(['TD-2']);
    const both = await list(tokens.admin, [
      { FieldName: 'allowAttestation', Value: 'active inactive' },
      { FieldName: 'deviceEmpID', Value: 'TD-' },
    ]);
    expect(both.body.totalCount).toBe(4);
    expect(
      (await t.call('GET', `${D.details}?deviceId=${f.device.other}`, { token: tokens.contribute })).status,
    ).toBe(404);
    for (const path of [
      D.assignedEmployees,
      D.assignedProjects,
      D.unassignedEmployees,
      D.unassignedProjects,
      D.copySources,
    ]) {
      const res = await t.call('POST', `${path}?deviceId=${f.device.other}`, {
        token: tokens.contribute,
        body: {},
      });
      expect(res.status, path).toBe(404);
    }
  });

  it('needs a chosen employee for save, assign and copy: nothing is written', async () => {
    const before = await auditRows();
    const noEmployee = await save(tokens.admin, f.device.d1, { empID: 0, EmployeeIds: [], ProjectIds: [] });
    expect([noEmployee.status, noEmployee.body.message]).toEqual([400, Messages.device.selectEmployeeEmail]);
    const update = await t.call('POST', D.update, {
      token: tokens.admin,
      body: {
        deviceID: f.device.d1,
        empID: null,
        status: 'active',
        allowAttestation: 'inactive',
        allowTMVoucherSignature: 'inactive',
      },
    });
    expect(update.body.message).toBe(Messages.device.selectEmployeeEmail);
    expect(
      (await copy(f.device.d1, { EmpId: 0, IsAppend: true, ProjectDeviceIds: [f.device.d2] })).body.message,
    ).toBe(Messages.device.selectEmployeeEmail);
    expect(await auditRows()).toBe(before);
  });

  it('updates details: signature only for Administrator and SystemAdmin; Modified By follows', async () => {
    const body = {
      deviceID: f.device.d3,
      empID: f.employee.manual,
      status: 'active',
      allowAttestation: 'active',
      allowTMVoucherSignature: 'active',
    };
    // Contribute lacks the device status edit claim.
    expect((await t.call('POST', D.update, { token: tokens.contribute, body })).status).toBe(403);
    const res = await t.call('POST', D.update, { token: tokens.admin, body });
    expect([res.status, res.body.message]).toEqual([200, Messages.device.updated]);
    const detail = await t.call<DeviceDetails>('GET', `${D.details}?deviceId=${f.device.d3}`, {
      token: tokens.admin,
    });
    expect(detail.body.data).toMatchObject({
      empID: f.employee.manual,
      allowAttestation: 'active',
      allowTMVoucherSignature: 'active',
      userName: 'admin@demo.local',
    });
    const options = await t.call<EmployeeOption[]>('GET', D.activeEmployees, { token: tokens.contribute });
    expect(options.body.data.map((o) => o.employeeNumber)).toEqual(['TE-1', 'TE-2']);
  });

  it('saves both lists in one transaction; a bad id changes nothing', async () => {
    // The contribute user may not choose the device's employee (see the next test): it is set already.
    await t.db
      .updateTable('device')
      .set({ employee_id: f.employee.manual })
      .where('id', '=', f.device.d1)
      .execute();
    const ok = await save(tokens.contribute, f.device.d1, {
      empID: f.employee.manual,
      EmployeeIds: [f.employee.manual, f.employee.imported],
      ProjectIds: [f.project.a1],
    });
    expect(ok.status).toBe(200);
    expect(await assigned(f.device.d1)).toEqual({
      employees: [f.employee.manual, f.employee.imported].sort((a, b) => a - b),
      projects: [f.project.a1],
    });
    const before = await auditRows();
    // A project outside the contribute user's divisions: refused, the employee change is not kept either.
    const bad = await save(tokens.contribute, f.device.d1, {
      empID: f.employee.manual,
      EmployeeIds: [],
      ProjectIds: [f.project.a1, f.project.other],
    });
    expect([bad.status, bad.body.message]).toEqual([400, Messages.device.unknownProjects]);
    expect((await assigned(f.device.d1)).employees).toHaveLength(2);
    expect(await auditRows()).toBe(before);
    expect(
      (
        await save(tokens.readonly, f.device.d1, {
          empID: f.employee.manual,
          EmployeeIds: [],
          ProjectIds: [],
        })
      ).status,
    ).toBe(403);
    const unassigned = await t.call<DeviceUnassignedEmployees>(
      'POST',
      `${D.unassignedEmployees}?deviceId=${f.device.d1}`,
      { token: tokens.contribute, body: {} },
    );
    expect(unassigned.body.data.unAssignedEmployees).toEqual([]);
  });

  it("changes the device's employee only with the status-edit claim: Contribute is refused through assign and copy", async () => {
    const device = f.device.d3;
    await t.db
      .updateTable('device')
      .set({ employee_id: f.employee.manual })
      .where('id', '=', device)
      .execute();
    const employeeOf = async () =>
      (
        await t.db
          .selectFrom('device')
          .select('employee_id')
          .where('id', '=', device)
          .executeTakeFirstOrThrow()
      ).employee_id;
    const audits = await auditRows();
    const assign = { EmployeeIds: [], ProjectIds: [f.project.a1] };
    const refused = await save(tokens.contribute, device, { ...assign, empID: f.employee.imported });
    expect([refused.status, refused.body.message]).toEqual([403, Messages.device.employeeNotAllowed]);
    const copied = await t.call('POST', `${D.saveCopy}?deviceId=${device}`, {
      token: tokens.contribute,
      body: {
        EmpId: f.employee.imported,
        EmployeeDeviceIds: [],
        ProjectDeviceIds: [f.device.d1],
        IsReplace: false,
        IsAppend: true,
      },
    });
    expect([copied.status, copied.body.message]).toEqual([403, Messages.device.employeeNotAllowed]);
    expect(await employeeOf()).toBe(f.employee.manual);
    expect(await auditRows()).toBe(audits);
    expect((await assigned(device)).projects).toEqual([]);

    // The same employee kept: Contribute assigns; with the claim the employee changes.
    expect((await save(tokens.contribute, device, { ...assign, empID: f.employee.manual })).status).toBe(200);
    expect((await save(tokens.admin, device, { ...assign, empID: f.employee.imported })).status).toBe(200);
    expect(await employeeOf()).toBe(f.employee.imported);
    await save(tokens.admin, device, { EmployeeIds: [], ProjectIds: [], empID: f.employee.manual });
  });

  it('keeps nothing of a save that fails inside its transaction', async () => {
    await save(tokens.admin, f.device.d2, {
      empID: f.employee.manual,
      EmployeeIds: [f.employee.manual],
      ProjectIds: [],
    });
    const before = await assigned(f.device.d2);
    const audits = await auditRows();
    // The employees are written first; the projects' insert then fails in the database itself.
    await sql`create function refuse_for_test() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`.execute(t.db);
    await sql`create trigger refuse_for_test before insert on device_project for each row execute function refuse_for_test()`.execute(
      t.db,
    );
    try {
      const res = await save(tokens.admin, f.device.d2, {
        empID: f.employee.imported,
        EmployeeIds: [f.employee.imported],
        ProjectIds: [f.project.a2],
      });
      expect(res.status).toBe(500);
    } finally {
      await sql`drop trigger refuse_for_test on device_project`.execute(t.db);
      await sql`drop function refuse_for_test()`.execute(t.db);
    }
    expect(await assigned(f.device.d2)).toEqual(before);
    expect(await auditRows()).toBe(audits);
    const device = await t.db
      .selectFrom('device')
      .select('employee_id')
      .where('id', '=', f.device.d2)
      .executeTakeFirstOrThrow();
    expect(device.employee_id).toBe(f.employee.manual);
  });

  it('copies with Replace (each copied list becomes the sources’) and Append (adds, none twice)', async () => {
    await save(tokens.admin, f.device.d1, {
      empID: f.employee.manual,
      EmployeeIds: [f.employee.manual],
      ProjectIds: [f.project.a1],
    });
    await save(tokens.admin, f.device.d2, {
      empID: f.employee.manual,
      EmployeeIds: [f.employee.imported],
      ProjectIds: [f.project.a1, f.project.a2],
    });
    expect(
      (await copy(f.device.d1, { IsAppend: true, IsReplace: true, ProjectDeviceIds: [f.device.d2] })).body
        .message,
    ).toBe(Messages.device.copyModeRequired);
    expect((await copy(f.device.d1, { IsAppend: true })).body.message).toBe(
      Messages.device.copySourceRequired,
    );

    expect(
      (
        await copy(f.device.d1, {
          IsAppend: true,
          EmployeeDeviceIds: [f.device.d2],
          ProjectDeviceIds: [f.device.d2],
        })
      ).status,
    ).toBe(200);
    const appended = await assigned(f.device.d1);
    expect(appended.employees.sort()).toEqual([f.employee.manual, f.employee.imported].sort());
    expect(appended.projects.sort()).toEqual([f.project.a1, f.project.a2].sort());

    await save(tokens.admin, f.device.d3, {
      empID: f.employee.manual,
      EmployeeIds: [f.employee.other],
      ProjectIds: [f.project.a2],
    });
    expect((await copy(f.device.d1, { IsReplace: true, ProjectDeviceIds: [f.device.d3] })).status).toBe(200);
    const replaced = await assigned(f.device.d1);
    expect(replaced.projects).toEqual([f.project.a2]);
    // Employees had no source: left as they were.
    expect(replaced.employees).toHaveLength(2);

    const sources = await t.call<CopySourceDevice[]>('POST', `${D.copySources}?deviceId=${f.device.d1}`, {
      token: tokens.admin,
      body: { SearchText: [{ FieldName: 'deviceEmpID', Value: 'TD-' }] },
    });
    expect(sources.body.data.map((s) => s.deviceEmpID)).toEqual(['TD-2', 'TD-3', 'TD-4']);
    expect(sources.body.data[0]?.projectNumber).toBe('T-0001, T-0002');
  });
});
