import { addDays } from '@tac/contracts/calendar';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { VOUCHER_INDEXES } from '../db/migrations/0015-vouchers.ts';
import { tinyPng } from '../images/tiny-png.ts';
import { DEMO_MATERIALS } from '../seed/demo-data.ts';
import { DEMO_EQUIPMENT } from '../seed/demo-reference-lists.ts';

/** The large vouchers: 200,000 over the year up to today, each with 1–4 revisions. */
export const LARGE_VOUCHERS = { vouchers: 200_000, daysBack: 364 } as const;

const count = async (db: Db, table: string) =>
  Number(
    (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db)).rows[0]?.n,
  );

/**
 * T&M vouchers on the large data set, set-based and repeatable (skipped when they are there, unless
 * `force`): voucher g is for project 1 + g % projects on day g % 365 up to today, with a device and
 * 1–3 employees of that project's division (the large seed gives row i of projects, devices and
 * employees division i % 20), a task code of the project, and 1–4 revisions (half have one); the
 * latest revision is signed for 3 in 5 and has a photo for 1 in 4; each revision has labour (8 h
 * REG each, OT for 1 in 5), up to two materials and one equipment line. The Material and Equipment
 * Lists get the demo entries when empty. The list indexes are dropped for the load and built after.
 */
export async function seedLargeVouchers(
  db: Db,
  options: { force: boolean; today: string; vouchers?: number },
): Promise<string> {
  const vouchers = options.vouchers ?? LARGE_VOUCHERS.vouchers;
  const have = await count(db, 'tm_voucher');
  if (have >= vouchers && !options.force) return `${have.toLocaleString('en-US')} vouchers already there`;
  await sql`truncate tm_voucher_attachment, tm_voucher_labour, tm_voucher_material, tm_voucher_equipment,
    tm_voucher_revision, tm_voucher restart identity cascade`.execute(db);
  if ((await count(db, 'material')) === 0)
    await db
      .insertInto('material')
      .values(DEMO_MATERIALS.map((display_text) => ({ display_text })))
      .execute();
  if ((await count(db, 'equipment')) === 0)
    await db
      .insertInto('equipment')
      .values(DEMO_EQUIPMENT.map((display_text) => ({ display_text })))
      .execute();

  const nd = 20;
  const projects = await count(db, 'project');
  const perDivision = {
    devices: Math.max(1, Math.floor((await count(db, 'device')) / nd)),
    employees: Math.max(1, Math.floor((await count(db, 'employee')) / nd)),
  };
  const days = LARGE_VOUCHERS.daysBack + 1;
  const firstDay = sql.lit(addDays(options.today, -LARGE_VOUCHERS.daysBack));
  const signature = tinyPng(160, 40, [250, 250, 250], [30, 40, 120]);
  const photo = tinyPng(120, 80, [90, 120, 160], [230, 225, 210]);

  for (const name of Object.keys(VOUCHER_INDEXES))
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
  // The rows are consistent by construction; foreign-key triggers are off for the load (one session).
  await db.connection().execute(async (conn) => {
    await sql`set session_replication_role = replica`.execute(conn);
    // Vouchers day by day, as they arrive (a day's vouchers share table pages); version = the number of revisions.
    await sql`insert into tm_voucher (voucher_number, device_id, project_id, task_id, division_id, created_date,
        version, synced_at, submitted_mode, has_signature, has_attachment)
      select (100000 + g)::text, 1 + (p.id - 1) % ${sql.lit(nd)} + ${sql.lit(nd)} * ((g / 7) % ${sql.lit(perDivision.devices)}),
        p.id, k.id, p.division_id, day, n,
        least(now(), day + interval '16 hours' + (g % 120) * interval '1 minute' + (n - 1) * interval '3 hours'),
        case when g % 7 = 0 then 'Offline' else 'Online' end, (g / 40) % 5 < 3, (g / 60) % 4 = 0
      from (
        select g, ${firstDay}::date + (g % ${sql.lit(days)}) as day,
          -- Read from g / 20, not g: g % 20 picks the division, and every division gets every kind.
          case when (g / 20) % 10 < 5 then 1 when (g / 20) % 10 < 8 then 2 when (g / 20) % 10 < 9 then 3 else 4 end as n
        from generate_series(0, ${sql.lit(vouchers - 1)}) g
      ) s
      join project p on p.id = 1 + g % ${sql.lit(projects)}
      cross join lateral (select id from task where project_id = p.id order by id
        offset g % ${sql.lit(10)} limit 1) k
      order by day, g`.execute(conn);
    // Revisions 1..version; the latest carries the voucher's synced time, mode and signature.
    await sql`insert into tm_voucher_revision (voucher_id, version, synced_at, submitted_mode, notes, signer_name,
        signed_at, signature)
      select v.id, r, v.synced_at - (v.version - r) * interval '3 hours',
        case when r = v.version then v.submitted_mode else 'Online' end,
        case when v.id % 3 = 0 then 'Extra work per field directive from the GC superintendent.' else '' end,
        case when r = v.version and v.has_signature then 'Signer ' || v.id else '' end,
        case when r = v.version and v.has_signature then v.synced_at - interval '20 minutes' end,
        case when r = v.version and v.has_signature then ${signature}::bytea end
      from tm_voucher v, generate_series(1, v.version) r
      order by v.id, r`.execute(conn);
    await sql`update tm_voucher v set latest_revision_id = r.id
      from tm_voucher_revision r where r.voucher_id = v.id and r.version = v.version`.execute(conn);
    await sql`insert into tm_voucher_labour (revision_id, employee_id, pay_code, hours)
      select r.id, 1 + (v.project_id - 1) % ${sql.lit(nd)} + ${sql.lit(nd)} * ((v.id * 13 + j) % ${sql.lit(perDivision.employees)}),
        code, case when code = 'OT' then 1.5 else 8 end
      from tm_voucher_revision r join tm_voucher v on v.id = r.voucher_id,
        generate_series(0, v.id % 3) j,
        unnest(case when (v.id + j) % 5 = 0 then array['REG', 'OT'] else array['REG'] end) code`.execute(
      conn,
    );
    await sql`insert into tm_voucher_material (revision_id, material_id, material_name, quantity, unit)
      select r.id, m.id, m.display_text, 0.5 * (1 + (r.id + j) % 40), (array['ea','cy','lf','sf'])[1 + (r.id + j) % 4]
      from tm_voucher_revision r, generate_series(1, r.id % 3) j,
        lateral (select id, display_text from material order by id offset (r.id * 7 + j) % (select count(*) from material) limit 1) m`.execute(
      conn,
    );
    await sql`insert into tm_voucher_equipment (revision_id, equipment_id, equipment_name, hours)
      select r.id, e.id, e.display_text, 0.5 * (1 + r.id % 16)
      from tm_voucher_revision r,
        lateral (select id, display_text from equipment order by id offset r.id % (select count(*) from equipment) limit 1) e
      where r.id % 2 = 0`.execute(conn);
    await sql`insert into tm_voucher_attachment (revision_id, name, mime, content)
      select v.latest_revision_id, 'TM_' || v.voucher_number || '.png', 'image/png', ${photo}::bytea
      from tm_voucher v where v.has_attachment`.execute(conn);
    await sql`set session_replication_role = default`.execute(conn);
  });
  for (const statement of Object.values(VOUCHER_INDEXES)) await sql.raw(statement).execute(db);
  const revisions = await count(db, 'tm_voucher_revision');
  return `${vouchers.toLocaleString('en-US')} vouchers, ${revisions.toLocaleString('en-US')} revisions`;
}
