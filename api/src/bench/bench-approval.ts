/**
 * Approval benchmark on the large data set (run `npm run seed:large` first).
 *
 *   npm run bench:approval                    PGlite in ./data-large (TAC_DATA_DIR to change)
 *   DATABASE_URL=postgres://… npm run bench:approval
 *   BENCH_RUNS=5 BENCH_WARMUP=1 BENCH_LINES=10000 …   runs, untimed runs first, the filter's size
 *
 * Approves every line matching a filter of BENCH_LINES lines for the benchmark user (5 of 20
 * divisions), as the approval call does it (shared/docs/approval.md): the preview's counts, then one
 * transaction that takes the decisions' advisory lock, approves the lines and writes an audit row
 * for each (one INSERT … SELECT over the updated ids) and one for the call. Between runs the lines go back to Pending and the run's audit rows are removed
 * (not timed), so every run approves the same lines. It prepares its lines first: when another
 * benchmark (bench:payroll) or a run stopped part-way left fewer than BENCH_LINES pending, the lines
 * of the weeks the large seed leaves undecided go back to Pending. Prints each figure beside its target
 * (≤ 1 s on PostgreSQL, ≤ 3 s on PGlite). The approval's overtime check (which of the lines' weeks
 * have an open Overtime exception, read inside its transaction) is also timed alone in each run,
 * just before the approval, over the same selection while its lines are still pending: so the same
 * approval of the same lines on the same data is printed with the check and less it (run by run),
 * for "no slower than approval is today", beside the approval's target. Each run starts with no
 * week's check kept: the check worked out from the lines is timed first (what every approval paid
 * before checks were kept), then the preview, which keeps them, as the screen asks it before a
 * decision (shared/docs/overtime.md "Speed"). Then times Pay
 * Periods for the same user over 5, 12 and 52 weeks (BENCH_PERIOD_RUNS calls each; target p95 ≤ 50
 * ms for 52 weeks). A script that prints figures, not a timed test.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { TimecardSearchField as F } from '@tac/contracts';
import { addDays, todayIn } from '@tac/contracts/calendar';
import { sql } from 'kysely';
import { inScope } from '../auth/division-scope.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrations.ts';
import { decideApproval, previewApproval } from '../modules/timecards/approval/decide.ts';
import { listPayPeriods } from '../modules/timecards/approval/periods.ts';
import { notInOpenOvertime } from '../modules/timecards/week-overtime.ts';
import { measure, percentile } from './measure.ts';
import { BENCH_USER, benchUser, largeDatabaseTarget } from './seed-large.ts';
import { decidedBefore } from './seed-large-history.ts';

const RUNS = Number(process.env.BENCH_RUNS || 5);
/** Untimed runs first: the first pays for cold pages and, on PGlite, WebAssembly warming up. */
const WARMUP = Number(process.env.BENCH_WARMUP || 1);
const LINES = Number(process.env.BENCH_LINES || 10_000);
const TARGET_MS = { postgres: 1000, pglite: 3000 } as const;
const PERIOD_RUNS = Number(process.env.BENCH_PERIOD_RUNS || 200);
const PERIODS_TARGET_MS = 50;
/** The printed tables' first column. */
const NAME_WIDTH = 70;

