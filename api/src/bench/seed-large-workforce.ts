import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** The large workforce: task codes per project and how many employees and projects a device gets. */
export const LARGE_WORKFORCE = { tasksPerProject: 10, projectsPerDevice: 5 } as const;

/**
 * The workforce screens' data on the large data set, set-based and repeatable (it clears the
 * assignments and writes them again), so it also completes a large seed made before it existed:
 * - every project gets its 10 task codes (those present kept), gc, about half marked imported;
 * - every employee gets title, e-mail, hire date, union number, a project of their division, and
 *   about two in three are marked imported;
 * - device d is assigned the employees whose timecards it carries (the large seed gives employee e
 *   device (e % 20) + 20·((e / 20) % 100)) — 5 each — and 5 projects of its division; its employee is
 *   the first of them;
 * - the benchmark user gets device access for the same divisions as their project access.
 */
export async function seedLargeWorkforce(db: Db, benchUser: string): Promise<void> {
  const nd = 20;
  const projects = Number(
    (await sql<{ n: number }>`select count(*)::int as n from project`.execute(db)).rows[0]?.n,
  );
  const devices = Number(
    (await sql<{ n: number }>`select count(*)::int as n from device`.execute(db)).rows[0]?.n,
  );
  const perDivision = Math.max(1, Math.floor(projects / nd));
  await sql`insert into task (task_number, name, project_id)
    select lpad((1 + k)::text, 2, '0') || '-' || (100 + k * 10), 'Task ' || (1 + k), p.id
    from project p, generate_series(0, ${sql.lit(LARGE_WORKFORCE.tasksPerProject - 1)}) k
    order by p.id, k
    on conflict (project_id, task_number) do nothing`.execute(db);
  await sql`update project p set gc = case when p.id % 4 = 3 then '' else 'GC ' || (p.id % 37) end,
    is_imported = p.id % 2 = 0`.execute(db);
  // Employee e (id e + 1) is in division e % 20; project (e % 20) + 20·(e / 20 % perDivision) is in it too.
  await sql`update employee e set
      job_title = (array['Carpenter','Laborer','Operator','Foreman','Cement Mason'])[1 + e.id % 5],
      email = case when e.id % 9 = 4 then '' else lower(e.first_name || '.' || e.last_name || e.id) || '@fieldcrew.example' end,
      hire_date = date '2010-01-04' + (e.id * 97 % 5000),
      union_number = 'L-' || (100 + e.id % 7 * 13),
      is_imported = e.id % 3 <> 0,
      is_manager_access = e.id % 9 = 0,
      project_id = 1 + ((e.id - 1) % ${sql.lit(nd)}) + ${sql.lit(nd)} * (((e.id - 1) / ${sql.lit(nd)}) % ${sql.lit(perDivision)})`.execute(
    db,
  );

  await sql`truncate device_employee, device_project`.execute(db);
  const devicesPerDivision = Math.max(1, Math.floor(devices / nd));
  await sql`insert into device_employee (device_id, employee_id)
    select 1 + ((e.id - 1) % ${sql.lit(nd)}) + ${sql.lit(nd)} * (((e.id - 1) / ${sql.lit(nd)}) % ${sql.lit(devicesPerDivision)}), e.id
    from employee e order by 1, 2`.execute(db);
  await sql`insert into device_project (device_id, project_id)
    select d.id, 1 + ((d.id - 1) % ${sql.lit(nd)}) + ${sql.lit(nd)} * ((((d.id - 1) / ${sql.lit(nd)}) + k) % ${sql.lit(perDivision)})
    from device d, generate_series(0, ${sql.lit(LARGE_WORKFORCE.projectsPerDevice - 1)}) k
    order by 1, 2 on conflict do nothing`.execute(db);
  await sql`update device d set
      employee_id = (select min(de.employee_id) from device_employee de where de.device_id = d.id),
      allow_attestation = d.id % 4 <> 0, allow_signature = d.id % 5 = 0`.execute(db);

  await sql`insert into user_device_group (user_id, division_id)
    select ud.user_id, ud.division_id from user_division ud join app_user u on u.id = ud.user_id
    where u.user_name = ${benchUser} on conflict do nothing`.execute(db);
  await sql`analyze employee, project, task, device, device_employee, device_project`.execute(db);
}
