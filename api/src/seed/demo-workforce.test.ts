import {
  ApiPaths,
  type DeviceAssignedEmployees,
  type DeviceRow,
  type EmployeeRow,
  type Project,
} from '@tac/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn } from '../testing/api-checks.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/** The demo workforce is what the workforce screens need, and agrees with the demo timecards. */
let t: TestApp;
let tokens: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp({ seed: 'demo' });
  tokens = await signIn(t, 'admin');
});
afterAll(() => t?.close());

const list = <T>(path: string) =>
  t.call<T[]>('POST', path, { token: tokens.admin, body: { Skip: 0, Take: 100, Status: 'active' } });

it('has imported and manually added employees, projects with gc and task codes, devices with assignments', async () => {
  const employees = (await list<EmployeeRow>(ApiPaths.employees.list)).body.data;
  expect(employees.some((e) => e.isManuallyAddedEmployee)).toBe(true);
  expect(employees.some((e) => !e.isManuallyAddedEmployee)).toBe(true);
  expect(employees.every((e) => e.projectNumber !== '')).toBe(true);
  const projects = (await list<Project>(ApiPaths.projects.list)).body.data;
  expect(projects.some((p) => p.gc !== '')).toBe(true);
  const devices = (await list<DeviceRow>(ApiPaths.devices.list)).body.data;
  expect(devices.length).toBeGreaterThan(0);
  expect(devices.filter((d) => d.projectNames !== '' && d.employeeNumberName !== '').length).toBeGreaterThan(
    devices.length / 2,
  );
  expect(new Set(devices.map((d) => d.userName))).toEqual(new Set(['admin@demo.local']));
});

it('assigns each device the employees and projects of its timecards', async () => {
  const missing = await sql<{
    n: number;
  }>`select count(*)::int as n from (select distinct device_id, employee_id from timecard) t
    where not exists (select 1 from device_employee de where de.device_id = t.device_id and de.employee_id = t.employee_id)`.execute(
    t.db,
  );
  expect(missing.rows[0]?.n).toBe(0);
  const device = await t.db
    .selectFrom('timecard')
    .select(['device_id', 'employee_id'])
    .limit(1)
    .executeTakeFirstOrThrow();
  const assigned = await t.call<DeviceAssignedEmployees>(
    'POST',
    `${ApiPaths.devices.assignedEmployees}?deviceId=${device.device_id}`,
    {
      token: tokens.admin,
      body: {},
    },
  );
  expect(assigned.body.data.employees.map((e) => e.empID)).toContain(device.employee_id);
});
