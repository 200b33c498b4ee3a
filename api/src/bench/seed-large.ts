/**
 * The large data set for the timecard and workforce benchmarks: ~1,000,000 timecards, 10,000
 * employees, 1,000 projects with 10 task codes each, 2,000 devices with their employees and projects
 * (seed-large-workforce.ts), issue notes and daily details over ~a year around today, 200,000 T&M
 * vouchers with 1–4 revisions (seed-large-vouchers.ts), spread over 20 divisions; plus a user who
 * sees 5 of the 20 divisions; and a year of use over it (seed-large-history.ts): decisions and
 * corrections with their audit rows, closed periods, processed payroll batches with corrections,
 * device pushes, photo metadata, report runs.
 *
 *   npm run seed:large                 PGlite in ./data-large (TAC_DATA_DIR to change)
 *   DATABASE_URL=postgres://… npm run seed:large
 *   … -- --force                       wipe the timecard tables and seed again
 *   … -- --scale=0.1                   every size times 0.1 (bench:scale seeds 0.01, 0.1 and 1)
 *
 * Set-based: every table is one INSERT … SELECT over generate_series (timecards in chunks, for
 * progress), with the list indexes dropped during the load and built once at the end.
 */
import path from 'node:path';
import { addDays, systemTimeZone, todayIn } from '@tac/contracts/calendar';
import { sql } from 'kysely';
import { type DivisionScope, visibleDivisionIds } from '../auth/division-scope.ts';
import { hashPassword } from '../auth/password.ts';
import { REPO_ROOT } from '../config.ts';
import { type Db, type OpenDatabase, openDatabase } from '../db/database.ts';
import { TIMECARD_INDEXES as LIST_INDEXES } from '../db/migrations/0005-timecard-search.ts';
import { recountTimecardDays } from '../db/migrations/0008-timecard-counts-by-pay-code.ts';
import { APPROVAL_INDEXES } from '../db/migrations/0023-approval.ts';
import { recountPayPeriodFigures } from '../db/migrations/0064-pay-period-figures.ts';
import { migrateToLatest } from '../db/migrations.ts';
import { syncRolesAndClaims } from '../db/reference-data.ts';
import { DEMO_PASSWORD } from '../seed/demo-data.ts';
import { seedDemoDivisions, seedDemoStatusCodes } from '../seed/demo-reference-lists.ts';
import { FIRST_NAMES, LAST_NAMES, TASK_NAMES } from '../seed/demo-timecards.ts';
import { seedLargeHistory } from './seed-large-history.ts';
import { LARGE_VOUCHERS, seedLargeVouchers } from './seed-large-vouchers.ts';
import { LARGE_WORKFORCE, seedLargeWorkforce } from './seed-large-workforce.ts';

const TIMECARD_INDEXES = { ...LIST_INDEXES, ...APPROVAL_INDEXES };

export const LARGE = {
  timecards: 1_000_000,
  employees: 10_000,
  projects: 1_000,
  tasksPerProject: LARGE_WORKFORCE.tasksPerProject,
  devices: 2_000,
  daysBack: 364,
  daysAhead: 7,
  chunk: 100_000,
} as const;

/** The sizes at `scale` times the large seed's (the days and the chunk stay). */
export function largeSizes(scale = 1) {
  const of = (n: number, least: number) => Math.max(least, Math.round(n * scale));
  // Projects and devices are spread evenly over the 20 divisions.
  const of20 = (n: number) => 20 * of(n / 20, 1);
  return {
    ...LARGE,
    timecards: of(LARGE.timecards, 1_000),
    employees: of(LARGE.employees, 100),
    projects: of20(LARGE.projects),
    devices: of20(LARGE.devices),
    vouchers: of(LARGE_VOUCHERS.vouchers, 200),
    notes: of(20_000, 200),
    schedules: of(200, 2),
  };
}

/** The seed's scale: --scale=N on the command line, else SEED_SCALE, else 1. */
export function seedScale(argv = process.argv, env = process.env): number {
  const given = argv.find((a) => a.startsWith('--scale='))?.slice('--scale='.length) ?? env.SEED_SCALE ?? '1';
  const scale = Number(given);
  if (!(scale > 0 && scale <= 1)) throw new Error(`--scale takes a number in (0, 1], not '${given}'`);
  return scale;
}

/** The benchmark's user: sees 5 of the 20 divisions (by their place in DEMO_DIVISIONS). */
export const BENCH_USER = 'bench@demo.local';
export const BENCH_DIVISIONS = [4, 5, 6, 9, 10] as const;
export const BENCH_PASSWORD = DEMO_PASSWORD;

