import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

const JOB_TITLES = [
  'Carpenter',
  'Laborer',
  'Equipment Operator',
  'Foreman',
  'Cement Mason',
  'Ironworker',
  'Surveyor',
];
const GENERAL_CONTRACTORS = [
  'Turner Construction',
  'Granite Construction',
  'Kiewit',
  'Skanska USA',
  'Clark Builders',
];

/**
 * What the workforce screens show beyond the timecards' people, projects and devices (run after
 * seedDemoTimecards): employee titles, e-mails, hire dates, union numbers and their usual project;
 * project gc; each device's employee, attestation and signature flags; and the assignments, taken
 * from the timecards themselves, so a device lists the employees and projects it has reported for.
 * About two employees in three and every other project came from an import; the rest were added by
 * hand. Deterministic: everything follows from the rows' ids. Modified By is the administrator.
 */
export async function seedDemoWorkforce(db: Db): Promise<void> {
  const admin = await db
    .selectFrom('app_user')
    .select('id')
    .where('user_name', '=', 'admin@demo.local')
    .executeTakeFirst();
  const by = admin?.id ?? null;
  const titles = sql`array[${sql.join(JOB_TITLES.map((t) => sql.lit(t)))}]::text[]`;
  const contractors = sql`array[${sql.join(GENERAL_CONTRACTORS.map((t) => sql.lit(t)))}]::text[]`;

  await sql`update employee e set
      job_title = (${titles})[1 + e.id % ${sql.lit(JOB_TITLES.length)}],
      email = case when e.id % 9 = 4 then '' else lower(e.first_name || '.' || e.last_name || e.id) || '@fieldcrew.example' end,
      hire_date = date '2012-01-09' + (e.id * 97 % 4700),
      union_number = 'L-' || (100 + e.id % 7 * 13),
      is_imported = e.id % 3 <> 0,
      is_manager_access = e.id % 9 = 0,
      project_id = coalesce(
        (select t.project_id from timecard t where t.employee_id = e.id group by t.project_id
          order by count(*) desc, t.project_id limit 1),
        (select p.id from project p where p.division_id = e.division_id order by p.id limit 1)),
      modified_by_id = ${by}, modified_at = now()`.execute(db);

  await sql`update project p set gc = case when p.id % 4 = 3 then '' else (${contractors})[1 + p.id % ${sql.lit(GENERAL_CONTRACTORS.length)}] end,
      is_imported = p.id % 2 = 0, modified_by_id = ${by}, modified_at = now()`.execute(db);

  await sql`insert into device_employee (device_id, employee_id)
    select distinct device_id, employee_id from timecard on conflict do nothing`.execute(db);
  await sql`insert into device_project (device_id, project_id)
    select distinct device_id, project_id from timecard on conflict do nothing`.execute(db);

  await sql`update device d set
      employee_id = (select t.employee_id from timecard t where t.device_id = d.id group by t.employee_id
        order by count(*) desc, t.employee_id limit 1),
      allow_attestation = d.id % 4 <> 0,
      allow_signature = d.id % 5 = 0,
      modified_by_id = ${by}, modified_at = now()`.execute(db);
}
