import {
  ApiPaths,
  type DeviceOption,
  type DeviceRow,
  type Employee,
  type EmployeeRow,
  type EmployeeSave,
  TextProblem,
  WorkforceMessages,
} from '@tac/contracts';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/each-database.ts';
import { useWorkforceTestApp } from './test-fixtures.ts';

describeEachDatabase('workforce: employees', (kind) => {
  const w = useWorkforceTestApp(kind, 'admin', 'contribute', 'pm', 'readonly');
  const E = ApiPaths.employees;

  const newEmployee = (overrides: Partial<EmployeeSave> = {}): EmployeeSave => ({
    id: 0,
    fullName: 'Rosa Diaz',
    employeeNumber: 'TE-9',
    employeeStatusFlag: 'active',
    jobTitle: 'Laborer',
    emailAddress: '',
    hireDate: '2024-02-29',
    divisionId: w.f.division.mine,
    unionNumber: 'L-7',
    projectNumber: 'T-0001',
    isManagerAccessEnabled: false,
    ...overrides,
  });
  const save = (token: string | undefined, body: EmployeeSave) =>
    w.t.call<{ id: number }>('POST', E.save, { token, body });
  const detail = async (id: number) =>
    (await w.t.call<Employee[]>('GET', `${E.details}?employeeId=${id}`, { token: w.tokens.admin })).body
      .data[0];

  /** The first page of a list's active rows, searched by one column. */
  const searchActive = <Row>(path: string, token: string | undefined, FieldName: string, Value: string) =>
    w.t.call<Row[]>('POST', path, {
      token,
      body: { Skip: 0, Take: 100, Status: 'active', SearchText: [{ FieldName, Value }] },
    });

  it('shows a one-word name as it was typed, with no trailing space, in the list, the modal and the devices', async () => {
    const saved = await save(w.tokens.admin, newEmployee({ fullName: 'Madonna', employeeNumber: 'TE-ONE' }));
    expect(saved.status).toBe(200);
    const id = saved.body.data.id;
    expect((await detail(id))?.fullName).toBe('Madonna');
    const list = await searchActive<EmployeeRow>(E.list, w.tokens.admin, 'employeeName', 'te-one');
    expect(list.body.data.map((r) => r.fullName)).toEqual(['Madonna']);
    await w.t.db.updateTable('device').set({ employee_id: id }).where('id', '=', w.f.device.d3).execute();
    const devices = await searchActive<DeviceRow>(
      ApiPaths.devices.list,
      w.tokens.admin,
      'deviceEmpID',
      'TD-3',
    );
    expect(devices.body.data.map((d) => d.employeeNumberName)).toEqual(['TE-ONE - Madonna']);
  });

  it('checks the §5.1 rules in order, with their messages', async () => {
    const cases: [Partial<EmployeeSave>, string][] = [
      [{ isManagerAccessEnabled: true }, WorkforceMessages.employees.emailRequired],
      [{ emailAddress: 'not-an-email' }, WorkforceMessages.employees.emailInvalid],
      [{ fullName: '  ' }, WorkforceMessages.employees.nameRequired],
      // Only invisible or control characters: a name that would show blank on every screen.
      [{ fullName: '\u200b\u200b' }, WorkforceMessages.employees.nameRequired],
      // Control characters are refused for every field before the rules, naming the field.
      [{ fullName: '\u0007\u0008' }, 'fullName must not contain control characters'],
      // Direction overrides would show the name reordered; a line break would split a single-line field.
      [{ fullName: 'Ana \u202eatroR' }, `fullName ${TextProblem.direction}`],
      [{ fullName: 'Ana \u2066Ortega\u2069' }, `fullName ${TextProblem.direction}`],
      [{ jobTitle: 'Foreman\r\nBcc: all@example.com' }, `jobTitle ${TextProblem.lineBreak}`],
      [{ jobTitle: 'Foreman\n' }, `jobTitle ${TextProblem.lineBreak}`],
      [{ employeeNumber: ' ' }, WorkforceMessages.employees.numberRequired],
      [{ employeeStatusFlag: '' }, WorkforceMessages.employees.statusRequired],
      [{ jobTitle: '' }, WorkforceMessages.employees.titleRequired],
      [{ jobTitle: '\u3164\u2060' }, WorkforceMessages.employees.titleRequired],
      [{ hireDate: '' }, WorkforceMessages.employees.hireDateRequired],
      [{ hireDate: '2023-02-29' }, WorkforceMessages.employees.hireDateInvalid],
      [{ divisionId: 0 }, WorkforceMessages.employees.divisionRequired],
      [{ unionNumber: '' }, WorkforceMessages.employees.unionNumberRequired],
      [{ projectNumber: '' }, WorkforceMessages.employees.projectNumberRequired],
      [{ divisionId: w.f.division.other }, WorkforceMessages.employees.unknownDivision],
      [{ projectNumber: 'T-0004' }, WorkforceMessages.employees.unknownProject('T-0004')],
    ];
    for (const [change, message] of cases) {
      const res = await save(w.tokens.contribute, newEmployee(change));
      expect([res.status, res.body.message], JSON.stringify(change)).toEqual([400, message]);
    }
  });

  it('adds with the add claim, sanitises numbers, refuses a duplicate number', async () => {
    expect((await save(w.tokens.readonly, newEmployee())).status).toBe(403);
    // Contribute has no status claim: an add must keep the default status.
    expect((await save(w.tokens.contribute, newEmployee({ employeeStatusFlag: 'inactive' }))).status).toBe(
      403,
    );
    const added = await save(w.tokens.contribute, newEmployee({ employeeNumber: ' TE 9!' }));
    expect([added.status, added.body.message]).toEqual([200, WorkforceMessages.employees.saved]);
    expect(await detail(added.body.data.id)).toMatchObject({
      employeeNumber: 'TE9',
      fullName: 'Rosa Diaz',
      hireDate: '2024-02-29',
      projectNumber: 'T-0001',
      isManuallyAddedEmployee: true,
    });
    expect((await save(w.tokens.contribute, newEmployee({ employeeNumber: 'TE9' }))).status).toBe(409);
    // A zero-width space pasted before the name is no first name.
    const pasted = await save(
      w.tokens.contribute,
      newEmployee({ employeeNumber: 'TE-ZW', fullName: '\u200b Ana Ruiz' }),
    );
    expect(pasted.status).toBe(200);
    expect((await detail(pasted.body.data.id))?.fullName).toBe('Ana Ruiz');
  });

  it('locks an imported employee’s imported fields; e-mail, division and project stay editable', async () => {
    const imported = await detail(w.f.employee.imported);
    if (!imported) throw new Error('fixture missing');
    const body = { ...imported, id: imported.id } as EmployeeSave;
    const renamed = await save(w.tokens.admin, { ...body, fullName: 'Someone Else' });
    expect([renamed.status, renamed.body.message]).toEqual([403, WorkforceMessages.employees.importedLocked]);
    const status = await save(w.tokens.admin, { ...body, employeeStatusFlag: 'inactive' });
    expect(status.status).toBe(403);
    const email = await save(w.tokens.admin, {
      ...body,
      emailAddress: 'new@example.com',
      projectNumber: 'T-0002',
    });
    expect([email.status, email.body.message]).toEqual([200, WorkforceMessages.employees.updated]);
    expect(await detail(w.f.employee.imported)).toMatchObject({
      emailAddress: 'new@example.com',
      projectNumber: 'T-0002',
    });
    // Outside the user's divisions: 404.
    const other = await save(w.tokens.contribute, { ...body, id: w.f.employee.other });
    expect(other.status).toBe(404);
  });

  it('lists by status with searchable columns and assigns devices', async () => {
    const assign = await w.t.call('POST', `${E.assignDevices}?employeeId=${w.f.employee.manual}`, {
      token: w.tokens.contribute,
      body: [{ deviceID: w.f.device.d1 }, { deviceID: w.f.device.d3 }],
    });
    expect(assign.status).toBe(200);
    expect(
      (
        await w.t.call('POST', `${E.assignDevices}?employeeId=${w.f.employee.manual}`, {
          token: w.tokens.pm,
          body: [],
        })
      ).status,
    ).toBe(403);
    const list = await searchActive<EmployeeRow>(E.list, w.tokens.contribute, 'devices', 'td-3');
    expect(list.body.data.map((e) => [e.employeeNumber, e.devices])).toEqual([['TE-1', 'TD-1, TD-3']]);
    const others = await w.t.call<DeviceOption[]>(
      'POST',
      `${E.devices}?employeeId=${w.f.employee.manual}&isFromDeviceSearch=true`,
      {
        token: w.tokens.contribute,
        body: {},
      },
    );
    expect(others.body.data.map((d) => d.deviceEmpID)).toEqual(['TD-2']);
    const scoped = await searchActive<EmployeeRow>(E.list, w.tokens.pm, 'employeeName', 'te-');
    expect(scoped.body.data.map((e) => e.employeeNumber)).toEqual(['TE-3']);
  });
});
