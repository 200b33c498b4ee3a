/**
 * T&M voucher benchmark on the large data set (run `npm run seed:large` first): p50/p95
 * over HTTP, for the benchmark user (5 of 20 divisions), of the voucher list (4 weeks, page 1 with
 * its total; plain, with the signature filter, and with two searches and the signature filter), of
 * a voucher's revision list, of a revision's PDF drawn on the server and of its labour variance, on
 * PGlite and, when DATABASE_URL names one, on PostgreSQL. Prints figures beside their targets; not a
 * timed test.
 *
 *   npm run bench:vouchers
 *   DATABASE_URL=postgres://… npm run bench:vouchers      PostgreSQL too (seeded there with seed:large)
 *   BENCH_RUNS=300 BENCH_PDFS=100 …                       runs per case (defaults shown)
 *   BENCH_ONLY=postgres …                                 one database only (pglite or postgres)
 */
import http from 'node:http';
import { ApiPaths, type Envelope, VoucherSearchField as F, type SearchTextEntry } from '@tac/contracts';
import { addDays, todayIn } from '@tac/contracts/calendar';
import { sql } from 'kysely';
import { buildApp } from '../app.ts';
import { type DatabaseTarget, loadConfig } from '../config.ts';
import type { App } from '../http/app-type.ts';
import { benchClient, type Figure, listenLocally, runFigureBench, signInBenchUser } from './bench-client.ts';
import { measure, WARMUP } from './measure.ts';
import { BENCH_USER } from './seed-large.ts';
import { LARGE_VOUCHERS } from './seed-large-vouchers.ts';

const RUNS = Number(process.env.BENCH_RUNS || 300);
const PDFS = Number(process.env.BENCH_PDFS || 100);

/** dd-MM-yyyy HH:mm:ss, as the screen sends it. */
const queryDate = (day: string, time: string) =>
  `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)} ${time}`;

/** One kept-alive connection, as a browser keeps one. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

async function benchTarget(target: DatabaseTarget): Promise<Figure[] | string> {
  const config = { ...loadConfig(), port: 0, host: '127.0.0.1', demo: false, database: target };
  const app: App = await buildApp({ config, logger: false });
  try {
    const { db } = app.database;
    const vouchers = Number(
      (await sql<{ n: number }>`select count(*)::int as n from tm_voucher`.execute(db)).rows[0]?.n,
    );
    if (vouchers < LARGE_VOUCHERS.vouchers) return `${vouchers} vouchers here: run npm run seed:large`;
    const baseUrl = await listenLocally(app);
    const { get, post } = benchClient(baseUrl, await signInBenchUser(baseUrl), agent);

    const today = todayIn(config.timeZone);
    const from = addDays(today, -27);
    const listPath = `${ApiPaths.vouchers.list}?fromDate=${encodeURIComponent(queryDate(from, '00:00:00'))}&toDate=${encodeURIComponent(queryDate(today, '00:00:00'))}`;
    const page = (SearchText: SearchTextEntry[]) => ({ SearchText, Skip: 0, Take: 100 });
    const userId: SearchTextEntry = { FieldName: F.UserId, Value: '1' };
    const signed: SearchTextEntry = { FieldName: F.Signature, Value: 'Yes' };
    const searched = [
      { FieldName: F.Employee, Value: 'smi' },
      { FieldName: F.Project, Value: 'P-012' },
    ];

    // Vouchers the user sees: with four revisions (the revision list), and signed with a photo (the PDF).
    const scope = sql`(select division_id from user_division ud join app_user u on u.id = ud.user_id where u.user_name = ${BENCH_USER})`;
    const several = (
      await sql<{ device_id: number; project_id: number; task_id: number; voucher_number: string }>`
        select device_id, project_id, task_id, voucher_number from tm_voucher
        where division_id in ${scope} and version = 4 order by id desc limit 50`.execute(db)
    ).rows;
    const rich = (
      await sql<{ id: number; device_id: number }>`select latest_revision_id as id, device_id from tm_voucher
        where division_id in ${scope} and has_signature and has_attachment order by id desc limit 50`.execute(
        db,
      )
    ).rows;
    if (several.length === 0 || rich.length === 0)
      return `${BENCH_USER} sees no voucher with 4 revisions and a signature`;
    const revisionBody = (i: number) => {
      const v = several[i % several.length] as (typeof several)[number];
      return {
        SearchText: [
          { FieldName: F.DeviceId, Value: String(v.device_id) },
          { FieldName: F.ProjectId, Value: String(v.project_id) },
          { FieldName: F.TaskCodeId, Value: String(v.task_id) },
          { FieldName: F.TMVoucherNumber, Value: v.voucher_number },
        ],
      };
    };
    const revisionQuery = (i: number) => {
      const r = rich[i % rich.length] as (typeof rich)[number];
      return `?TMVoucherID=${r.id}&deviceId=${r.device_id}`;
    };

    const figures: Figure[] = [];
    const listTarget = target.kind === 'postgres' ? 15 : 20;
    const run = async (
      name: string,
      target: number | undefined,
      runs: number,
      work: (i: number) => Promise<string>,
    ) => {
      const sample = JSON.parse(await work(0)) as Envelope<unknown>;
      const label = Array.isArray(sample.data)
        ? `${name} (${sample.data.length} of ${sample.totalCount.toLocaleString('en-US')})`
        : name;
      process.stdout.write(`    ${label} … `);
      const { p50, p95, cpu } = await measure(runs, work);
      console.log(`p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
      figures.push({ name: label, p50, p95, cpu, ...(target === undefined ? {} : { target }) });
    };
    await run('list, 4 weeks, page 1 + total', listTarget, RUNS, () => post(listPath, page([userId])));
    await run('list + signature Yes', listTarget, RUNS, () => post(listPath, page([userId, signed])));
    await run('list + employee, project + signature', listTarget, RUNS, () =>
      post(listPath, page([userId, ...searched, signed])),
    );
    await run('revision list (4 revisions)', 10, RUNS, (i) =>
      post(ApiPaths.vouchers.revisions, revisionBody(i)),
    );
    await run('PDF of a signed revision with photo', 100, PDFS, (i) =>
      get(`${ApiPaths.vouchers.pdf}${revisionQuery(i)}`),
    );
    await run('labour variance', undefined, RUNS, (i) =>
      get(`${ApiPaths.vouchers.labourVariance}${revisionQuery(i)}`),
    );
    return figures;
  } finally {
    await app.close();
  }
}

runFigureBench(
  `T&M voucher benchmark, ${RUNS} runs per call (${PDFS} PDFs) after ${WARMUP} warm-up`,
  benchTarget,
);
