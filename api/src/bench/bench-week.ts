/**
 * The payroll week's benchmark on the large data set (run `npm run seed:large` first), figures
 * printed beside their targets (shared/docs/benchmarks.md, shared/docs/overtime.md):
 *
 *   npm run bench:week                     PGlite in ./data-large, then PostgreSQL when DATABASE_URL names one
 *   BENCH_RUNS=50 BENCH_LINES=50000 …      calls a case, lines the overtime case works out
 *
 * - The week by employee of a whole week for every division (a page of 100 rows and the count of
 *   every employee-week; the large seed's week holds about a thousand people): p95 ≤ 300 ms on
 *   PostgreSQL.
 * - Overtime worked out for the employee-weeks of at least BENCH_LINES lines (their sent days read
 *   and compared, as an approval does): ≤ 2 s.
 * - An approval's overtime check of one division-week (what the decision adds): reported beside
 *   bench:approval's figure.
 * A script that prints figures, not a timed test.
 */
import { addDays, todayIn, weekEndOf } from '@tac/contracts/calendar';
import { sql } from 'kysely';
import type { DatabaseTarget } from '../config.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrations.ts';
import { listEmployeeWeeks } from '../modules/timecards/employee-weeks.ts';
import { notInOpenOvertime, weekOvertimes } from '../modules/timecards/week-overtime.ts';
import { runFigureBench } from './bench-client.ts';
import { measure } from './measure.ts';

const RUNS = Number(process.env.BENCH_RUNS || 30);
const LINES = Number(process.env.BENCH_LINES || 50_000);
const TARGETS = { weekView: 300, overtime: 2000 } as const;

runFigureBench(
  'The payroll week: the week by employee and overtime worked out',
  async (target: DatabaseTarget) => {
    const database = await openDatabase(target);
    const { db } = database;
    try {
      await migrateToLatest(db);
      const { timeZone } = loadConfig();
      const week = weekEndOf(addDays(todayIn(timeZone), -7));
      const range = { from: addDays(week, -6), to: week };
      const input = { scope: 'all' as const, range, search: [], page: { offset: 0, limit: 100 }, timeZone };
      const first = await listEmployeeWeeks(db, input);
      if (first.totalCount === 0) return 'No timecards last week: run npm run seed:large';
      console.log(`  last week (ending ${week}): ${first.totalCount.toLocaleString('en-US')} employee-weeks`);
      const weekView = await measure(RUNS, () => listEmployeeWeeks(db, input), 3);

      // The newest weeks back until they hold LINES lines: their employee-weeks, worked out whole.
      const { rows: weeks } = await sql<{
        week: string;
        n: number;
      }>`select to_char(week_ending_date, 'YYYY-MM-DD') as week,
        count(*)::int as n from timecard where week_ending_date <= ${week}::date
      group by week_ending_date order by week_ending_date desc limit 60`.execute(db);
      let lines = 0;
      let oldest = week;
      for (const w of weeks) {
        lines += w.n;
        oldest = w.week;
        if (lines >= LINES) break;
      }
      const keys = sql`select distinct employee_id, week_ending_date from timecard
      where week_ending_date between ${oldest}::date and ${week}::date`;
      const counted = (await weekOvertimes(db, keys)).size;
      console.log(
        `  overtime of ${lines.toLocaleString('en-US')} lines (${counted.toLocaleString('en-US')} employee-weeks, weeks ending ${oldest} to ${week})`,
      );
      const overtime = await measure(Math.min(RUNS, 5), () => weekOvertimes(db, keys), 1);

      const { rows: division } = await sql<{ id: number }>`select division_id as id from timecard
      where week_ending_date = ${week}::date group by division_id order by count(*) desc limit 1`.execute(db);
      const where = sql<boolean>`t.week_ending_date = ${week}::date and t.division_id = ${division[0]?.id ?? 0}`;
      const approvalCheck = await measure(RUNS, () => notInOpenOvertime(db, where), 3);
      return [
        { name: 'week by employee, every division, page + count', ...weekView, target: TARGETS.weekView },
        { name: `overtime of ${lines.toLocaleString('en-US')} lines`, ...overtime, target: TARGETS.overtime },
        { name: "approval's overtime check, one division-week", ...approvalCheck },
      ];
    } finally {
      await db.destroy();
    }
  },
);
