import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../calendar-date.ts';
import type { ReportRequest } from '../modules/reports/generate/definition.ts';
import { generateReport, REPORT_DEFINITIONS } from '../modules/reports/generate/index.ts';
import { attestationPdf } from '../modules/timecards/attestation-pdf.ts';
import { attestationSource } from '../modules/timecards/queries.ts';
import { revisionSource } from '../modules/vouchers/revision-source.ts';
import { voucherPdf } from '../modules/vouchers/voucher-pdf.ts';
import { pdfText } from '../testing/pdf-text.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const TIME_ZONE = 'America/Chicago';
const today = todayIn(TIME_ZONE);
const PERIOD = { from: addDays(today, -27), to: today };

/** Names an office has, in the scripts the PDFs must print (one per employee renamed). */
const NAMES: readonly (readonly [string, string])[] = [
  ['Łukasz', 'Wróbel'],
  ['Ольга', 'Петрова'],
  ['Νίκος', 'Παπαδόπουλος'],
  ['שרה', 'כהן'],
  ['محمد', 'علي'],
  ['小明', '王'],
  ['민준', '김'],
  ['Ana 😀', 'Nguyễn'],
];

const spaced = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * Where `value` (whitespace as one space) is in `text` at or after `from`; fails naming `what`
 * when it is not there whole: cut, or broken across lines inside a word.
 */
function findWhole(text: string, value: string, from: number, what: string): number {
  const at = text.indexOf(spaced(value), from);
  expect(at, `${what}: '${value}' is not printed whole`).toBeGreaterThanOrEqual(0);
  return at + spaced(value).length;
}

/**
 * Every PDF the console draws, for the demo data with some employees renamed into other scripts:
 * each report type, each voucher revision, each attestation of the period. A value is checked
 * whole in the PDF's text, so a cell cut short ('11/19…') or a character printed as '?' fails.
 */
describe('every PDF of the demo data prints every value whole', () => {
  let t: TestApp;
  let outDir: string;
  let names: string[];

  beforeAll(async () => {
    t = await startTestApp({ seed: 'demo' });
    outDir = await mkdtemp(path.join(tmpdir(), 'tac-pdfs-'));
    // The employees with the most lines in the period, so every report that lists people has them.
    const busiest = await t.db
      .selectFrom('timecard')
      .select('employee_id')
      .where('day', '>=', PERIOD.from)
      .where('day', '<=', PERIOD.to)
      .groupBy('employee_id')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('employee_id')
      .limit(NAMES.length)
      .execute();
    names = [];
    for (const [i, { employee_id }] of busiest.entries()) {
      const [first, last] = NAMES[i] ?? ['', ''];
      await t.db
        .updateTable('employee')
        .set({ first_name: first, last_name: last })
        .where('id', '=', employee_id)
        .execute();
      names.push(`${first} ${last}`);
    }
    expect(names).toHaveLength(NAMES.length);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(outDir, { recursive: true, force: true });
  });

  const request = (typeCode: number): ReportRequest => ({
    typeCode,
    period: PERIOD,
    scope: { allProjects: true, projectIds: [], divisionIds: [] },
    taskCodeIds: [],
    scheduleName: 'Every value',
    timeZone: TIME_ZONE,
  });

  const reportTexts = new Map<number, string>();

  it.each([...REPORT_DEFINITIONS.values()].map((d) => [d.code, d.name, d] as const))(
    'type %i (%s): each printed column of each CSV row, in order',
    async (code, _name, definition) => {
      const report = await generateReport(t.db, request(code), path.join(outDir, `type-${code}`));
      const pdf = report.files.find((f) => f.kind === 'pdf' && !f.name.startsWith('TMVoucher_'));
      if (!pdf) throw new Error('no report PDF');
      const text = pdfText(await readFile(pdf.path));
      reportTexts.set(code, text);
      expect(text).not.toContain('…');
      expect(text).not.toContain('\uFFFD');
      const csvs = report.files.filter((f) => f.kind === 'csv');
      let cursor = 0;
      for (const [p, part] of definition.parts.entries()) {
        const file = csvs[p];
        if (!file) throw new Error(`no CSV for part ${p}`);
        const [header = [], ...rows] = parse(await readFile(file.path, 'utf8'), {
          relax_column_count: true,
        }) as string[][];
        if (report.rowCount === 0) continue;
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
    },
    120_000,
  );

  it('prints the renamed employees in their own scripts in the timecard report', () => {
    const text = reportTexts.get(11) ?? '';
    for (const name of names) expect(text).toContain(name);
    expect(text).not.toContain('?');
  });

  it('prints every voucher revision with its project, task, device, people, materials and equipment whole', async () => {
    const revisions = await t.db
      .selectFrom('tm_voucher_revision as r')
      .innerJoin('tm_voucher as v', 'v.id', 'r.voucher_id')
      .select(['r.id', 'v.device_id as deviceId'])
      .orderBy('r.id')
      .execute();
    expect(revisions.length).toBeGreaterThan(0);
    let people = 0;
    for (const revision of revisions) {
      const source = await revisionSource(t.db, 'all', revision.id, revision.deviceId);
      const text = pdfText((await voucherPdf(source, TIME_ZONE)).attachmentContent);
      const what = `voucher ${source.voucherNumber} revision ${source.version}`;
      expect(text, what).not.toContain('…');
      let cursor = 0;
      for (const value of [
        `${source.projectNumber} - ${source.projectName}`,
        `${source.taskNumber}-${source.taskName}`,
        source.deviceName,
        source.employeeName,
      ])
        cursor = findWhole(text, value, cursor, what);
      for (const line of source.labour) {
        findWhole(text, line.employeeName, 0, what);
        findWhole(text, line.employeeNumber, 0, what);
        if (names.includes(line.employeeName)) people += 1;
      }
      for (const line of [...source.materials, ...source.equipment]) findWhole(text, line.name, 0, what);
      if (source.signature) findWhole(text, source.signature.signerName, 0, what);
    }
    // The renamed employees are on vouchers too: their names were printed above.
    expect(people).toBeGreaterThan(0);
  }, 120_000);

  it('prints every attestation of the period with its names, codes and times whole', async () => {
    const records = await t.db
      .selectFrom('timecard')
      .select(['time_record_id as record', 'device_id as device'])
      .distinct()
      .where('attestation_status', '<>', '')
      .where('day', '>=', PERIOD.from)
      .where('day', '<=', PERIOD.to)
      .orderBy('time_record_id')
      .orderBy('device_id')
      .execute();
    expect(records.length).toBeGreaterThan(0);
    let renamed = 0;
    for (const { record, device } of records) {
      const source = await attestationSource(t.db, 'all', record, device);
      const text = pdfText((await attestationPdf(source, TIME_ZONE)).attachmentContent);
      const what = `attestation ${record}/${device}`;
      expect(text, what).not.toContain('…');
      let cursor = 0;
      for (const value of [
        `${source.employeeNumber} - ${source.fullName}`,
        `${source.projectNumber} ${source.projectName}`,
        source.taskName ? `${source.taskNumber} ${source.taskName}` : '',
        source.deviceName,
      ])
        if (value) cursor = findWhole(text, value, cursor, what);
      for (const line of source.lines)
        for (const value of [line.hoursType, String(line.hours), line.startTime, line.endTime])
          if (value) cursor = findWhole(text, value, cursor, what);
      if (names.includes(source.fullName)) renamed += 1;
    }
    expect(renamed).toBeGreaterThan(0);
  }, 300_000);
});
