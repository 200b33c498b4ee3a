import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { weekEndOf } from '@tac/contracts/calendar';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvField } from '../../../http/csv-field.ts';
import { PdfWriter } from '../../../pdf/index.ts';
import { describeEachDatabase } from '../../../testing/each-database.ts';
import { pdfText } from '../../../testing/pdf-text.ts';
import { startTestApp, type TestApp } from '../../../testing/test-app.ts';
import type { ReportRequest } from './definition.ts';
import { type GeneratedReport, generateReport, REPORT_DEFINITIONS } from './index.ts';
import { columnWidths, reportPage, TABLE_SIZE } from './render.ts';
import { pagedRows } from './rows.ts';

/**
 * A small hand-made data set whose every total is worked out by hand: two projects of one
 * division, three task codes, two employees on one device, a week and a day of timecards (lines
 * of one record repeat its units), and one card outside the period.
 */
async function seedFixture(db: TestApp['db']) {
  const [division] = await db
    .insertInto('division')
    .values({ division_name: 'Concrete' })
    .returning('id')
    .execute();
  const divisionId = division?.id ?? 0;
  const projects = await db
    .insertInto('project')
    .values([
      { project_number: '24-0001', name: 'Alpha Tower', division_id: divisionId, gc: 'Kiewit' },
      { project_number: '24-0002', name: 'Beta Bridge', division_id: divisionId },
    ])
    .returning('id')
    .execute();
  const [alpha, beta] = projects.map((p) => p.id) as [number, number];
  const tasks = await db
    .insertInto('task')
    .values([
      { task_number: '01-100', name: 'Formwork', project_id: alpha },
      { task_number: '02-200', name: 'Pour', project_id: alpha },
      { task_number: '01-100', name: 'Formwork', project_id: beta },
    ])
    .returning('id')
    .execute();
  const [formwork, pour, betaFormwork] = tasks.map((t) => t.id) as [number, number, number];
  const employees = await db
    .insertInto('employee')
    .values([
      { employee_number: 'E1', first_name: 'Ann', last_name: 'Able', division_id: divisionId },
      { employee_number: 'E2', first_name: 'Bob', last_name: 'Baker', division_id: divisionId },
    ])
    .returning('id')
    .execute();
  const [ann, bob] = employees.map((e) => e.id) as [number, number];
  const [device] = await db
    .insertInto('device')
    .values({ name: 'CREW_1', division_id: divisionId, employee_id: ann })
    .returning('id')
    .execute();
  const card = (
    record: number,
    employee: number,
    project: number,
    task: number,
    day: string,
    hours: number,
    hoursType: string,
    units: number | null,
  ) => ({
    time_record_id: record,
    device_id: device?.id ?? 0,
    employee_id: employee,
    project_id: project,
    task_id: task,
    division_id: divisionId,
    day,
    week_ending_date: weekEndOf(day),
    hours,
    hours_type: hoursType,
    work_units: units,
  });
  await db
    .insertInto('timecard')
    .values([
      card(1, ann, alpha, formwork, '2026-03-02', 8, 'REG', 40),
      card(1, ann, alpha, formwork, '2026-03-02', 2, 'OT', 40),
      card(2, bob, alpha, formwork, '2026-03-02', 8, 'REG', 20),
      card(3, ann, alpha, pour, '2026-03-03', 8, 'REG', 10),
      card(3, ann, alpha, pour, '2026-03-03', 1.5, 'DT', 10),
      card(4, bob, beta, betaFormwork, '2026-03-09', 6, 'REG', null),
      card(4, bob, beta, betaFormwork, '2026-03-09', 2, 'DT', null),
      card(5, ann, alpha, formwork, '2026-03-10', 4, 'REG', null),
      card(6, ann, alpha, formwork, '2026-03-20', 8, 'REG', 99),
    ])
    .execute();
  return { alpha, beta, pour };
}

const read = async (report: GeneratedReport) => {
  const pdf = report.files.find((f) => f.kind === 'pdf');
  const csv = report.files.find((f) => f.kind === 'csv');
  if (!pdf || !csv) throw new Error('a file is missing');
  return {
    text: pdfText(await readFile(pdf.path)),
    csv: parse(await readFile(csv.path, 'utf8'), { relax_column_count: true }) as string[][],
  };
};

