/**
 * The scheduler part of `npm run bench:reports` (500 schedules due at the same minute all
 * sent within 2 minutes on 2 cores). A section of bench-reports.ts: it adds 500 daily schedules due
 * now over the busiest projects of the large seed, a mix of every report type, starts the report
 * scheduler as `npm start` runs it (pg-boss workers, the real generation) with mail going to an SMTP
 * server on loopback (smtp-server), and times until every run is sent. The schedules and their runs
 * are removed afterwards.
 *
 *   BENCH_SCHEDULES=500 …   how many schedules fall due together (default shown)
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { RoleName } from '@tac/contracts';
import { addDays } from '@tac/contracts/calendar';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { migrateToLatest } from '../db/migrations.ts';
import { REPORT_DEFINITIONS } from '../modules/reports/generate/index.ts';
import { ReportScheduler } from '../modules/reports/scheduler/index.ts';
import type { Section } from './bench-reports.ts';
import { percentile } from './measure.ts';

const SCHEDULES = Number(process.env.BENCH_SCHEDULES || 500);
/** The target: all sent within 2 minutes. */
const TARGET_MS = 120_000;
const SMTP_PORT = 4399;
/** The description of the schedules this bench adds, so it can find them again. */
const BENCH_MARK = 'bench:reports 500 schedules';

export const reportRuns: Section = {
  name: `Report scheduler: ${SCHEDULES} schedules due at the same minute, generated and mailed`,
  async run(ctx) {
    const { database, target } = ctx;
    const db = database.db;
    // A large data set seeded before the report tables existed gets them, as the API's start would.
    await migrateToLatest(db);
    const yesterday = addDays(ctx.today, -1);
    // The projects with the most timecard lines yesterday: the scheduled reports have rows to render.
    const projects = await db
      .selectFrom('timecard')
      .select(['project_id', 'division_id'])
      .where(sql<boolean>`day = ${yesterday}::date`)
      .groupBy(['project_id', 'division_id'])
      .orderBy(sql`count(*)`, 'desc')
      .limit(50)
      .execute();
    if (projects.length === 0) throw new Error(`No timecards on ${yesterday}: run npm run seed:large`);
    // An administrator's: a schedule is sent only within its owner's access (All Projects included).
    const creator = await db
      .selectFrom('app_user as u')
      .innerJoin('role', 'role.id', 'u.role_id')
      .select('u.id')
      .where('role.name', 'in', [RoleName.SystemAdmin, RoleName.Administrator])
      .where('u.is_active', '=', true)
      .orderBy('u.id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const types = [...REPORT_DEFINITIONS.values()];
    // An interrupted run leaves its schedules behind: they would fall due again with these.
    await db.deleteFrom('report_schedule').where('description', '=', BENCH_MARK).execute();

    let delivered = 0;
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => {
          delivered++;
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));

    const ids: number[] = [];
    const scheduler = new ReportScheduler({
      database,
      target,
      timeZone: ctx.timeZone,
      dataDir: path.join(ctx.outDir, 'scheduler'),
      mail: { smtpUrl: `smtp://127.0.0.1:${SMTP_PORT}`, from: 'Bench <bench@localhost>' },
      log: {
        info: () => {},
        warn: (o: unknown) => console.log('    warn:', JSON.stringify(o)),
        error: console.error,
      },
    });
    try {
      const due = new Date();
      due.setSeconds(0, 0);
      for (let i = 0; i < SCHEDULES; i++) {
        const type = types[i % types.length];
        const project = projects[i % projects.length];
        if (!type || !project) continue;
        const byDivision = type.parameters.scope === 'divisions';
        const { id } = await db
          .insertInto('report_schedule')
          .values({
            schedule_name: `Bench ${i}`,
            description: BENCH_MARK,
            report_type: String(type.code),
            run: 'daily',
            run_report_at: '07:00 AM',
            schedule_hour: 7,
            schedule_minute: 0,
            start_offset: 0,
            end_offset: 0,
            subject: `Bench ${i}`,
            message: 'Benchmark run.',
            created_by_id: creator.id,
            next_due_at: due,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(id);
        if (byDivision)
          await db
            .insertInto('report_schedule_division')
            .values({ schedule_id: id, division_id: project.division_id })
            .execute();
        else
          await db
            .insertInto('report_schedule_project')
            .values({ schedule_id: id, project_id: project.project_id })
            .execute();
        await db
          .insertInto('report_schedule_recipient')
          .values({ schedule_id: id, contact_type: 'Contact', email: `office${i % 7}@bench.example` })
          .execute();
      }

      const started = Date.now();
      await scheduler.start();
      let last = 0;
      for (;;) {
        const { done, failed } = await db
          .selectFrom('report_run')
          .select([
            sql<number>`count(*) filter (where outcome in ('sent', 'empty'))::int`.as('done'),
            sql<number>`count(*) filter (where outcome = 'failed')::int`.as('failed'),
          ])
          .where('schedule_id', 'in', ids)
          .executeTakeFirstOrThrow();
        if (done >= ids.length) break;
        if (Date.now() - started > 3 * TARGET_MS) {
          console.log(`    gave up after ${(3 * TARGET_MS) / 1000} s: ${done} sent, ${failed} failed`);
          break;
        }
        if (Date.now() - last > 10_000) {
          console.log(
            `    ${((Date.now() - started) / 1000).toFixed(0)} s: ${done} sent, ${failed} failed so far`,
          );
          last = Date.now();
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const allSentMs = Date.now() - started;

      const runs = await db
        .selectFrom('report_run')
        .select([
          sql<number>`extract(epoch from (finished_at - started_at)) * 1000`.as('work'),
          sql<number>`extract(epoch from (finished_at - due_at)) * 1000`.as('latency'),
          'row_count',
        ])
        .where('schedule_id', 'in', ids)
        .where('outcome', 'in', ['sent', 'empty'])
        .execute();
      const work = runs.map((r) => Number(r.work)).sort((a, b) => a - b);
      const rows = runs.reduce((sum, r) => sum + (r.row_count ?? 0), 0);
      const section = this.name;
      const figures = [
        {
          section,
          name: `all ${ids.length} sent (from the scheduler's start)`,
          p95: allSentMs,
          note: `${runs.length} runs sent, ${delivered} messages received, ${rows} report rows, ${scheduler.settings.concurrency} workers`,
          target: TARGET_MS,
        },
        {
          section,
          name: 'one run: generate, store, mail',
          p50: percentile(work, 0.5),
          p95: percentile(work, 0.95),
          note: 'per run, while the others ran beside it',
        },
      ];
      for (const figure of figures) {
        ctx.report(figure);
        const ms = (v: number | undefined) => (v === undefined ? '' : v.toFixed(0)).padStart(8);
        const verdict = figure.target
          ? `≤ ${figure.target} ms ${(figure.p95 ?? 0) <= figure.target ? 'ok' : 'MISSED'}`
          : '';
        console.log(
          `    ${figure.name.padEnd(60)}${ms(figure.p50)}${ms(figure.p95)}   ${verdict.padEnd(22)} ${figure.note}`,
        );
      }
    } finally {
      await scheduler.stop();
      await new Promise((resolve) => smtp.close(() => resolve(undefined)));
      // The bench leaves the large data set as it found it (pg-boss keeps its archived jobs).
      if (ids.length > 0) await db.deleteFrom('report_schedule').where('id', 'in', ids).execute();
      await rm(path.join(ctx.outDir, 'scheduler'), { recursive: true, force: true });
    }
  },
};