/** The list's query format for a day. */
const q = (day: string, time: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)} ${time}`;

async function main(): Promise<void> {
  const target = largeDatabaseTarget();
  const kind = target.kind;
  const { timeZone } = loadConfig();
  const today = todayIn(timeZone);
  console.log(
    `Machine: ${os.cpus().length} cores, load average ${(os.loadavg()[0] ?? 0).toFixed(1)} at start`,
  );
  const database = await openDatabase(target);
  const { db } = database;
  try {
    await migrateToLatest(db);
    const user = await benchUser(db);
    const { scope } = user;
    // Pending lines with no exception (the large seed's rejected attestations are exceptions): a
    // filter of the list's own searches, from the oldest pending day on until it holds LINES lines.
    const search = [
      { FieldName: F.ApprovalState, Value: 'Pending' },
      { FieldName: F.Attestation, Value: 'Approved Override None' },
    ];
    const pendingDays = async () =>
      (
        await sql<{ day: string; n: number }>`select to_char(t.day, 'YYYY-MM-DD') as day, count(*)::int as n
          from timecard t
          where ${inScope('t.division_id', scope)} and t.approval_state = 'Pending' and t.attestation_status <> 'Rejected'
            and t.late_state = '' and t.day >= ${addDays(today, -120)}::date
          group by t.day order by t.day`.execute(db)
      ).rows;
    let days = await pendingDays();
    if (days.reduce((sum, d) => sum + d.n, 0) < LINES) {
      const { numAffectedRows } =
        await sql`update timecard t set approval_state = 'Pending', approval_reason = '',
          approval_by = null, approval_at = null, int_status = 'New', payroll_batch_id = null
        where ${inScope('t.division_id', scope)} and t.week_ending_date >= ${decidedBefore(today)}::date
          and t.late_state = '' and t.approval_state <> 'Pending'`.execute(db);
      console.log(
        `  prepared: ${Number(numAffectedRows ?? 0).toLocaleString('en-US')} lines of the undecided weeks back to Pending`,
      );
      days = await pendingDays();
    }
    const first = days[0]?.day;
    let total = 0;
    let last: string | undefined;
    for (const d of days) {
      total += d.n;
      if (total >= LINES) {
        last = d.day;
        break;
      }
    }
    if (!first || !last)
      throw new Error(`Fewer than ${LINES} pending lines for ${BENCH_USER}: seed again (--force)`);
    const filter = { fromDate: q(first, '00:00:00'), toDate: q(last, '23:59:59'), SearchText: search };
    console.log(
      `Approval benchmark on ${kind}: approve every line of a filter (${first} to ${last}, Pending, no exception) for ${BENCH_USER}, ${RUNS} runs after ${WARMUP} untimed`,
    );

    // The filter's pending lines, which the overtime check reads, in the bench's own SQL (the list's
    // searches above, in the caller's divisions): each run checks it holds the preview's pending count.
    const filterLines = sql<boolean>`${inScope('t.division_id', scope)} and t.day between ${first}::date and ${last}::date
      and t.approval_state = 'Pending' and t.attestation_status <> 'Rejected'`;
    const { rows: spans } = await sql<{ lines: number; employeeWeeks: number; divisionWeeks: number }>`select
        count(*)::int as lines, count(distinct (t.employee_id, t.week_ending_date))::int as "employeeWeeks",
        count(distinct (t.division_id, t.week_ending_date))::int as "divisionWeeks"
      from timecard t where ${filterLines}`.execute(db);
    const span = spans[0] ?? { lines: 0, employeeWeeks: 0, divisionWeeks: 0 };

    const previews: number[] = [];
    const coldChecks: number[] = [];
    const checks: number[] = [];
    const approvals: number[] = [];
    const withoutCheck: number[] = [];
    let approved = 0;
    for (let run = -WARMUP; run < RUNS; run++) {
      // The run's own rows are told apart by time: the large seed's year of use has the same user's.
      const { rows: clock } = await sql<{ now: Date }>`select now()`.execute(db);
      const since = clock[0]?.now ?? new Date();
      // No week checked before (not timed): the check works every week out from its lines, as it
      // did before weeks' checks were kept, inside a transaction, where it keeps nothing.
      await sql`delete from employee_week_overtime_check`.execute(db);
      let started = performance.now();
      await db.transaction().execute((trx) => notInOpenOvertime(trx, filterLines));
      const coldCheck = performance.now() - started;
      // The preview the screen asks before a decision: it works the weeks out and keeps their checks.
      started = performance.now();
      const preview = await previewApproval(db, { filter }, scope, timeZone);
      const previewed = performance.now() - started;
      if (preview.pending !== span.lines)
        throw new Error(
          `the check alone would read ${span.lines} lines, the filter holds ${preview.pending} pending`,
        );
      // The check alone, on the lines as the approval finds them, reading the kept checks: the part
      // of the approval the check is.
      started = performance.now();
      await notInOpenOvertime(db, filterLines);
      const check = performance.now() - started;
      started = performance.now();
      const outcome = await decideApproval(db, user.id, { filter, decision: 'Approve' }, scope, timeZone);
      const approval = performance.now() - started;
      if (run >= 0) {
        previews.push(previewed);
        coldChecks.push(coldCheck);
        checks.push(check);
        approvals.push(approval);
        withoutCheck.push(approval - check);
      }
      approved = outcome.changed;
      if (outcome.changed !== preview.approvable) {
        throw new Error(`approved ${outcome.changed}, the preview said ${preview.approvable}`);
      }
      // Back as they were, for the next run (not timed).
      await sql`update timecard t set approval_state = 'Pending', approval_by = null, approval_at = null
        where ${inScope('t.division_id', scope)} and t.approval_by = ${user.id} and t.approval_state = 'Approved'
          and t.day between ${first}::date and ${last}::date and t.approval_at >= ${since}`.execute(db);
      await sql`delete from audit_log where user_id = ${user.id} and entity in ('timecard', 'timecard-selection')
        and at >= ${since}`.execute(db);
    }
    for (const sorted of [previews, coldChecks, checks, approvals, withoutCheck])
      sorted.sort((a, b) => a - b);
    const limit = TARGET_MS[kind];
    const line = (name: string, sorted: number[], max?: number) => {
      const worst = sorted.at(-1) ?? 0;
      const verdict = max === undefined ? '' : `max ≤ ${max} ms  ${worst <= max ? 'ok' : 'MISSED'}`;
      console.log(
        `  ${name.padEnd(NAME_WIDTH)}${percentile(sorted, 0.5).toFixed(0).padStart(8)}${worst.toFixed(0).padStart(8)}   ${verdict}`,
      );
    };
    console.log(`\n  ${'case'.padEnd(NAME_WIDTH)}${'p50'.padStart(8)}${'max'.padStart(8)}   target`);
    line(
      `preview (count) of ${approved.toLocaleString('en-US')} lines, its weeks not checked before`,
      previews,
    );
    line(
      `  the overtime check worked out from the lines (${span.employeeWeeks.toLocaleString('en-US')} employee-weeks)`,
      coldChecks,
    );
    line(
      `approve ${approved.toLocaleString('en-US')} lines by filter, audited, after the preview`,
      approvals,
      limit,
    );
    line(`  its overtime check alone, the weeks' kept checks (${span.divisionWeeks} division-weeks)`, checks);
    // Its count and UPDATE also carry the open weeks' list the check gives: counted as the approval's.
    line('  the approval less its check (run by run)', withoutCheck);
    // The issue's "no slower than approval is today": what the check adds to the same approval.
    const added = percentile(checks, 0.5);
    const before = percentile(withoutCheck, 0.5);
    const worst = approvals.at(-1) ?? 0;
    console.log(
      `  the check adds ${added.toFixed(0)} ms at p50 (+${((100 * added) / before).toFixed(0)}% on the approval less it); with it, max ${worst.toFixed(0)} ms, the approval's target ≤ ${limit} ms: ${worst <= limit ? 'ok' : 'MISSED'}`,
    );

    // Pay Periods, as the list reads it, for the same user: 5 weeks (the screen's default), 12, 52.
    console.log(`\n  ${'Pay Periods'.padEnd(NAME_WIDTH)}${'p50'.padStart(8)}${'p95'.padStart(8)}   target`);
    for (const weeks of [5, 12, 52]) {
      const query = { fromWeek: addDays(today, -7 * weeks), toWeek: addDays(today, 7) };
      const shown = (await listPayPeriods(db, query, scope)).length;
      const { p50, p95 } = await measure(PERIOD_RUNS, () => listPayPeriods(db, query, scope));
      const verdict =
        weeks === 52 ? `p95 ≤ ${PERIODS_TARGET_MS} ms  ${p95 <= PERIODS_TARGET_MS ? 'ok' : 'MISSED'}` : '';
      console.log(
        `  ${`${weeks} weeks (${shown} periods)`.padEnd(NAME_WIDTH)}${p50.toFixed(1).padStart(8)}${p95.toFixed(1).padStart(8)}   ${verdict}`,
      );
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