describeEachDatabase('report grouping and totals on a hand-made data set', (kind) => {
  let t: TestApp;
  let outDir: string;
  let ids: Awaited<ReturnType<typeof seedFixture>>;
  beforeAll(async () => {
    t = await startTestApp({ database: kind, seed: 'none' });
    ids = await seedFixture(t.db);
    outDir = await mkdtemp(path.join(tmpdir(), 'tac-report-fixture-'));
  });
  afterAll(async () => {
    await t?.close();
    await rm(outDir, { recursive: true, force: true });
  });

  const generate = (typeCode: number, overrides: Partial<ReportRequest> = {}) =>
    generateReport(
      t.db,
      {
        typeCode,
        period: { from: '2026-03-02', to: '2026-03-10' },
        scope: { allProjects: false, projectIds: [ids.alpha, ids.beta], divisionIds: [] },
        taskCodeIds: [],
        scheduleName: 'Fixture',
        timeZone: 'America/Chicago',
        ...overrides,
      },
      path.join(outDir, `${typeCode}-${Math.random().toString(36).slice(2)}`),
    );

  it('type 6 totals hours by pay code per task code, per project and overall', async () => {
    const report = await generate(6);
    expect(report.rowCount).toBe(5);
    const { text, csv } = await read(report);
    expect(text).toContain('Time Voucher Report Schedule: Fixture Period: 03/02/26 - 03/10/26');
    expect(text).toContain(
      'Project: 24-0001 - Alpha Tower Task Code: 01-100 - Formwork Employee Day REG OT DT TRV Total ' +
        'E1 - Ann Able 03/02/26 8 2 0 0 10 E1 - Ann Able 03/10/26 4 0 0 0 4 E2 - Bob Baker 03/02/26 8 0 0 0 8 ' +
        'Task Code total 20 2 0 0 22 ' +
        'Task Code: 02-200 - Pour Employee Day REG OT DT TRV Total E1 - Ann Able 03/03/26 8 0 1.5 0 9.5 ' +
        'Task Code total 8 0 1.5 0 9.5 Project total 28 2 1.5 0 31.5 ' +
        'Project: 24-0002 - Beta Bridge Task Code: 01-100 - Formwork Employee Day REG OT DT TRV Total ' +
        'E2 - Bob Baker 03/09/26 6 0 2 0 8 Task Code total 6 0 2 0 8 Project total 6 0 2 0 8 Total 34 2 3.5 0 39.5',
    );
    expect(csv).toEqual([
      ['Project', 'Task Code', 'Employee', 'Day', 'REG', 'OT', 'DT', 'TRV', 'Total'],
      ['24-0001 - Alpha Tower', '01-100 - Formwork', 'E1 - Ann Able', '03/02/26', '8', '2', '0', '0', '10'],
      ['24-0001 - Alpha Tower', '01-100 - Formwork', 'E1 - Ann Able', '03/10/26', '4', '0', '0', '0', '4'],
      ['24-0001 - Alpha Tower', '01-100 - Formwork', 'E2 - Bob Baker', '03/02/26', '8', '0', '0', '0', '8'],
      ['24-0001 - Alpha Tower', '02-200 - Pour', 'E1 - Ann Able', '03/03/26', '8', '0', '1.5', '0', '9.5'],
      ['24-0002 - Beta Bridge', '01-100 - Formwork', 'E2 - Bob Baker', '03/09/26', '6', '0', '2', '0', '8'],
    ]);
  });

  it('type 6 keeps to the chosen task codes and says which', async () => {
    const report = await generate(6, { taskCodeIds: [ids.pour] });
    const { text, csv } = await read(report);
    expect(text).toContain('Task codes: 02-200 - Pour');
    expect(text).toContain('Task Code total 8 0 1.5 0 9.5 Project total 8 0 1.5 0 9.5 Total 8 0 1.5 0 9.5');
    expect(csv.slice(1).map((row) => row[1])).toEqual(['02-200 - Pour']);
  });

  it('type 4 totals double time per employee-week (weeks ending Sunday)', async () => {
    const { text, csv } = await read(await generate(4));
    expect(text).toContain(
      'Week Ending: 03/08/26 Employee: E1 - Ann Able Day Project Double Time Hours 03/03/26 24-0001 - Alpha Tower 1.5 ' +
        'Employee total 1.5 Week Ending total 1.5 ' +
        'Week Ending: 03/15/26 Employee: E2 - Bob Baker Day Project Double Time Hours 03/09/26 24-0002 - Beta Bridge 2 ' +
        'Employee total 2 Week Ending total 2 Total 3.5',
    );
    expect(csv[1]).toEqual(['03/08/26', 'E1 - Ann Able', '03/03/26', '24-0001 - Alpha Tower', '1.5']);
  });

  it("type 1 counts a record's units once and rates units per hour; type 21 hours per unit", async () => {
    const { text } = await read(await generate(1));
    // Record 1's two lines repeat its 40 units: 40 + 20 units over 10 + 8 hours.
    expect(text).toContain('03/02/26 CREW_1 60 18 3.33');
    expect(text).toContain('Task Code total 60 18 3.33');
    expect(text).toContain('03/03/26 CREW_1 10 9.5 1.05');
    expect(text).toContain('Project total 70 27.5 2.55 Total 70 27.5 2.55');
    const hoursPerUnit = await read(await generate(21));
    expect(hoursPerUnit.text).toContain('03/02/26 CREW_1 60 18 0.3');
    expect(hoursPerUnit.text).toContain('Total 70 27.5 0.39');
  });

  it('type 3 heads each project with its GC and totals manpower hours per day', async () => {
    const report = await generate(3);
    const { text } = await read(report);
    expect(text).toContain('Project: 24-0001 - Alpha Tower - GC: Kiewit Day: 03/02/26');
    // Two people on Formwork on 03/02: 16 REG and 2 OT.
    expect(text).toContain('01-100 - Formwork 2 16 2 0 0 18 Day total 16 2 0 0 18');
    expect(text).toContain('Project: 24-0002 - Beta Bridge - no GC on file');
  });
});

