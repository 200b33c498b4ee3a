import { ApiPaths, type WorkforceImportResult } from '@tac/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/api-checks.ts';
import { POSTGRES_URL } from '../../testing/databases.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { MY_DIVISION_NAME, seedWorkforceFixture, type WorkforceFixture } from './test-fixtures.ts';

/** Saves sent at once in each round, and rounds per write. */
const AT_ONCE = 8;
const ROUNDS = 10;

const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

/** `count` different lists of ids from `pool`, each of a different length, in a random order. */
function distinctLists(pool: readonly number[], count: number): number[][] {
  return Array.from({ length: count }, (_, i) => {
    const shuffled = [...pool].sort(() => Math.random() - 0.5);
    return sorted(shuffled.slice(0, i + 1));
  });
}

/**
 * Replace-the-list saves sent at once for one owner (shared/docs/remotes/workforce.md "Saves of one
 * list"): on PostgreSQL the requests really run in parallel, so each save must see the one before it.
 * PGlite runs one transaction at a time and cannot show the race.
 */
describe.skipIf(!POSTGRES_URL)('workforce: concurrent list saves [PostgreSQL]', () => {
  let t: TestApp;
  let f: WorkforceFixture;
  let admin: string;
  let sysadmin: string;
  let employees: number[];
  let projects: number[];
  let devices: number[];

  beforeAll(async () => {
    t = await startTestApp({ database: 'postgres' });
    f = await seedWorkforceFixture(t.db);
    const tokens = await signIn(t, 'admin', 'sysadmin');
    admin = tokens.admin as string;
    sysadmin = tokens.sysadmin as string;
    employees = (
      await t.db
        .insertInto('employee')
        .values(
          Array.from({ length: 12 }, (_, i) => ({
            employee_number: `RC-${i}`,
            first_name: 'Race',
            last_name: String(i),
            division_id: f.division.mine,
          })),
        )
        .returning('id')
        .execute()
    ).map((r) => r.id);
    projects = (
      await t.db
        .selectFrom('project')
        .select('id')
        .where('project_number', 'like', 'PG-00%')
        .limit(12)
        .execute()
    ).map((r) => r.id);
    devices = (
      await t.db
        .insertInto('device')
        .values(Array.from({ length: 12 }, (_, i) => ({ name: `RC-D${i}`, division_id: f.division.mine })))
        .returning('id')
        .execute()
    ).map((r) => r.id);
  });
  afterAll(() => t?.close());

  const linked = async (
    table: 'device_employee' | 'device_project',
    owner: string,
    id: number,
    item: string,
  ) =>
    sorted(
      (
        await sql<{ id: number }>`select ${sql.ref(item)} as id from ${sql.table(table)}
          where ${sql.ref(owner)} = ${id}`.execute(t.db)
      ).rows.map((r) => r.id),
    );

  /** Copies each source's project list onto the target device, all at once (Replace or Append). */
  const copyAtOnce = (target: number, sources: number[], mode: 'replace' | 'append') =>
    Promise.all(
      sources.map((source) =>
        t.call('POST', `${ApiPaths.devices.saveCopy}?deviceId=${target}`, {
          token: admin,
          body: {
            EmpId: f.employee.manual,
            EmployeeDeviceIds: [],
            ProjectDeviceIds: [source],
            IsReplace: mode === 'replace',
            IsAppend: mode === 'append',
          },
        }),
      ),
    );

  /** Sends the lists at once, round after round; answers how many rounds stored exactly one list sent. */
  async function rounds(
    send: (list: number[], i: number) => Promise<number>,
    stored: () => Promise<number[]>,
    pool: number[],
  ) {
    let consistent = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const lists = distinctLists(pool, AT_ONCE);
      const statuses = await Promise.all(lists.map((list, i) => send(list, i)));
      expect(statuses).toEqual(lists.map(() => 200));
      const now = await stored();
      if (lists.some((l) => JSON.stringify(l) === JSON.stringify(now))) consistent++;
    }
    return consistent;
  }

  it(`${AT_ONCE} concurrent device-assignment saves store exactly one sent list (employees and projects)`, async () => {
    const device = f.device.d1;
    let sent: { employees: number[]; projects: number[] }[] = [];
    let consistent = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const e = distinctLists(employees, AT_ONCE);
      const p = distinctLists(projects, AT_ONCE);
      sent = e.map((list, i) => ({ employees: list, projects: p[i] as number[] }));
      const answers = await Promise.all(
        sent.map((s) =>
          t.call('POST', `${ApiPaths.devices.saveAssignment}?deviceId=${device}`, {
            token: admin,
            body: { empID: f.employee.manual, EmployeeIds: s.employees, ProjectIds: s.projects },
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(sent.map(() => 200));
      const now = {
        employees: await linked('device_employee', 'device_id', device, 'employee_id'),
        projects: await linked('device_project', 'device_id', device, 'project_id'),
      };
      if (sent.some((s) => JSON.stringify(s) === JSON.stringify(now))) consistent++;
    }
    expect(consistent).toBe(ROUNDS);
  });

  it(`${AT_ONCE} concurrent copies with Replace store exactly one source's list`, async () => {
    const target = f.device.d2;
    const sources = devices.slice(0, AT_ONCE);
    let consistent = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const lists = distinctLists(projects, AT_ONCE);
      await t.db.deleteFrom('device_project').where('device_id', 'in', sources).execute();
      await t.db
        .insertInto('device_project')
        .values(
          sources.flatMap((d, i) =>
            (lists[i] as number[]).map((project_id) => ({ device_id: d, project_id })),
          ),
        )
        .execute();
      const answers = await copyAtOnce(target, sources, 'replace');
      expect(answers.map((a) => a.status)).toEqual(sources.map(() => 200));
      const now = await linked('device_project', 'device_id', target, 'project_id');
      if (lists.some((l) => JSON.stringify(l) === JSON.stringify(now))) consistent++;
    }
    expect(consistent).toBe(ROUNDS);
  });

  it(`${AT_ONCE} concurrent copies with Append each start from the list the one before left`, async () => {
    const target = f.device.d3;
    const sources = devices.slice(0, AT_ONCE);
    await t.db
      .deleteFrom('device_project')
      .where('device_id', 'in', [...sources, target])
      .execute();
    await t.db
      .insertInto('device_project')
      .values(sources.map((device_id, i) => ({ device_id, project_id: projects[i] as number })))
      .execute();
    const answers = await copyAtOnce(target, sources, 'append');
    expect(answers.map((a) => a.status)).toEqual(sources.map(() => 200));
    expect(await linked('device_project', 'device_id', target, 'project_id')).toEqual(
      sorted(projects.slice(0, AT_ONCE)),
    );
    // The audit rows, in commit order, chain: each save's "before" is the list the previous one left.
    const audits = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'copy-append')
      .where('entity_id', '=', String(target))
      .orderBy('id')
      .execute();
    expect(audits).toHaveLength(AT_ONCE);
    const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as { projectIds: number[] };
    const lists = audits.map((a) => ({ before: json(a.before).projectIds, after: json(a.after).projectIds }));
    expect(lists.map((l) => l.before.length)).toEqual(sources.map((_, i) => i));
    for (let i = 1; i < lists.length; i++) expect(lists[i]?.before).toEqual(lists[i - 1]?.after);
  });

  it.each([
    {
      owner: 'Project',
      path: ApiPaths.projects.assignDevices,
      query: 'projectId',
      table: 'device_project',
      column: 'project_id',
      id: () => f.project.a2,
    },
    {
      owner: 'Employee',
      path: ApiPaths.employees.assignDevices,
      query: 'employeeId',
      table: 'device_employee',
      column: 'employee_id',
      id: () => f.employee.imported,
    },
  ] as const)(`${AT_ONCE} concurrent Assign $owner Devices saves store exactly one sent list`, async (c) => {
    const ownerId = c.id();
    const consistent = await rounds(
      async (list) =>
        (
          await t.call('POST', `${c.path}?${c.query}=${ownerId}`, {
            token: admin,
            body: list.map((deviceID) => ({ deviceID })),
          })
        ).status,
      () => linked(c.table, c.column, ownerId, 'device_id'),
      devices,
    );
    expect(consistent).toBe(ROUNDS);
  });

  it('device saves and project saves of one link at once all answer 200 (no deadlock)', async () => {
    const device = devices[AT_ONCE] as number;
    const project = f.project.a1;
    for (let round = 0; round < ROUNDS; round++) {
      await t.db.deleteFrom('device_project').where('device_id', '=', device).execute();
      await t.db.deleteFrom('device_project').where('project_id', '=', project).execute();
      // Each side links the other while the other's save holds its own owner row.
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, (_, i) =>
          i % 2 === 0
            ? t.call('POST', `${ApiPaths.devices.saveAssignment}?deviceId=${device}`, {
                token: admin,
                body: { empID: f.employee.manual, EmployeeIds: [], ProjectIds: [project] },
              })
            : t.call('POST', `${ApiPaths.projects.assignDevices}?projectId=${project}`, {
                token: admin,
                body: [{ deviceID: device }],
              }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      expect(await linked('device_project', 'device_id', device, 'project_id')).toEqual([project]);
    }
  });

  it(`${AT_ONCE} concurrent imports of one new project: one answer says added, the others updated`, async () => {
    const division = MY_DIVISION_NAME;
    for (let round = 0; round < ROUNDS; round++) {
      const csv = [
        'ProjectNumber,ProjectName,Division,Status,GC,TaskNumber,TaskName',
        `RACE-${round},Race ${round},${division},Active,,01,Layout`,
      ].join('\n');
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, () =>
          t.call<WorkforceImportResult>('POST', ApiPaths.projects.import, {
            token: sysadmin,
            body: { csv, fileName: 'race.csv' },
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
      const created = answers.map((a) => a.body.data.created).sort();
      expect(created).toEqual([...Array(AT_ONCE - 1).fill(0), 1]);
      expect(answers.map((a) => a.body.data.created + a.body.data.updated)).toEqual(answers.map(() => 1));
      expect(answers.map((a) => a.body.data.tasksCreated).sort()).toEqual([...Array(AT_ONCE - 1).fill(0), 1]);
    }
  });
});
