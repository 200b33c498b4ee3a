import { todayIn } from '@tac/contracts/calendar';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../db/database.ts';
import { DEMO_DIVISIONS, seedDemoReferenceLists } from '../../seed/demo-reference-lists.ts';
import { seedDemoSecurity } from '../../seed/demo-security.ts';
import { signIn } from '../../testing/api-checks.ts';
import type { DatabaseKind } from '../../testing/databases.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * A small workforce for the API tests, on top of the demo divisions and users' access
 * (seed/demo-security.ts): division 1 is the contribute user's (projects, employees and devices),
 * division 4 the project manager's and not the contribute user's. Numbers are fixed so tests name rows.
 */
export interface WorkforceFixture {
  division: { mine: number; other: number; paging: number };
  project: Record<'a1' | 'a2' | 'inactive' | 'other', number>;
  employee: Record<'manual' | 'imported' | 'other', number>;
  device: Record<'d1' | 'd2' | 'd3' | 'other', number>;
}

/** The name of `division.mine`, as an import's CSV names it. */
export const MY_DIVISION_NAME = DEMO_DIVISIONS[1] as string;

/** Projects in the paging division: more than a page of 100. */
export const PAGING_PROJECTS = 150;

export async function seedWorkforceFixture(db: Db): Promise<WorkforceFixture> {
  await seedDemoReferenceLists(db, todayIn('UTC'));
  await seedDemoSecurity(db);
  const divisions = await db.selectFrom('division').select(['id', 'division_name']).execute();
  const divisionId = (index: number) =>
    divisions.find((d) => d.division_name === DEMO_DIVISIONS[index])?.id as number;
  const division = { mine: divisionId(1), other: divisionId(4), paging: divisionId(2) };

  const project = async (project_number: string, division_id: number, is_active = true) =>
    (
      await db
        .insertInto('project')
        .values({ project_number, name: `Project ${project_number}`, division_id, is_active })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const projects = {
    a1: await project('T-0001', division.mine),
    a2: await project('T-0002', division.mine),
    inactive: await project('T-0003', division.mine, false),
    other: await project('T-0004', division.other),
  };
  await db
    .insertInto('project')
    .values(
      Array.from({ length: PAGING_PROJECTS }, (_, i) => ({
        project_number: `PG-${String(i + 1).padStart(4, '0')}`,
        name: `Paging ${i + 1}`,
        division_id: division.paging,
      })),
    )
    .execute();
  await db
    .insertInto('task')
    .values([
      { task_number: '01-100', name: 'Layout', project_id: projects.a1 },
      { task_number: '02-200', name: 'Forming', project_id: projects.a1 },
    ])
    .execute();

  const employee = async (
    employee_number: string,
    division_id: number,
    is_imported: boolean,
    email: string,
  ) =>
    (
      await db
        .insertInto('employee')
        .values({
          employee_number,
          first_name: 'Ana',
          last_name: employee_number,
          division_id,
          is_imported,
          email,
          job_title: 'Carpenter',
          hire_date: '2020-03-15',
          union_number: 'L-12',
          project_id: projects.a1,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const employees = {
    manual: await employee('TE-1', division.mine, false, 'te1@example.com'),
    imported: await employee('TE-2', division.mine, true, 'te2@example.com'),
    other: await employee('TE-3', division.other, false, 'te3@example.com'),
  };

  const device = async (name: string, division_id: number) =>
    (await db.insertInto('device').values({ name, division_id }).returning('id').executeTakeFirstOrThrow())
      .id;
  const devices = {
    d1: await device('TD-1', division.mine),
    d2: await device('TD-2', division.mine),
    d3: await device('TD-3', division.mine),
    other: await device('TD-4', division.other),
  };
  return { division, project: projects, employee: employees, device: devices };
}

/** One test file's app on the workforce fixture, with its users' tokens by name. */
export interface WorkforceTestApp {
  t: TestApp;
  f: WorkforceFixture;
  tokens: Record<string, string>;
}

/**
 * The workforce API tests' start: before the file's tests an app on `kind` with the fixture seeded
 * and `users` signed in, closed after them. Its fields are set in beforeAll, so read them in tests.
 */
export function useWorkforceTestApp(kind: DatabaseKind, ...users: string[]): WorkforceTestApp {
  const w = {} as WorkforceTestApp;
  beforeAll(async () => {
    w.t = await startTestApp({ database: kind });
    w.f = await seedWorkforceFixture(w.t.db);
    w.tokens = await signIn(w.t, ...users);
  });
  afterAll(() => w.t?.close());
  return w;
}
