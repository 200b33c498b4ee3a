/**
 * Workforce benchmark on the large data set (run `npm run seed:large` first): p50/p95 over
 * HTTP of the projects, employees and devices lists (a page of 100 with its total), of a device's
 * four assign lists fetched together as the assign view does, and of an assignment save of 500
 * employees, for the benchmark user (5 of 20 divisions), on PGlite and, when DATABASE_URL names one,
 * on PostgreSQL. Prints figures beside their targets; not a timed test.
 *
 *   npm run bench:workforce
 *   DATABASE_URL=postgres://… npm run bench:workforce      PostgreSQL too (seeded there with seed:large)
 *   BENCH_RUNS=200 BENCH_SAVES=40 …                        runs per case (defaults shown)
 */
import http from 'node:http';
import { ApiPaths } from '@tac/contracts';
import { sql } from 'kysely';
import { buildApp } from '../app.ts';
import { type DatabaseTarget, loadConfig } from '../config.ts';
import type { App } from '../http/app-type.ts';
import { benchClient, type Figure, listenLocally, runFigureBench, signInBenchUser } from './bench-client.ts';
import { measure, WARMUP } from './measure.ts';
import { BENCH_USER } from './seed-large.ts';

const RUNS = Number(process.env.BENCH_RUNS || 200);
const SAVES = Number(process.env.BENCH_SAVES || 40);

/** Up to four kept-alive connections at once, as the assign view sends four calls. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

async function benchTarget(target: DatabaseTarget): Promise<Figure[] | string> {
  const config = { ...loadConfig(), port: 0, host: '127.0.0.1', demo: false, database: target };
  const app: App = await buildApp({ config, logger: false });
  try {
    const { db } = app.database;
    const counts = await sql<{ employees: number; links: number }>`select
        (select count(*)::int from employee) as employees, (select count(*)::int from device_employee) as links`.execute(
      db,
    );
    const seeded = counts.rows[0];
    if (!seeded || seeded.employees < 10_000 || seeded.links === 0)
      return 'no large workforce here: run npm run seed:large';
    const baseUrl = await listenLocally(app);
    const { post } = benchClient(baseUrl, await signInBenchUser(baseUrl), agent);
    const page = { Skip: 0, Take: 100, Status: 'active', SearchText: [] };

    // A device the user sees, and 1,000 active employees they see: the save alternates two sets of 500.
    const scope = sql`(select division_id from user_division ud join app_user u on u.id = ud.user_id where u.user_name = ${BENCH_USER})`;
    const device = await sql<{
      id: number;
    }>`select d.id from device d where d.is_active and d.division_id in ${scope}
      order by d.id limit 1`.execute(db);
    const deviceId = device.rows[0]?.id;
    if (!deviceId) return `${BENCH_USER} sees no device`;
    const employees = (
      await sql<{ id: number }>`select e.id from employee e where e.is_active and e.division_id in ${scope}
        order by e.id limit 1000`.execute(db)
    ).rows.map((r) => r.id);
    const empID = employees[0];
    const q = `?deviceId=${deviceId}`;

    const figures: Figure[] = [];
    const run = async (name: string, target: number, runs: number, work: (i: number) => Promise<unknown>) => {
      process.stdout.write(`    ${name} … `);
      const { p50, p95 } = await measure(runs, work);
      console.log(`p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
      figures.push({ name, p50, p95, target });
    };
    await run('projects list, page 1 of 100 + total', 15, RUNS, () => post(ApiPaths.projects.list, page));
    await run('employees list, page 1 of 100 + total', 15, RUNS, () => post(ApiPaths.employees.list, page));
    await run('devices list, page 1 of 100 + total', 15, RUNS, () => post(ApiPaths.devices.list, page));
    await run('a device’s four assign lists together', 50, RUNS, () =>
      Promise.all([
        post(`${ApiPaths.devices.assignedEmployees}${q}`, {}),
        post(`${ApiPaths.devices.assignedProjects}${q}`, {}),
        post(`${ApiPaths.devices.unassignedEmployees}${q}`, {}),
        post(`${ApiPaths.devices.unassignedProjects}${q}`, {}),
      ]),
    );
    const original = await sql<{
      id: number;
    }>`select employee_id as id from device_employee where device_id = ${deviceId}`.execute(db);
    const projects = await sql<{
      id: number;
    }>`select project_id as id from device_project where device_id = ${deviceId}`.execute(db);
    const ProjectIds = projects.rows.map((r) => r.id);
    await run('assignment save of 500 employees', 200, SAVES, (i) =>
      post(`${ApiPaths.devices.saveAssignment}${q}`, {
        empID,
        EmployeeIds: i % 2 === 0 ? employees.slice(0, 500) : employees.slice(500, 1000),
        ProjectIds,
      }),
    );
    // Leave the device as the seed made it.
    await post(`${ApiPaths.devices.saveAssignment}${q}`, {
      empID,
      EmployeeIds: original.rows.map((r) => r.id),
      ProjectIds,
    });
    return figures;
  } finally {
    await app.close();
  }
}

runFigureBench(
  `Workforce benchmark, ${RUNS} runs per list case and ${SAVES} saves after ${WARMUP} warm-up`,
  benchTarget,
);
