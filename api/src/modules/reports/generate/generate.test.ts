import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPORT_TYPES } from '@tac/contracts';
import { systemTimeZone, todayIn } from '@tac/contracts/calendar';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../../db/database.ts';
import { describeEachDatabase } from '../../../testing/each-database.ts';
import { pdfText } from '../../../testing/pdf-text.ts';
import { findWhole, printedPeriod, renameBusiestEmployees, spaced } from '../../../testing/printed-whole.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';
import type { ReportDefinition, ReportRequest } from './definition.ts';
import { periodText } from './format.ts';
import { foremanRecipients, type GeneratedReport, generateReport, REPORT_DEFINITIONS } from './index.ts';

const TIME_ZONE = systemTimeZone();
const today = todayIn(TIME_ZONE);
const PERIOD = printedPeriod(today);

/** The CSV records of a file (header first). */
async function csvRecords(file: string): Promise<string[][]> {
  return parse(await readFile(file, 'utf8'), { relax_column_count: true }) as string[][];
}

/** A report's CSV of one part (by its title's file-name suffix; the only CSV when absent). */
function csvOf(report: GeneratedReport, suffix?: string): string {
  const csvs = report.files.filter((f) => f.kind === 'csv');
  const file = suffix ? csvs.find((f) => f.name.endsWith(`_${suffix}.csv`)) : csvs[0];
  if (!file) throw new Error(`no CSV ${suffix ?? ''} among ${csvs.map((f) => f.name).join(', ')}`);
  return file.path;
}

/** The sum of one column of a CSV's data rows (by header). */
async function columnSum(file: string, header: string): Promise<number> {
  const [head = [], ...rows] = await csvRecords(file);
  const index = head.indexOf(header);
  expect(index, `${header} in ${head.join(',')}`).toBeGreaterThanOrEqual(0);
  return rows.reduce((sum, row) => sum + Number(row[index] || 0), 0);
}

const dataRows = async (file: string) => (await csvRecords(file)).length - 1;

/**
 * Each printed column of each CSV row is in the PDF's text whole and in order, so a cell cut short
 * ('11/19…') or a character printed as '?' fails.
 */