describe('keyset paging', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: 'none' });
  });
  afterAll(() => t?.close());

  it('reads every row once, in key order, across pages that split equal leading keys', async () => {
    const query = sql`(select * from (values ('b', 2, 0.5), ('a', 1, 1.5), ('b', 1, 2.5), ('a', 2, 3.5), ('b', 3, 4.5)) as v(k, n, x))`;
    const rows = [];
    for await (const row of pagedRows(t.db, query, ['k', 'n'], 2)) rows.push([row.k, row.n]);
    expect(rows).toEqual([
      ['a', 1],
      ['a', 2],
      ['b', 1],
      ['b', 2],
      ['b', 3],
    ]);
    // x is numeric, which the drivers read back as text: paged after it, it still compares as a number.
    const byFraction = [];
    for await (const row of pagedRows(t.db, query, ['x'], 2)) byFraction.push(Number(row.x));
    expect(byFraction).toEqual([0.5, 1.5, 2.5, 3.5, 4.5]);
  });

  it('refuses a null key, which keyset paging cannot step past', async () => {
    const query = sql`(select * from (values (1, null::text), (2, null::text)) as v(n, k))`;
    const read = async () => {
      for await (const _ of pagedRows(t.db, query, ['n', 'k'], 1));
    };
    await expect(read()).rejects.toThrow("Report key 'k' is null");
  });
});

describe('CSV fields (RFC 4180)', () => {
  it('quotes fields with commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps a spreadsheet from running a note as a formula, but leaves negative numbers alone', () => {
    expect(csvField('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('-5.2')).toBe('-5.2');
    expect(csvField('+1,2')).toBe(`"'+1,2"`);
  });
});

describe('report layout', () => {
  it('gives every column room for its header words, its format and its sample, on one line each', async () => {
    const cut: string[] = [];
    for (const definition of REPORT_DEFINITIONS.values()) {
      const pdf = await PdfWriter.create({ title: definition.name, ...reportPage(definition) });
      for (const part of definition.parts) {
        const printed = part.columns.filter((column) => !column.csvOnly);
        const widths = columnWidths(pdf, printed);
        expect(widths.reduce((sum, width) => sum + width, 0)).toBeCloseTo(pdf.width, 3);
        for (const [i, column] of printed.entries()) {
          const words = [
            ...column.header.split(' ').map((word) => ({ word, bold: true })),
            ...(column.sample ?? '').split(' ').map((word) => ({ word, bold: false })),
            ...(column.format === 'date' ? [{ word: '12/31/26', bold: false }] : []),
            ...(column.format === 'instant' ? [{ word: '12:59 pm', bold: false }] : []),
          ];
          // The table leaves 6 points between columns.
          for (const { word, bold } of words)
            if (pdf.measure(word, { bold, size: TABLE_SIZE }) > (widths[i] ?? 0) - 6)
              cut.push(`${definition.code} ${column.header}: ${word}`);
        }
      }
    }
    expect(cut).toEqual([]);
  });
});
