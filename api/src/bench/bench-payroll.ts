/**
 * Payroll export benchmark on the large data set (run `npm run seed:large` first): a batch of
 * 50,000 approved lines made and written (taken, snapshotted, its three files made, hashed and
 * stored) over HTTP by the benchmark user, against its target (≤ 5 s). The lines are approved for
 * the run and the batch is cancelled after it, so the run can be repeated. Prints figures beside
 * their targets; not a timed test.
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
const TARGET_MS = 5000;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** The benchmark user's divisions and their latest weeks holding at least LINES lines, approved and not exported. */
async function prepareLines(db: Db): Promise<{ divisionIds: number[]; weeks: string[]; lines: number }> {
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
  await sql`update timecard set approval_state = 'Approved', late_state = '', int_status = 'New'
    where ${inScope('division_id', divisionIds)}
      and week_ending_date = any(${sql.val(weeks)}::date[])`.execute(db);
  return { divisionIds, weeks, lines };
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
    const baseUrl = await listenLocally(app);
    const { post } = benchClient(baseUrl, await signInBenchUser(baseUrl), agent);
    for (let run = 0; run < RUNS; run++) {
      const chosen = await prepareLines(db);
      const started = performance.now();
      const answer = JSON.parse(
        await post(ApiPaths.payroll.create, {
          weekEndingDates: chosen.weeks,
          divisionIds: chosen.divisionIds,
        }),
      ) as Envelope<PayrollBatch>;
      const ms = performance.now() - started;
      const batch = answer.data;
      const verdict = ms <= TARGET_MS ? 'ok' : 'MISSED';
      console.log(
        `    batch of ${batch.lineCount.toLocaleString('en-US')} lines made and written (3 files, hashed): ` +
          `${(ms / 1000).toFixed(2)} s   target ≤ ${TARGET_MS / 1000} s  ${verdict}`,
      );
      await post(ApiPaths.payroll.cancel, { batchId: batch.id, reason: 'benchmark run' });
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
