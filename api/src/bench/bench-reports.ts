/**
 * Report benchmark on the large data set (run `npm run seed:large` first): for each of
 * the 21 report types, p50/p95 of generating its PDF and CSV for one week of one busy project (the
 * division-based type 14 for that project's division), written to a scratch folder, with the rows
 * each produced and the process's peak RSS, on PGlite and, when DATABASE_URL names one, on
 * PostgreSQL. Prints figures beside their targets; not a timed test.
 *
 *   npm run bench:reports
 *   DATABASE_URL=postgres://…/tac_large npm run bench:reports     PostgreSQL too (seeded with seed:large)
 *   BENCH_RUNS=20 …                                               runs per report type (default shown)
 *   BENCH_ONLY=pglite …                                           one database only (pglite or postgres)
 *   BENCH_SECTIONS=generation …                                   only the sections whose name holds a word
 *
 * Sections run in order on one open database and share a context; a section is one entry of
 * SECTIONS (the scheduler's '500 schedules due at once' is to be another), reporting its figures
 * with ctx.report.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { addDays, todayIn } from '@tac/contracts/calendar';
import { sql } from 'kysely';
import { type DatabaseTarget, loadConfig } from '../config.ts';
import { type Db, type OpenDatabase, openDatabase } from '../db/database.ts';
import { generateReport, REPORT_DEFINITIONS, type ReportRequest } from '../modules/reports/generate/index.ts';
import { targetLabel } from './bench-client.ts';
import { reportRuns } from './bench-report-runs.ts';
import { measure } from './measure.ts';
import { largeDatabaseTarget } from './seed-large.ts';

const RUNS = Number(process.env.BENCH_RUNS || 20);
/** A report's first runs pay for compiling and the database's caches. */
const WARMUP = 2;
/** Spec target: generating one report's PDF and CSV. */
const TARGET_MS = 2000;

export interface Figure {
  section: string;
  name: string;
  p50?: number;
  p95?: number;
  /** What else the figure tells (rows, files), printed beside it. */
  note?: string;
  /** p95 target in ms; none for a figure only reported. */
  target?: number;
}

export interface BenchContext {
  db: Db;
  /** The open database whole and where it is (the report scheduler section runs pg-boss on it). */
  database: OpenDatabase;
  target: DatabaseTarget;
  kind: 'pglite' | 'postgres';
  /** The business time zone and its today, as the scheduler would see them. */
  timeZone: string;
  today: string;
  /** A scratch folder for generated files, removed at the end. */
  outDir: string;
  report(figure: Figure): void;
}

export interface Section {
  name: string;
  run(ctx: BenchContext): Promise<void>;
}

/** Peak resident set size of this process so far, in MB. */
const peakRssMb = () => process.resourceUsage().maxRSS / 1024;

/** The week before today, and the project with the most timecards in it (with its division). */
async function busyProject(ctx: BenchContext) {
  const period = { from: addDays(ctx.today, -7), to: addDays(ctx.today, -1) };
  const busiest = await ctx.db
    .selectFrom('timecard')
    .select(['project_id', 'division_id', sql<number>`count(*)::int`.as('cards')])
    .where(sql<boolean>`day between ${period.from}::date and ${period.to}::date`)
    .groupBy(['project_id', 'division_id'])
    .orderBy('cards', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!busiest) throw new Error(`No timecards from ${period.from} to ${period.to}: run npm run seed:large`);
  return { period, ...busiest };
}

/** Each report type for one week of the busiest project (type 14: its division), timed. */
export const generation: Section = {
  name: 'Report generation (PDF + CSV), one week of one busy project',
  async run(ctx) {
    const busy = await busyProject(ctx);
    console.log(
      `    project ${busy.project_id} (${busy.cards} timecard lines), division ${busy.division_id}, ${busy.period.from} – ${busy.period.to}`,
    );
    console.log(header());
    for (const definition of REPORT_DEFINITIONS.values()) {
      const divisionBased = definition.parameters.scope === 'divisions';
      const request: ReportRequest = {
        typeCode: definition.code,
        period: busy.period,
        scope: {
          allProjects: false,
          projectIds: divisionBased ? [] : [busy.project_id],
          divisionIds: divisionBased ? [busy.division_id] : [],
        },
        taskCodeIds: [],
        scheduleName: 'Benchmark',
        timeZone: ctx.timeZone,
      };
      const outDir = path.join(ctx.outDir, `type-${definition.code}`);
      let last = { rowCount: 0, files: 0, bytes: 0 };
      const timing = await measure(
        RUNS,
        async () => {
          const report = await generateReport(ctx.db, request, outDir);
          last = {
            rowCount: report.rowCount,
            files: report.files.length,
            bytes: report.files.reduce((sum, file) => sum + file.bytes, 0),
          };
        },
        WARMUP,
      );
      const figure: Figure = {
        section: this.name,
        name: `${String(definition.code).padStart(2)} ${definition.name}`.slice(0, 58),
        p50: timing.p50,
        p95: timing.p95,
        note: `${last.rowCount} rows, ${last.files} files, ${Math.round(last.bytes / 1024)} KB, peak RSS ${Math.round(peakRssMb())} MB`,
        target: TARGET_MS,
      };
      ctx.report(figure);
      // Progress: one line per type as it finishes.
      console.log(`    ${line(figure)}`);
      await rm(outDir, { recursive: true, force: true });
    }
  },
};