/** The benchmark user's id and the divisions their requests see; thrown before the large seed has made them. */
export async function benchUser(db: Db): Promise<{ id: number; scope: DivisionScope }> {
  const user = await db
    .selectFrom('app_user')
    .select('id')
    .where('user_name', '=', BENCH_USER)
    .executeTakeFirst();
  if (!user) throw new Error(`No ${BENCH_USER}: run npm run seed:large first`);
  return { id: user.id, scope: await visibleDivisionIds(db, user.id) };
}

export function largeDatabaseTarget(env: NodeJS.ProcessEnv = process.env) {
  const url = env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres' as const, url };
  return {
    kind: 'pglite' as const,
    dataDir: path.resolve(env.TAC_DATA_DIR || path.join(REPO_ROOT, 'data-large')),
  };
}

const textArray = (items: readonly string[]) => sql`array[${sql.join(items.map((i) => sql.lit(i)))}]::text[]`;

async function step(label: string, work: () => Promise<unknown>): Promise<void> {
  const started = Date.now();
  process.stdout.write(`  ${label} … `);
  await work();
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The vouchers (repeatable: kept when there unless forced), then fresh statistics for their tables. */
async function vouchersStep(
  db: OpenDatabase['db'],
  options: { force: boolean; today: string; vouchers?: number },
) {
  let said = '';
  await step('T&M vouchers', async () => {
    said = await seedLargeVouchers(db, options);
    // Statistics, and the visibility map the list's index-only scans need.
    await sql`vacuum analyze tm_voucher, tm_voucher_revision`.execute(db);
  });
  console.log(`    ${said}`);
}

export async function seedLarge(
  database: OpenDatabase,
  options: { force: boolean; today: string; scale?: number },
) {
  const { db } = database;
  const size = largeSizes(options.scale);
  await migrateToLatest(db);
  await syncRolesAndClaims(db);
  const existing = await sql<{ n: number }>`select count(*)::int as n from timecard`.execute(db);
  const have = existing.rows[0]?.n ?? 0;
  if (have >= size.timecards && !options.force) {
    console.log(`  ${have.toLocaleString('en-US')} timecards already there; --force to seed again.`);
    // Repeatable: completes a large seed made before the workforce screens existed.
    await step('workforce: task codes, employee fields, device assignments', () =>
      seedLargeWorkforce(db, BENCH_USER),
    );
    await vouchersStep(db, { ...options, vouchers: size.vouchers });
    return;
  }
  const started = Date.now();
  await step('clearing timecard tables', () =>
    // The year of use too (seed-large-history.ts), first: its rows name the bench user, deleted below.
    sql`truncate issue_note_attachment, issue_note, daily_detail, timecard_attachment, pay_period, timecard, device, task, project, employee,
      payroll_batch_file, payroll_batch_line, payroll_batch, field_item, report_run_file, report_run,
      report_schedule_recipient, report_schedule_division, report_schedule, audit_log restart identity cascade`.execute(
      db,
    ),
  );

  const divisionCount = await db.selectFrom('division').select('id').execute();
  if (divisionCount.length === 0) await seedDemoDivisions(db);
  const statusCount = await db.selectFrom('status_code').select('id').execute();
  if (statusCount.length === 0) await seedDemoStatusCodes(db);
  const divisions = (
    await db.selectFrom('division').select(['id', 'division_name']).orderBy('id').execute()
  ).slice(0, 20);
  const divisionIds = sql`array[${sql.join(divisions.map((d) => sql.lit(d.id)))}]::int[]`;
  const nd = divisions.length;
  const statusIds = (await db.selectFrom('status_code').select('id').orderBy('id').execute()).map(
    (s) => s.id,
  );
  const statusArray = sql`array[${sql.join(statusIds.map((id) => sql.lit(id)))}]::int[]`;

  await step(`${size.employees.toLocaleString('en-US')} employees`, () =>
    sql`insert into employee (employee_number, first_name, last_name, division_id, is_active)
      select 'E' || (100000 + g), (${textArray(FIRST_NAMES)})[1 + g % ${sql.lit(FIRST_NAMES.length)}],
        (${textArray(LAST_NAMES)})[1 + (g / ${sql.lit(FIRST_NAMES.length)}) % ${sql.lit(LAST_NAMES.length)}],
        (${divisionIds})[1 + g % ${sql.lit(nd)}], g % 50 <> 49
      from generate_series(0, ${sql.lit(size.employees - 1)}) g order by g`.execute(db),
  );
  await step(
    `${size.projects.toLocaleString('en-US')} projects, ${(size.projects * LARGE.tasksPerProject).toLocaleString('en-US')} tasks`,
    async () => {
      await sql`insert into project (project_number, name, division_id)
      select 'P-' || lpad((1000 + g)::text, 5, '0'), 'Project ' || (1000 + g), (${divisionIds})[1 + g % ${sql.lit(nd)}]
      from generate_series(0, ${sql.lit(size.projects - 1)}) g order by g`.execute(db);
      await sql`insert into task (task_number, name, project_id)
      select lpad((1 + k)::text, 2, '0') || '-' || (100 + k * 10), (${textArray(TASK_NAMES)})[1 + (p + k) % ${sql.lit(TASK_NAMES.length)}], p + 1
      from generate_series(0, ${sql.lit(size.projects - 1)}) p, generate_series(0, ${sql.lit(LARGE.tasksPerProject - 1)}) k
      order by p, k`.execute(db);
    },
  );
  await step(`${size.devices.toLocaleString('en-US')} devices`, () =>
    sql`insert into device (name, division_id, is_active)
      select 'CREW_' || (1000 + g) || '_' || left((${textArray(FIRST_NAMES)})[1 + g % ${sql.lit(FIRST_NAMES.length)}], 1)
          || upper((${textArray(LAST_NAMES)})[1 + (g / 7) % ${sql.lit(LAST_NAMES.length)}]) || '_TAB',
        (${divisionIds})[1 + g % ${sql.lit(nd)}], true
      from generate_series(0, ${sql.lit(size.devices - 1)}) g order by g`.execute(db),
  );

  let benchUserId = 0;
  await step('bench user (5 of 20 divisions)', async () => {
    await db.deleteFrom('app_user').where('user_name', '=', BENCH_USER).execute();
    const user = await db
      .insertInto('app_user')
      .values({
        user_name: BENCH_USER,
        first_name: 'Bench',
        last_name: 'User',
        email: BENCH_USER,
        phone: '',
        role_id: 1,
        password_hash: await hashPassword(BENCH_PASSWORD),
        all_divisions: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    benchUserId = user.id;
    await db
      .insertInto('user_division')
      .values(
        BENCH_DIVISIONS.map((i) => ({ user_id: user.id, division_id: (divisions[i] as { id: number }).id })),
      )
      .execute();
  });
  for (const name of Object.keys(TIMECARD_INDEXES))
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
  const days = LARGE.daysBack + LARGE.daysAhead + 1;
  const firstDay = addDays(options.today, -LARGE.daysBack);
  // Employee e (0-based) works in division e % nd; its project and device are picked in that division,
  // so a timecard's division is its project's (and employee's) division.
  // The rows are made consistent above; foreign-key triggers are off for the load (one session,
  // superuser), which keeps each chunk's time flat as the table grows.
  await db.connection().execute(async (conn) => {
    await sql`set session_replication_role = replica`.execute(conn);
    for (let start = 0; start < size.timecards; start += size.chunk) {
      const end = Math.min(size.timecards, start + size.chunk) - 1;
      await step(
        `timecards ${(start + 1).toLocaleString('en-US')}–${(end + 1).toLocaleString('en-US')}`,
        () =>
          sql`insert into timecard (time_record_id, device_id, employee_id, project_id, task_id, division_id, day,
            week_ending_date, hours, hours_type, start_time, lunch_start_time, lunch_end_time, end_time, work_units,
            expectation_units, job_override, union_override, work_done_at_job_site, status_code_id, payroll_note,
            work_note, expectation_note, attestation_status, attestation_language, attestation_reasons, int_status,
            synced_at, has_attachment)
          select 100000 + g, 1 + d, 1 + e, 1 + p, 1 + p * ${sql.lit(LARGE.tasksPerProject)} + g % ${sql.lit(LARGE.tasksPerProject)},
            (${divisionIds})[1 + e % ${sql.lit(nd)}], day, day + (7 - extract(dow from day)::int) % 7,
            case when g % 10 = 0 then 1.5 else 8 end, case when g % 10 = 0 then 'OT' else 'REG' end,
            '06:' || lpad(((g % 4) * 15)::text, 2, '0'), '11:' || lpad(((g % 4) * 15)::text, 2, '0'),
            '11:' || lpad(((g % 4) * 15 + 30)::text, 2, '0') , '15:' || lpad(((g % 4) * 15)::text, 2, '0'),
            case when g % 5 = 0 then null else g % 400 end, case when g % 5 = 0 then null else g % 420 end,
            case when g % 13 = 0 then 'J-' || (2000 + g % 900) else '' end,
            case when g % 11 = 0 then 'Local ' || (100 + g % 300) else '' end,
            case when g % 7 = 0 then 'No' else 'Yes' end, (${statusArray})[1 + g % ${sql.lit(statusIds.length)}],
            case when g % 9 = 0 then 'Per diem' else '' end,
            case when g % 3 = 0 then 'Poured footings on grid lines A through C.' else '' end,
            case when g % 4 = 0 then 'Expected to finish the footings today.' else '' end,
            case when g % 10 < 6 then 'Approved' when g % 10 < 8 then 'Rejected' when g % 10 = 8 then 'Override' else '' end,
            case when g % 3 = 0 then 'es' else 'en' end, case when g % 10 in (6, 7) then 'noMealBreaks' else '' end,
            case g % 4 when 0 then 'Processed' when 1 then 'Exported' when 2 then 'New' else 'Processed' end,
            day + interval '15 hours' + (g % 180) * interval '1 minute', g % 20 = 3
          from (
            select g, ((g::bigint * 7919) % ${sql.lit(size.employees)})::int as e,
              ${sql.lit(firstDay)}::date + (g % ${sql.lit(days)}) as day
            from generate_series(${sql.lit(start)}, ${sql.lit(end)}) g
          ) s,
          lateral (select (e % ${sql.lit(nd)}) + ${sql.lit(nd)} * ((g / 3) % ${sql.lit(size.projects / nd)}) as p,
            (e % ${sql.lit(nd)}) + ${sql.lit(nd)} * ((e / ${sql.lit(nd)}) % ${sql.lit(size.devices / nd)}) as d) pick`.execute(
            // The session whose triggers are off: on PGlite, whose one connection this holds, \`db\`
            // would wait for it for ever.
            conn,
          ),
      );
    }
    await sql`set session_replication_role = default`.execute(conn);
  });
  // The load ran with triggers off, the day counts' too.
  await step('timecard day counts', () => recountTimecardDays(db));
  console.log('  a year of use:');
  await db.connection().execute(async (conn) => {
    // Triggers and foreign-key checks off, as for the timecards; the figures they keep are counted below.
    await sql`set session_replication_role = replica`.execute(conn);
    await seedLargeHistory(conn, {
      today: options.today,
      userId: benchUserId,
      divisionIds: divisions.map((d) => d.id),
      schedules: size.schedules,
      step: (label, work) => step(`  ${label}`, work),
    });
    await sql`set session_replication_role = default`.execute(conn);
  });
  await step('pay period figures', () => recountPayPeriodFigures(db));
  // No week's overtime check may outlive lines written with the triggers that revise weeks off.
  await step('overtime checks cleared', () => sql`delete from employee_week_overtime_check`.execute(db));
  await step('list indexes', async () => {
    for (const statement of Object.values(TIMECARD_INDEXES)) await sql.raw(statement).execute(db);
  });
  await step(`${size.notes.toLocaleString('en-US')} issue notes and as many daily details`, async () => {
    await sql`insert into issue_note (note_date, device_id, employee_id, project_id, division_id, issue_note, status_code_id, lost_hours)
      select ${sql.lit(firstDay)}::date + (g % ${sql.lit(days)}), 1 + (g % ${sql.lit(size.devices)}), 1 + (g % ${sql.lit(size.employees)}),
        1 + (g % ${sql.lit(size.projects)}), (${divisionIds})[1 + g % ${sql.lit(nd)}], 'Waited on concrete trucks for ' || (1 + g % 4) || ' hours.',
        (${statusArray})[1 + g % ${sql.lit(statusIds.length)}], 0.5 * (1 + g % 16)
      from generate_series(0, ${sql.lit(size.notes - 1)}) g`.execute(db);
    await sql`insert into daily_detail (detail_date, project_id, device_id, division_id, weather, subs_or_visitors,
        inspection_description, inspection_initial, equipment_description, productive_hours, idle_hours)
      select ${sql.lit(firstDay)}::date + (g % ${sql.lit(days)}), 1 + (g % ${sql.lit(size.projects)}), 1 + (g % ${sql.lit(size.devices)}),
        (${divisionIds})[1 + g % ${sql.lit(nd)}], (array['Sunny 75F','Cloudy 62F','Light rain 55F'])[1 + g % 3], 'City inspector',
        'Compaction test 96% at three locations.', 'JS', 'Excavator CAT 320', 0.5 * (g % 20), 0.5 * (g % 6)
      from generate_series(0, ${sql.lit(size.notes - 1)}) g`.execute(db);
  });
  await step('workforce: task codes, employee fields, device assignments', () =>
    seedLargeWorkforce(db, BENCH_USER),
  );
  await vouchersStep(db, { ...options, force: true, vouchers: size.vouchers });
  await step('vacuum analyze', () => sql`vacuum analyze`.execute(db));
  console.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  const target = largeDatabaseTarget();
  const force = process.argv.includes('--force');
  console.log(
    `Large seed → ${target.kind === 'postgres' ? target.url.replace(/:[^:@/]*@/, ':***@') : target.dataDir}`,
  );
  const opened = Date.now();
  const database = await openDatabase(target);
  console.log(`  opened in ${((Date.now() - opened) / 1000).toFixed(1)} s`);
  try {
    await seedLarge(database, { force, today: todayIn(systemTimeZone()), scale: seedScale() });
  } finally {
    await database.db.destroy();
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
