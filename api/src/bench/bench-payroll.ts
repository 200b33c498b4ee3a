/**
 * Payroll export benchmark on the large data set (run `npm run seed:large` first): a batch of
 * 50,000 approved lines made and written (taken, snapshotted, its three files made, hashed and
 * stored) over HTTP by the benchmark user, against its target (≤ 2 s). The lines are approved for
 * the run and put back as they were after it (their approval, Late-list and payroll columns), and
 * the batch is removed, so the run can be repeated and leaves bench:approval its pending lines.
 * Prints figures beside their targets; not a timed test.
 *
 *   npm run bench:payroll
 *   DATABASE_URL=postgres://… npm run bench:payroll      PostgreSQL (seeded there with seed:large)
 *   BENCH_LINES=50000 BENCH_RUNS=3 …                      lines per batch, batches (defaults shown)
 *   BENCH_ONLY=postgres …                                 one database only (pglite or postgres)
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { ApiPaths, type Envelope, type PayrollBatch } from '@tac/contracts';
import { sql } from 'kysely';
import { inScope } from '../auth/division-scope.ts';
import type { DatabaseTarget } from '../config.ts';
import type { Db } from '../db/database.ts';
import { benchClient, listenLocally, onLargeTargets, signInBenchUser, withLargeApp } from './bench-client.ts';
import { BENCH_USER } from './seed-large.ts';

const LINES = Number(process.env.BENCH_LINES || 50_000);
const RUNS = Number(process.env.BENCH_RUNS || 3);
const TARGET_MS = 2000;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** What a run changes in a line, as it was before the run. */
interface SavedLines {
  id: number[];
  approval_state: string[];
  approval_reason: string[];
  approval_by: (number | null)[];
  approval_at: (string | null)[];
  late_state: string[];
  int_status: string[];
  payroll_batch_id: (number | null)[];
}

/**
 * The benchmark user's divisions and their latest weeks holding at least LINES lines, approved and
 * not exported; what the lines were before, to put back after the run.
 */
async function prepareLines(
  db: Db,
): Promise<{ divisionIds: number[]; weeks: string[]; lines: number; saved: SavedLines }> {
  const { rows: divisions } = await sql<{ id: number }>`select ud.division_id as id from user_division ud
    join app_user u on u.id = ud.user_id where u.user_name = ${BENCH_USER} order by 1`.execute(db);
  const divisionIds = divisions.map((d) => d.id);
  const { rows } = await sql<{
    week: string;
    n: number;
  }>`select to_char(week_ending_date, 'YYYY-MM-DD') as week,
      count(*)::int as n from timecard where ${inScope('division_id', divisionIds)}
    group by 1 order by 1 desc`.execute(db);
  const weeks: string[] = [];
  let lines = 0;
  for (const row of rows) {
    if (lines >= LINES) break;
    weeks.push(row.week);
    lines += row.n;
  }
  const { rows: saved } =
    await sql<SavedLines>`select array_agg(id) as id, array_agg(approval_state) as approval_state,
      array_agg(approval_reason) as approval_reason, array_agg(approval_by) as approval_by,
      array_agg(approval_at::text) as approval_at, array_agg(late_state) as late_state,
      array_agg(int_status) as int_status, array_agg(payroll_batch_id) as payroll_batch_id
    from timecard where ${inScope('division_id', divisionIds)}
      and week_ending_date = any(${sql.val(weeks)}::date[])`.execute(db);
  await sql`update timecard set approval_state = 'Approved', late_state = '', int_status = 'New'
    where ${inScope('division_id', divisionIds)}
      and week_ending_date = any(${sql.val(weeks)}::date[])`.execute(db);
  return { divisionIds, weeks, lines, saved: saved[0] as SavedLines };
}

/** The lines as they were before the run, and the run's batch gone. */
async function restoreLines(db: Db, saved: SavedLines, batchId: number | undefined): Promise<void> {
  await sql`update timecard t set approval_state = s.approval_state, approval_reason = s.approval_reason,
      approval_by = s.approval_by, approval_at = s.approval_at, late_state = s.late_state,
      int_status = s.int_status, payroll_batch_id = s.payroll_batch_id
    from unnest(${saved.id}::int[], ${saved.approval_state}::text[], ${saved.approval_reason}::text[],
      ${saved.approval_by}::int[], ${saved.approval_at}::timestamptz[], ${saved.late_state}::text[],
      ${saved.int_status}::text[], ${saved.payroll_batch_id}::int[])
      as s (id, approval_state, approval_reason, approval_by, approval_at, late_state, int_status, payroll_batch_id)
    where t.id = s.id`.execute(db);
  if (batchId === undefined) return;
  for (const table of ['payroll_batch_file', 'payroll_batch_line'])
    await sql`delete from ${sql.table(table)} where batch_id = ${batchId}`.execute(db);
  await sql`delete from payroll_batch where id = ${batchId}`.execute(db);
}

async function benchTarget(target: DatabaseTarget): Promise<string | undefined> {
  return withLargeApp(target, 100_000, async (app) => {
    const { db } = app.database;
    await db
      .insertInto('role_claim')
      .columns(['role_id', 'claim_name'])
      .expression(
        db
          .selectFrom('app_user')
          .select(['role_id', sql<string>`'btn.payroll.export'`.as('claim_name')])
          .where('user_name', '=', BENCH_USER),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    // What Vista calls every employee and pay code, so a batch the Vista file can hold is not refused.
    await sql`insert into payroll_mapping (kind, key, value)
      select 'employee', id::text, jsonb_build_object('vistaEmployee', id::text) from employee
      union all
      select 'payCode', code, jsonb_build_object('vistaEarnCode', (row_number() over (order by id))::text) from pay_code
      on conflict do nothing`.execute(db);
    const baseUrl = await listenLocally(app);
    const { post } = benchClient(baseUrl, await signInBenchUser(baseUrl), agent);
    for (let run = 0; run < RUNS; run++) {
      const chosen = await prepareLines(db);
      let batchId: number | undefined;
      try {
        const started = performance.now();
        const answer = JSON.parse(
          await post(ApiPaths.payroll.create, {
            weekEndingDates: chosen.weeks,
            divisionIds: chosen.divisionIds,
          }),
        ) as Envelope<PayrollBatch>;
        const ms = performance.now() - started;
        const batch = answer.data;
        batchId = batch.id;
        const verdict = ms <= TARGET_MS ? 'ok' : 'MISSED';
        console.log(
          `    batch of ${batch.lineCount.toLocaleString('en-US')} lines made and written (${batch.files.length} files, hashed): ` +
            `${(ms / 1000).toFixed(2)} s   target ≤ ${TARGET_MS / 1000} s  ${verdict}`,
        );
      } finally {
        await restoreLines(db, chosen.saved, batchId);
      }
    }
    return undefined;
  });
}

onLargeTargets(
  `Payroll export benchmark: ${RUNS} batch(es) of about ${LINES.toLocaleString('en-US')} lines`,
  benchTarget,
).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