/**
 * Memory with many rows: the timecard data of every project of the busy division for four weeks,
 * once. The rows stream a page at a time; what grows is the PDF document itself (pdf-lib holds
 * its pages until it writes the file), so the figure shows how far that goes for a large report.
 */
export const scale: Section = {
  name: 'A large report once: timecard data (type 11), a whole division, four weeks',
  async run(ctx) {
    const busy = await busyProject(ctx);
    const projects = await ctx.db
      .selectFrom('project')
      .select('id')
      .where('division_id', '=', busy.division_id)
      .execute();
    const rssBefore = peakRssMb();
    const started = performance.now();
    const report = await generateReport(
      ctx.db,
      {
        typeCode: 11,
        period: { from: addDays(busy.period.to, -27), to: busy.period.to },
        scope: { allProjects: false, projectIds: projects.map((p) => p.id), divisionIds: [] },
        taskCodeIds: [],
        scheduleName: 'Benchmark',
        timeZone: ctx.timeZone,
      },
      path.join(ctx.outDir, 'scale'),
    );
    const ms = performance.now() - started;
    const bytes = report.files.reduce((sum, file) => sum + file.bytes, 0);
    const figure: Figure = {
      section: this.name,
      name: `${projects.length} projects, ${report.rowCount} rows`,
      p50: ms,
      p95: ms,
      note: `${Math.round(bytes / 1024)} KB, peak RSS ${Math.round(rssBefore)} → ${Math.round(peakRssMb())} MB`,
    };
    ctx.report(figure);
    console.log(header());
    console.log(`    ${line(figure)}`);
  },
};

/** Sections in run order (the scheduler's '500 schedules due at once' goes after generation). */
export const SECTIONS: Section[] = [generation, scale, reportRuns];

const header = () => `    ${'case'.padEnd(60)}${'p50'.padStart(8)}${'p95'.padStart(8)}   target`;

function line(f: Figure): string {
  const ms = (v: number | undefined) => (v === undefined ? '' : v.toFixed(0)).padStart(8);
  const verdict = f.target && f.p95 !== undefined ? (f.p95 <= f.target ? 'ok' : 'MISSED') : '';
  const target = f.target ? `p95 ≤ ${f.target} ms ${verdict}` : '';
  return `${f.name.padEnd(60)}${ms(f.p50)}${ms(f.p95)}   ${target.padEnd(22)} ${f.note ?? ''}`;
}

async function benchTarget(target: DatabaseTarget, sections: Section[]): Promise<Figure[]> {
  const database = await openDatabase(target);
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'tac-bench-reports-'));
  const timeZone = loadConfig().timeZone;
  const figures: Figure[] = [];
  const ctx: BenchContext = {
    db: database.db,
    database,
    target,
    kind: database.kind,
    timeZone,
    today: todayIn(timeZone),
    outDir,
    report: (figure) => figures.push(figure),
  };
  try {
    for (const section of sections) {
      console.log(`\n  ${section.name}`);
      await section.run(ctx);
    }
    return figures;
  } finally {
    await database.db.destroy();
    await rm(outDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(
    `Machine: ${os.cpus().length} cores, load average ${(os.loadavg()[0] ?? 0).toFixed(1)} at start`,
  );
  console.log(`Report benchmark, ${RUNS} runs per report type after ${WARMUP} warm-up, times in ms`);
  const only = (process.env.BENCH_ONLY ?? '').toLowerCase();
  const targets = [largeDatabaseTarget({ ...process.env, DATABASE_URL: '' })];
  if (process.env.DATABASE_URL) targets.push(largeDatabaseTarget(process.env));
  const words = (process.env.BENCH_SECTIONS ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  const sections = SECTIONS.filter(
    (s) => words.length === 0 || words.some((w) => s.name.toLowerCase().includes(w)),
  );
  if (sections.length === 0)
    throw new Error(
      `BENCH_SECTIONS '${words.join(' ')}' names none of: ${SECTIONS.map((s) => s.name).join('; ')}`,
    );
  const missed: Figure[] = [];
  for (const target of targets.filter((t) => !only || t.kind === only)) {
    console.log(`\n${targetLabel(target)}`);
    // A target that cannot be opened (PGlite's folder held by another process) is reported, not fatal.
    const result = await benchTarget(target, sections).catch((error: unknown) =>
      error instanceof Error ? error.message : String(error),
    );
    if (typeof result === 'string') {
      console.log(`  skipped: ${result}`);
      continue;
    }
    missed.push(...result.filter((f) => f.target !== undefined && (f.p95 ?? 0) > f.target));
  }
  console.log(`\nPeak RSS of the whole run: ${Math.round(peakRssMb())} MB`);
  if (missed.length)
    console.log(
      `${missed.length} figure(s) missed their target: ${missed.map((f) => f.name.trim()).join('; ')}`,
    );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