async function expectEveryValueWhole(report: GeneratedReport, definition: ReportDefinition, text: string) {
  expect(text).not.toContain('…');
  expect(text).not.toContain('\uFFFD');
  const csvs = report.files.filter((f) => f.kind === 'csv');
  let cursor = 0;
  for (const [p, part] of definition.parts.entries()) {
    const file = csvs[p];
    if (!file) throw new Error(`no CSV for part ${p}`);
    const [header = [], ...rows] = await csvRecords(file.path);
    const printed = part.columns
      .filter((column) => !column.csvOnly)
      .map((column) => ({ header: column.header, index: header.indexOf(column.header) }));
    for (const [r, row] of rows.entries())
      for (const column of printed) {
        // The CSV guards a leading = + - @ against spreadsheet formulas; the PDF does not.
        const value = (row[column.index] ?? '').replace(/^'(?=[=+\-@])/, '');
        if (spaced(value)) cursor = findWhole(text, value, cursor, `row ${r + 1}, ${column.header}`);
      }
  }
}

/** One number from the database, computed apart from the report definitions. */
async function scalar(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const { rows } = await sql<{ value: number | string | null }>`select (${query}) as value`.execute(db);
  return Number(rows[0]?.value ?? 0);
}

const inPeriod = (column: string) =>
  sql`${sql.ref(column)} between ${PERIOD.from}::date and ${PERIOD.to}::date`;

/**
 * What each type's CSV must agree with: totals and counts computed straight from the tables over
 * the demo data of the period, every project in scope.
 */
const CHECKS: Record<number, (db: Db, report: GeneratedReport) => Promise<void>> = {
  1: async (db, report) => {
    const units = await scalar(
      db,
      sql`select sum(u) from (select max(work_units) u from timecard where work_units is not null and ${inPeriod('day')} group by time_record_id) r`,
    );
    expect(await columnSum(csvOf(report), 'Units')).toBeCloseTo(units, 2);
  },
  2: (db, report) => dailyJobChecks(db, report),
  3: (db, report) => gcChecks(db, report),
  4: async (db, report) => {
    const dt = await scalar(
      db,
      sql`select sum(hours) from timecard where hours_type = 'DT' and ${inPeriod('day')}`,
    );
    expect(await columnSum(csvOf(report), 'Double Time Hours')).toBeCloseTo(dt, 2);
  },
  5: (db, report) => dailyJobChecks(db, report),
  6: async (db, report) => {
    const hours = await scalar(db, sql`select sum(hours) from timecard where ${inPeriod('day')}`);
    expect(await columnSum(csvOf(report), 'Total')).toBeCloseTo(hours, 2);
    const reg = await scalar(
      db,
      sql`select sum(hours) from timecard where hours_type = 'REG' and ${inPeriod('day')}`,
    );
    expect(await columnSum(csvOf(report), 'REG')).toBeCloseTo(reg, 2);
  },
  7: async (db, report) => {
    const hours = await scalar(
      db,
      sql`select sum(t.hours) from timecard t join employee e on e.id = t.employee_id where e.job_title = 'Material Handler' and ${inPeriod('t.day')}`,
    );
    expect(hours).toBeGreaterThan(0);
    expect(await columnSum(csvOf(report), 'Hours')).toBeCloseTo(hours, 2);
  },
  8: (db, report) => gcChecks(db, report),
  9: async (db, report) => {
    const records = await scalar(
      db,
      sql`select count(distinct time_record_id) from timecard where (work_note <> '' or expectation_note <> '') and ${inPeriod('day')}`,
    );
    expect(await dataRows(csvOf(report))).toBe(records);
  },
  11: async (db, report) => {
    expect(await dataRows(csvOf(report))).toBe(
      await scalar(db, sql`select count(*) from timecard where ${inPeriod('day')}`),
    );
    const [head = [], first = []] = await csvRecords(csvOf(report));
    // The first line is a real timecard line: its record, pay code and hours as stored.
    const line = await sql<{
      n: number;
    }>`select count(*)::int n from timecard t join employee e on e.id = t.employee_id
      where t.time_record_id = ${Number(first[head.indexOf('Record')])} and t.hours_type = ${first[head.indexOf('Pay')]}
        and t.hours = ${Number(first[head.indexOf('Hours')])} and e.employee_number = ${first[head.indexOf('Emp #')]}`.execute(
      db,
    );
    expect(line.rows[0]?.n).toBe(1);
  },
  12: async (db, report) => {
    expect(await dataRows(csvOf(report))).toBe(
      await scalar(db, sql`select count(*) from issue_note where ${inPeriod('note_date')}`),
    );
    const pictures = await scalar(
      db,
      sql`select count(*) from issue_note_attachment a join issue_note n on n.id = a.issue_note_id where ${inPeriod('n.note_date')}`,
    );
    expect(await columnSum(csvOf(report), 'Pictures')).toBe(pictures);
  },
  13: async (db, report) => {
    const onRosters = await scalar(
      db,
      sql`select count(*) from (select distinct dp.project_id, de.employee_id from device_project dp
        join device_employee de on de.device_id = dp.device_id join employee e on e.id = de.employee_id where e.is_active) r`,
    );
    expect(await dataRows(csvOf(report))).toBe(onRosters);
  },
  14: async (db, report) => {
    expect(await dataRows(csvOf(report))).toBe(
      await scalar(db, sql`select count(*) from employee where is_active`),
    );
  },
  15: async (db, report) => {
    const hours = await scalar(db, sql`select sum(hours) from timecard where ${inPeriod('day')}`);
    expect(await columnSum(csvOf(report, 'manpower-and-hours-by-task'), 'Total')).toBeCloseTo(hours, 2);
    const inspections = await scalar(
      db,
      sql`select count(*) from daily_detail where ${inPeriod('detail_date')}`,
    );
    expect(await dataRows(csvOf(report, 'weather-and-inspections'))).toBe(inspections);
  },
  16: async (db, report) => {
    await gcChecks(db, report);
    const vouchers = await scalar(db, sql`select count(*) from tm_voucher where ${inPeriod('created_date')}`);
    expect(await dataRows(csvOf(report, 't-m-vouchers'))).toBe(vouchers);
  },
  17: async (db, report) => {
    const vouchers = await scalar(db, sql`select count(*) from tm_voucher where ${inPeriod('created_date')}`);
    expect(await dataRows(csvOf(report))).toBe(vouchers);
    // Each voucher's own PDF is attached beside the report's.
    expect(report.files.filter((f) => f.name.startsWith('TMVoucher_'))).toHaveLength(vouchers);
    const labour = await scalar(
      db,
      sql`select sum(l.hours) from tm_voucher v join tm_voucher_labour l on l.revision_id = v.latest_revision_id where ${inPeriod('v.created_date')}`,
    );
    expect(await columnSum(csvOf(report), 'Labour Hours')).toBeCloseTo(labour, 2);
  },
  18: async (db, report) => {
    const vouchers = await scalar(db, sql`select count(*) from tm_voucher where ${inPeriod('created_date')}`);
    const rows = (await csvRecords(csvOf(report))).filter((row) => row[2] === 'Vouchers');
    expect(rows.reduce((sum, row) => sum + Number(row[4]), 0)).toBe(vouchers);
  },
  19: async (db, report) => {
    const rejected = await scalar(
      db,
      sql`select count(distinct time_record_id) from timecard where attestation_status = 'Rejected' and ${inPeriod('day')}`,
    );
    expect(await dataRows(csvOf(report))).toBe(rejected);
    const [, first = []] = await csvRecords(csvOf(report));
    expect(first.at(-1)).toMatch(/I was not provided|This timecard is not accurate/);
  },
  20: async (db, report) => {
    const overridden = await scalar(
      db,
      sql`select count(distinct time_record_id) from timecard where attestation_status = 'Override' and ${inPeriod('day')}`,
    );
    expect(await dataRows(csvOf(report))).toBe(overridden);
  },
  21: async (db, report) => {
    const hours = await scalar(
      db,
      sql`select sum(hours) from timecard where work_units is not null and ${inPeriod('day')}`,
    );
    expect(await columnSum(csvOf(report), 'Hours')).toBeCloseTo(hours, 2);
  },
  22: async (db, report) => {
    const vouchers = await scalar(db, sql`select count(*) from tm_voucher where ${inPeriod('created_date')}`);
    expect(await columnSum(csvOf(report), 'Created')).toBe(vouchers);
  },
};

async function dailyJobChecks(db: Db, report: GeneratedReport): Promise<void> {
  const hours = await scalar(db, sql`select sum(hours) from timecard where ${inPeriod('day')}`);
  expect(await columnSum(csvOf(report, 'timecards'), 'Total')).toBeCloseTo(hours, 2);
  const lost = await scalar(db, sql`select sum(lost_hours) from issue_note where ${inPeriod('note_date')}`);
  expect(await columnSum(csvOf(report, 'issue-notes'), 'Lost Hours')).toBeCloseTo(lost, 2);
  const details = await scalar(db, sql`select count(*) from daily_detail where ${inPeriod('detail_date')}`);
  expect(await dataRows(csvOf(report, 'daily-details'))).toBe(details);
}

async function gcChecks(db: Db, report: GeneratedReport): Promise<void> {
  const hours = await scalar(db, sql`select sum(hours) from timecard where ${inPeriod('day')}`);
  expect(await columnSum(csvOf(report, 'manpower-and-hours-by-task'), 'Total')).toBeCloseTo(hours, 2);
  const lost = await scalar(db, sql`select sum(lost_hours) from issue_note where ${inPeriod('note_date')}`);
  expect(await columnSum(csvOf(report, 'issue-notes'), 'Lost Hours')).toBeCloseTo(lost, 2);
}

describeEachDatabase('report generation on the demo data', (kind) => {
  let t: TestApp;
  let outDir: string;
  /** The renamed employees' full names, as the reports print them. */
  let names: string[];
  const reportTexts = new Map<number, string>();
  beforeAll(async () => {
    t = await startTestApp({ database: kind, seed: 'demo' });
    // The busiest employees get names in other scripts, so every report that lists people prints some.
    names = await renameBusiestEmployees(t.db, PERIOD);
    // The demo has no material handler: the employee with the most hours in the period becomes one.
    await sql`update employee set job_title = 'Material Handler' where id = (select employee_id from timecard
      where ${inPeriod('day')} group by employee_id order by sum(hours) desc, employee_id limit 1)`.execute(
      t.db,
    );
    outDir = await mkdtemp(path.join(tmpdir(), 'tac-reports-'));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(outDir, { recursive: true, force: true });
  });

  const request = (typeCode: number, overrides: Partial<ReportRequest> = {}): ReportRequest => ({
    typeCode,
    period: PERIOD,
    scope: { allProjects: true, projectIds: [], divisionIds: [] },
    taskCodeIds: [],
    scheduleName: 'Weekly office pack',
    timeZone: TIME_ZONE,
    ...overrides,
  });

  it('defines every report type of the contracts (spec 001 §3.5: 1–22 without 10), under its name', () => {
    expect([...REPORT_DEFINITIONS.values()].map((d) => ({ code: String(d.code), name: d.name }))).toEqual(
      REPORT_TYPES.map((t) => ({ code: t.code, name: t.name })),
    );
    expect(REPORT_DEFINITIONS.has(10)).toBe(false);
  });

  it.each([...REPORT_DEFINITIONS.values()].map((d) => [d.code, d.name, d] as const))(
    'type %i (%s) renders its PDF and CSV from the data, each printed value whole',
    async (code, name, definition) => {
      const dir = path.join(outDir, `type-${code}`);
      const report = await generateReport(t.db, request(code), dir);
      expect(report.rowCount).toBeGreaterThan(0);
      const pdf = report.files.find((f) => f.kind === 'pdf' && !f.name.startsWith('TMVoucher_'));
      if (!pdf) throw new Error('no report PDF');
      const text = pdfText(await readFile(pdf.path));
      reportTexts.set(code, text);
      expect(text).toContain(name);
      expect(text).toContain('Schedule: Weekly office pack');
      expect(text).toContain(`Period: ${periodText(PERIOD)}`);
      // Each part's CSV: the group columns (unless a column of the part holds them), then the part's
      // columns, each header once; its table headed in the PDF.
      for (const part of definition.parts) {
        const suffix = part.title
          ?.toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '');
        const [header] = await csvRecords(csvOf(report, suffix));
        const columnFields = new Set(part.columns.map((c) => c.field));
        expect(header).toEqual([
          ...part.groups.filter((g) => !columnFields.has(g.field)).map((g) => g.label),
          ...part.columns.map((c) => c.header),
        ]);
        expect(new Set(header).size, header?.join(',')).toBe(header?.length);
      }
      for (const file of report.files) expect(file.bytes).toBeGreaterThan(0);
      await CHECKS[code]?.(t.db, report);
      await expectEveryValueWhole(report, definition, text);
    },
    120_000,
  );

  it('prints the renamed employees in their own scripts in the timecard report', () => {
    const text = reportTexts.get(11) ?? '';
    for (const name of names) expect(text).toContain(name);
    expect(text).not.toContain('?');
  });

  it.each([...REPORT_DEFINITIONS.keys()])(
    'type %i in a period and scope without data is an empty report that says so in its PDF; its CSV is its header only',
    async (code) => {
      const report = await generateReport(
        t.db,
        request(code, {
          period: { from: '2001-01-01', to: '2001-01-07' },
          scope: { allProjects: false, projectIds: [], divisionIds: [] },
        }),
        path.join(outDir, `empty-${code}`),
      );
      expect(report.rowCount).toBe(0);
      const pdf = report.files.find((f) => f.kind === 'pdf');
      if (!pdf) throw new Error('no PDF');
      expect(pdfText(await readFile(pdf.path))).toContain(
        'This report is empty: no rows for 01/01/01 - 01/07/01 in its scope.',
      );
      const [header, ...rows] = await csvRecords(csvOf(report));
      expect(header?.length).toBeGreaterThan(0);
      expect(rows).toEqual([]);
    },
  );

  it('sends types 2, 5 and 15 to the foremen of the devices on the projects in scope', async () => {
    const project = await t.db
      .selectFrom('device_project as dp')
      .innerJoin('device as d', 'd.id', 'dp.device_id')
      .innerJoin('employee as e', 'e.id', 'd.employee_id')
      .select(['dp.project_id', 'e.email'])
      .where('d.is_active', '=', true)
      .where('e.email', '<>', '')
      .orderBy('dp.project_id')
      .executeTakeFirstOrThrow();
    const one = await foremanRecipients(t.db, {
      allProjects: false,
      projectIds: [project.project_id],
      divisionIds: [],
    });
    expect(one).toContain(project.email.toLowerCase());
    expect(new Set(one).size).toBe(one.length);
    const all = await foremanRecipients(t.db, { allProjects: true, projectIds: [], divisionIds: [] });
    expect(all.length).toBeGreaterThanOrEqual(one.length);
    expect(all).toEqual([...all].sort());
    expect(await foremanRecipients(t.db, { allProjects: false, projectIds: [], divisionIds: [] })).toEqual(
      [],
    );
  });
});
