import {
  ApiPaths,
  type CopySourceDevice,
  type DeviceAssignedEmployees,
  type DeviceAssignedProjects,
  type DeviceDetails,
  type DeviceRow,
  type DeviceUnassignedEmployees,
  type EmployeeOption,
  WorkforceMessages,
} from '@tac/contracts';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/each-database.ts';
import { useWorkforceTestApp } from './test-fixtures.ts';

describeEachDatabase('workforce: devices', (kind) => {
  const w = useWorkforceTestApp(kind, 'admin', 'sysadmin', 'contribute', 'readonly');
  const D = ApiPaths.devices;

  const assigned = async (deviceId: number) => {
    const q = `?deviceId=${deviceId}`;
    const e = await w.t.call<DeviceAssignedEmployees>('POST', `${D.assignedEmployees}${q}`, {
      token: w.tokens.admin,
      body: {},
    });
    const p = await w.t.call<DeviceAssignedProjects>('POST', `${D.assignedProjects}${q}`, {
      token: w.tokens.admin,
      body: {},
    });
    return {
      employees: e.body.data.employees.map((x) => x.empID),
      projects: p.body.data.projects.map((x) => x.projectID),
    };
  };
  const save = (token: string | undefined, deviceId: number, body: object) =>
    w.t.call('POST', `${D.saveAssignment}?deviceId=${deviceId}`, { token, body });
  const copy = (deviceId: number, body: object) =>
    w.t.call('POST', `${D.saveCopy}?deviceId=${deviceId}`, {
      token: w.tokens.admin,
      body: {
        EmpId: w.f.employee.manual,
        EmployeeDeviceIds: [],
        ProjectDeviceIds: [],
        IsReplace: false,
        IsAppend: false,
        ...body,
      },
    });
  /** The employee a device is given to, as stored. */
  const deviceEmployee = async (deviceId: number) =>
    (
      await w.t.db
        .selectFrom('device')
        .select('employee_id')
        .where('id', '=', deviceId)
        .executeTakeFirstOrThrow()
    ).employee_id;
  /** An active employee of the admin's division with no e-mail: none of a device's employee options. */
  const addEmployeeWithoutEmail = (employee_number: string) =>
    w.t.db
      .insertInto('employee')
      .values({
        employee_number,
        first_name: 'No',
        last_name: 'Mail',
        division_id: w.f.division.mine,
        email: '',
        is_active: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const auditRows = async () => (await w.t.db.selectFrom('audit_log').select('id').execute()).length;

  it('lists devices by device access, with the attestation and signature filters', async () => {
    const list = (token: string | undefined, SearchText: object[] = []) =>
      w.t.call<DeviceRow[]>('POST', D.list, {
        token,
        body: { Skip: 0, Take: 100, Status: 'active', SearchText },
      });
    const mine = await list(w.tokens.contribute, [{ FieldName: 'deviceEmpID', Value: 'TD-' }]);
    expect(mine.body.data.map((d) => d.deviceEmpID)).toEqual(['TD-1', 'TD-2', 'TD-3']);
    // The read-only role has no device groups (spec 000 §2): its devices follow its divisions.
    const readOnlyDivision = await w.t.db
      .selectFrom('user_division as ud')
      .innerJoin('app_user as u', 'u.id', 'ud.user_id')
      .select('ud.division_id')
      .where('u.user_name', '=', 'readonly@demo.local')
      .orderBy('ud.division_id')
      .executeTakeFirstOrThrow();
    await w.t.db
      .insertInto('device')
      .values({ name: 'RO-1', division_id: readOnlyDivision.division_id })
      .execute();
    const readOnly = await list(w.tokens.readonly);
    expect(readOnly.body.data.map((d) => d.deviceEmpID)).toEqual(['RO-1']);
    await w.t.db
      .updateTable('device')
      .set({ allow_attestation: true })
      .where('id', '=', w.f.device.d2)
      .execute();
    const attesting = await list(w.tokens.admin, [
      { FieldName: 'allowAttestation', Value: 'active' },
      { FieldName: 'deviceEmpID', Value: 'TD-' },
    ]);
    expect(attesting.body.data.map((d) => d.deviceEmpID)).toEqual(['TD-2']);
    const both = await list(w.tokens.admin, [
      { FieldName: 'allowAttestation', Value: 'active inactive' },
      { FieldName: 'deviceEmpID', Value: 'TD-' },
    ]);
    expect(both.body.totalCount).toBe(4);
    expect(
      (await w.t.call('GET', `${D.details}?deviceId=${w.f.device.other}`, { token: w.tokens.contribute }))
        .status,
    ).toBe(404);
    for (const path of [
      D.assignedEmployees,
      D.assignedProjects,
      D.unassignedEmployees,
      D.unassignedProjects,
      D.copySources,
    ]) {
      const res = await w.t.call('POST', `${path}?deviceId=${w.f.device.other}`, {
        token: w.tokens.contribute,
        body: {},
      });
      expect(res.status, path).toBe(404);
    }
  });

  it('needs a chosen employee for save, assign and copy: nothing is written', async () => {
    const before = await auditRows();
    const noEmployee = await save(w.tokens.admin, w.f.device.d1, {
      empID: 0,
      EmployeeIds: [],
      ProjectIds: [],
    });
    expect([noEmployee.status, noEmployee.body.message]).toEqual([
      400,
      WorkforceMessages.devices.selectEmployeeEmail,
    ]);
    const update = await w.t.call('POST', D.update, {
      token: w.tokens.admin,
      body: {
        deviceID: w.f.device.d1,
        empID: null,
        status: 'active',
        allowAttestation: 'inactive',
        allowTMVoucherSignature: 'inactive',
      },
    });
    expect(update.body.message).toBe(WorkforceMessages.devices.selectEmployeeEmail);
    expect(
      (await copy(w.f.device.d1, { EmpId: 0, IsAppend: true, ProjectDeviceIds: [w.f.device.d2] })).body
        .message,
    ).toBe(WorkforceMessages.devices.selectEmployeeEmail);
    // An employee without an e-mail is none of the options (spec 001 §5.3), here as in the browser.
    const noEmail = await addEmployeeWithoutEmail('TE-9');
    try {
      const withoutEmail = await w.t.call('POST', D.update, {
        token: w.tokens.admin,
        body: {
          deviceID: w.f.device.d1,
          empID: noEmail.id,
          status: 'active',
          allowAttestation: 'inactive',
          allowTMVoucherSignature: 'inactive',
        },
      });
      expect([withoutEmail.status, withoutEmail.body.message]).toEqual([
        400,
        WorkforceMessages.devices.selectEmployeeEmail,
      ]);
      expect(
        (await save(w.tokens.admin, w.f.device.d1, { empID: noEmail.id, EmployeeIds: [], ProjectIds: [] }))
          .body.message,
      ).toBe(WorkforceMessages.devices.selectEmployeeEmail);
    } finally {
      await w.t.db.deleteFrom('employee').where('id', '=', noEmail.id).execute();
    }
    expect(await auditRows()).toBe(before);
  });

  it('updates details: signature only for Administrator and SystemAdmin; Modified By follows', async () => {
    const body = {
      deviceID: w.f.device.d3,
      empID: w.f.employee.manual,
      status: 'active',
      allowAttestation: 'active',
      allowTMVoucherSignature: 'active',
    };
    // Contribute lacks the device status edit claim.
    expect((await w.t.call('POST', D.update, { token: w.tokens.contribute, body })).status).toBe(403);
    const res = await w.t.call('POST', D.update, { token: w.tokens.admin, body });
    expect([res.status, res.body.message]).toEqual([200, WorkforceMessages.devices.updated]);
    const detail = await w.t.call<DeviceDetails>('GET', `${D.details}?deviceId=${w.f.device.d3}`, {
      token: w.tokens.admin,
    });
    expect(detail.body.data).toMatchObject({
      empID: w.f.employee.manual,
      allowAttestation: 'active',
      allowTMVoucherSignature: 'active',
      userName: 'admin@demo.local',
    });
    // Its History shows what changed, the device as it was and as it is: no field lost on one side.
    const audit = await w.t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('entity', '=', 'device')
      .where('entity_id', '=', String(w.f.device.d3))
      .where('action', '=', 'update')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const [was, is] = [audit.before, audit.after] as Record<string, unknown>[];
    const fields = [...new Set([...Object.keys(was ?? {}), ...Object.keys(is ?? {})])];
    const changed = fields.filter((field) => JSON.stringify(was?.[field]) !== JSON.stringify(is?.[field]));
    expect(changed.sort()).toEqual(['allowAttestation', 'allowTMVoucherSignature', 'empID']);
    expect(is).toMatchObject({ deviceEmpID: 'TD-3', status: 'active' });
    const options = await w.t.call<EmployeeOption[]>('GET', D.activeEmployees, {
      token: w.tokens.contribute,
    });
    expect(options.body.data.map((o) => o.employeeNumber)).toEqual(['TE-1', 'TE-2']);
  });

  it('saves both lists in one transaction; a bad id changes nothing', async () => {
    // The contribute user may not choose the device's employee (see the next test): it is set already.
    await w.t.db
      .updateTable('device')
      .set({ employee_id: w.f.employee.manual })
      .where('id', '=', w.f.device.d1)
      .execute();
    const ok = await save(w.tokens.contribute, w.f.device.d1, {
      empID: w.f.employee.manual,
      EmployeeIds: [w.f.employee.manual, w.f.employee.imported],
      ProjectIds: [w.f.project.a1],
    });
    expect(ok.status).toBe(200);
    expect(await assigned(w.f.device.d1)).toEqual({
      employees: [w.f.employee.manual, w.f.employee.imported].sort((a, b) => a - b),
      projects: [w.f.project.a1],
    });
    const before = await auditRows();
    // A project outside the contribute user's divisions: refused, the employee change is not kept either.
    const bad = await save(w.tokens.contribute, w.f.device.d1, {
      empID: w.f.employee.manual,
      EmployeeIds: [],
      ProjectIds: [w.f.project.a1, w.f.project.other],
    });
    expect([bad.status, bad.body.message]).toEqual([400, WorkforceMessages.devices.unknownProjects]);
    expect((await assigned(w.f.device.d1)).employees).toHaveLength(2);
    expect(await auditRows()).toBe(before);
    expect(
      (
        await save(w.tokens.readonly, w.f.device.d1, {
          empID: w.f.employee.manual,
          EmployeeIds: [],
          ProjectIds: [],
        })
      ).status,
    ).toBe(403);
    const unassigned = await w.t.call<DeviceUnassignedEmployees>(
      'POST',
      `${D.unassignedEmployees}?deviceId=${w.f.device.d1}`,
      { token: w.tokens.contribute, body: {} },
    );
    expect(unassigned.body.data.unAssignedEmployees).toEqual([]);
  });

  it("changes the device's employee only with the status-edit claim: Contribute is refused through assign and copy", async () => {
    const device = w.f.device.d3;
    await w.t.db
      .updateTable('device')
      .set({ employee_id: w.f.employee.manual })
      .where('id', '=', device)
      .execute();
    const employeeOf = () => deviceEmployee(device);
    const audits = await auditRows();
    const assign = { EmployeeIds: [], ProjectIds: [w.f.project.a1] };
    const refused = await save(w.tokens.contribute, device, { ...assign, empID: w.f.employee.imported });
    expect([refused.status, refused.body.message]).toEqual([
      403,
      WorkforceMessages.devices.employeeNotAllowed,
    ]);
    const copied = await w.t.call('POST', `${D.saveCopy}?deviceId=${device}`, {
      token: w.tokens.contribute,
      body: {
        EmpId: w.f.employee.imported,
        EmployeeDeviceIds: [],
        ProjectDeviceIds: [w.f.device.d1],
        IsReplace: false,
        IsAppend: true,
      },
    });
    expect([copied.status, copied.body.message]).toEqual([403, WorkforceMessages.devices.employeeNotAllowed]);
    expect(await employeeOf()).toBe(w.f.employee.manual);
    expect(await auditRows()).toBe(audits);
    expect((await assigned(device)).projects).toEqual([]);

    // The same employee kept: Contribute assigns; with the claim the employee changes.
    expect((await save(w.tokens.contribute, device, { ...assign, empID: w.f.employee.manual })).status).toBe(
      200,
    );
    expect((await save(w.tokens.admin, device, { ...assign, empID: w.f.employee.imported })).status).toBe(
      200,
    );
    expect(await employeeOf()).toBe(w.f.employee.imported);
    await save(w.tokens.admin, device, { EmployeeIds: [], ProjectIds: [], empID: w.f.employee.manual });
  });

  it('keeps nothing of a save that fails inside its transaction', async () => {
    await save(w.tokens.admin, w.f.device.d2, {
      empID: w.f.employee.manual,
      EmployeeIds: [w.f.employee.manual],
      ProjectIds: [],
    });
    const before = await assigned(w.f.device.d2);
    const audits = await auditRows();
    // The employees are written first; the projects' insert then fails in the database itself.
    await sql`create function refuse_for_test() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`.execute(w.t.db);
    await sql`create trigger refuse_for_test before insert on device_project for each row execute function refuse_for_test()`.execute(
      w.t.db,
    );
    try {
      const res = await save(w.tokens.admin, w.f.device.d2, {
        empID: w.f.employee.imported,
        EmployeeIds: [w.f.employee.imported],
        ProjectIds: [w.f.project.a2],
      });
      expect(res.status).toBe(500);
    } finally {
      await sql`drop trigger refuse_for_test on device_project`.execute(w.t.db);
      await sql`drop function refuse_for_test()`.execute(w.t.db);
    }
    expect(await assigned(w.f.device.d2)).toEqual(before);
    expect(await auditRows()).toBe(audits);
    const device = await w.t.db
      .selectFrom('device')
      .select('employee_id')
      .where('id', '=', w.f.device.d2)
      .executeTakeFirstOrThrow();
    expect(device.employee_id).toBe(w.f.employee.manual);
  });

  it('copies with Replace (each copied list becomes the sources’) and Append (adds, none twice)', async () => {
    await save(w.tokens.admin, w.f.device.d1, {
      empID: w.f.employee.manual,
      EmployeeIds: [w.f.employee.manual],
      ProjectIds: [w.f.project.a1],
    });
    await save(w.tokens.admin, w.f.device.d2, {
      empID: w.f.employee.manual,
      EmployeeIds: [w.f.employee.imported],
      ProjectIds: [w.f.project.a1, w.f.project.a2],
    });
    expect(
      (await copy(w.f.device.d1, { IsAppend: true, IsReplace: true, ProjectDeviceIds: [w.f.device.d2] })).body
        .message,
    ).toBe(WorkforceMessages.devices.copyModeRequired);
    expect((await copy(w.f.device.d1, { IsAppend: true })).body.message).toBe(
      WorkforceMessages.devices.copySourceRequired,
    );

    expect(
      (
        await copy(w.f.device.d1, {
          IsAppend: true,
          EmployeeDeviceIds: [w.f.device.d2],
          ProjectDeviceIds: [w.f.device.d2],
        })
      ).status,
    ).toBe(200);
    const appended = await assigned(w.f.device.d1);
    expect(appended.employees.sort()).toEqual([w.f.employee.manual, w.f.employee.imported].sort());
    expect(appended.projects.sort()).toEqual([w.f.project.a1, w.f.project.a2].sort());

    await save(w.tokens.admin, w.f.device.d3, {
      empID: w.f.employee.manual,
      EmployeeIds: [w.f.employee.other],
      ProjectIds: [w.f.project.a2],
    });
    expect((await copy(w.f.device.d1, { IsReplace: true, ProjectDeviceIds: [w.f.device.d3] })).status).toBe(
      200,
    );
    const replaced = await assigned(w.f.device.d1);
    expect(replaced.projects).toEqual([w.f.project.a2]);
    // Employees had no source: left as they were.
    expect(replaced.employees).toHaveLength(2);

    const sources = await w.t.call<CopySourceDevice[]>('POST', `${D.copySources}?deviceId=${w.f.device.d1}`, {
      token: w.tokens.admin,
      body: { SearchText: [{ FieldName: 'deviceEmpID', Value: 'TD-' }] },
    });
    expect(sources.body.data.map((s) => s.deviceEmpID)).toEqual(['TD-2', 'TD-3', 'TD-4']);
    expect(sources.body.data[0]?.projectNumber).toBe('T-0001, T-0002');
  });

  it("keeps the device's employee without an e-mail on every save; another without one is refused, naming the e-mail", async () => {
    const device = w.f.device.d3;
    const kept = (await addEmployeeWithoutEmail('TE-8')).id;
    const other = (await addEmployeeWithoutEmail('TE-9')).id;
    const setEmployee = (employee_id: number | null) =>
      w.t.db.updateTable('device').set({ employee_id }).where('id', '=', device).execute();
    const employeeOf = () => deviceEmployee(device);
    const details = (empID: number) => ({
      deviceID: device,
      empID,
      status: 'active',
      allowAttestation: 'active',
      allowTMVoucherSignature: 'active',
    });
    const was = await employeeOf();
    await setEmployee(kept);
    try {
      // The details name the employee, for the box to show them though they are none of its options.
      const read = await w.t.call<DeviceDetails>('GET', `${D.details}?deviceId=${device}`, {
        token: w.tokens.admin,
      });
      expect(read.body.data).toMatchObject({ empID: kept, employeeNumberName: 'TE-8 - No Mail' });

      const update = await w.t.call('POST', D.update, { token: w.tokens.admin, body: details(kept) });
      expect([update.status, update.body.message]).toEqual([200, WorkforceMessages.devices.updated]);
      // Contribute may assign the device but not change its employee: keeping them is no change.
      const assign = { empID: kept, EmployeeIds: [], ProjectIds: [w.f.project.a1] };
      expect((await save(w.tokens.contribute, device, assign)).status).toBe(200);
      expect(
        (await copy(device, { EmpId: kept, IsAppend: true, ProjectDeviceIds: [w.f.device.d1] })).status,
      ).toBe(200);
      expect(await employeeOf()).toBe(kept);

      // A newly chosen employee is one of the options, which have an e-mail (spec 001 §5.3).
      const audits = await auditRows();
      const switched = await w.t.call('POST', D.update, { token: w.tokens.admin, body: details(other) });
      expect([switched.status, switched.body.message]).toEqual([
        400,
        WorkforceMessages.devices.selectEmployeeEmail,
      ]);
      const assigned = await save(w.tokens.admin, device, { ...assign, empID: other });
      expect([assigned.status, assigned.body.message]).toEqual([
        400,
        WorkforceMessages.devices.selectEmployeeEmail,
      ]);
      const copied = await copy(device, { EmpId: other, IsAppend: true, ProjectDeviceIds: [w.f.device.d1] });
      expect([copied.status, copied.body.message]).toEqual([
        400,
        WorkforceMessages.devices.selectEmployeeEmail,
      ]);
      expect(await employeeOf()).toBe(kept);
      expect(await auditRows()).toBe(audits);
    } finally {
      await setEmployee(was);
      await w.t.db.deleteFrom('employee').where('id', 'in', [kept, other]).execute();
    }
  });
});
