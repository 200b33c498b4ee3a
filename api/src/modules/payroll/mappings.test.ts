import {
  ApiPaths,
  Messages,
  type PayrollBatch,
  type PayrollBatchLine,
  type PayrollBatchPreview,
  type PayrollBatchTotals,
  PayrollLayoutMessages,
  PayrollMappingMessages,
  type PayrollMappingRow,
  PayrollMessages,
} from '@tac/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, expectRefusedWrite, postAs, signIn } from '../../testing/api-checks.ts';
import { pmAndOtherDivision } from '../../testing/divisions.ts';
import { describeEachDatabase } from '../../testing/each-database.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { addLines, lineOwners, weekEndingNo } from '../timecards/test-fixtures.ts';
import { approveLines, download, startPayrollApp, statusesOf } from './test-fixtures.ts';

const paths = ApiPaths.payroll;
const VISTA = 'Viewpoint Vista PR timecard batch';
const mmddyy = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(2, 4)}`;

describeEachDatabase('Payroll files that import as they are: mappings, Vista, Sage, batch lines', (kind) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let pmDivision: number;
  let otherDivision: number;
  const post = postAs(
    () => t,
    () => tokens,
  );
  const get = <T>(path: string, who = 'admin') => t.call<T>('GET', path, { token: tokens[who] as string });
  const counts = async () => ({
    batches: await countRows(t, 'payroll_batch'),
    lines: await countRows(t, 'payroll_batch_line'),
    files: await countRows(t, 'payroll_batch_file'),
    mappings: await countRows(t, 'payroll_mapping'),
    audits: await countRows(t, 'audit_log'),
  });
  /** The first employee of a division (addLines' lines are theirs, Monday onwards) and the line's device. */
  const firstOf = async (divisionId: number) => {
    const { employees, device } = await lineOwners(t, divisionId);
    return { employee: employees[0] as (typeof employees)[number], device };
  };
  const save = (body: unknown, who = 'admin') => post<PayrollMappingRow>(paths.saveMapping, body, who);
  const approvedLines = async (
    divisionId: number,
    week: string,
    specs: { hours?: number; payCode?: string }[],
  ) => {
    const lines = await addLines(t, divisionId, week, specs);
    await approveLines(
      t,
      lines.map((l) => l.id),
    );
    return lines.map((l) => l.id);
  };

  beforeAll(async () => {
    t = await startPayrollApp(kind);
    tokens = await signIn(t, 'admin', 'pm', 'readonly');
    ({ pmDivision, otherDivision } = await pmAndOtherDivision(t));
  });
  afterAll(() => t?.close());

  it('writes the Vista file through the mappings: numeric Employee and EarnCode, DayNum, the batch-level PR group and ending date', async () => {
    const week = weekEndingNo(80);
    const { employee, device } = await firstOf(pmDivision);
    for (const [body, name] of [
      [
        {
          kind: 'employee',
          key: String(employee.id),
          values: { vistaEmployee: '4711', craft: 'CARP', class: 'J1', shift: '2' },
        },
        employee.employee_number,
      ],
      [{ kind: 'payCode', key: 'OT', values: { vistaEarnCode: '5' } }, 'OT'],
      [{ kind: 'division', key: String(pmDivision), values: { department: 'D-N' } }, ''],
      [{ kind: 'device', key: String(device.id), values: { crew: 'CREW7' } }, ''],
    ] as const) {
      const res = await save(body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      if (name) expect(res.body.data.name).toContain(name);
    }
    await approvedLines(pmDivision, week, [
      { hours: 8, payCode: 'OT' },
      { hours: 8, payCode: 'OT' },
      { hours: 6, payCode: 'OT' },
    ]);
    const made = await post<PayrollBatch>(paths.create, {
      weekEndingDates: [week],
      divisionIds: [pmDivision],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const batch = made.body.data;
    expect(batch.notMade).toEqual([]);
    expect(batch.files.find((f) => f.layout === 'vista')?.batchValues).toEqual([
      { name: 'PRGroup', value: '3' },
      { name: 'PREndDate', value: mmddyy(week) },
    ]);
    const vista = await download(t, `${paths.file}?batchId=${batch.id}&layout=vista`, tokens.admin as string);
    const [header, ...rows] = vista.text.trim().split('\r\n');
    const columns = (header ?? '').split(',');
    expect(columns).not.toContain('PRGroup');
    expect(columns).not.toContain('PREndDate');
    const read = rows.map((row) => Object.fromEntries(row.split(',').map((v, i) => [columns[i], v])));
    expect(read.map((r) => [r.Co, r.Employee, r.PaySeq, r.DayNum, r.EarnCode, r.Hours])).toEqual([
      ['12', '4711', '2', '1', '5', '8.00'],
      ['12', '4711', '2', '2', '5', '8.00'],
      ['12', '4711', '2', '3', '5', '6.00'],
    ]);
    expect(read[0]).toMatchObject({ PRDept: 'D-N', Crew: 'CREW7', Craft: 'CARP', Class: 'J1', Shift: '2' });
    // Sage's time entry view: the eight columns, then Class, Department and Shift.
    const sage = await download(
      t,
      `${paths.file}?batchId=${batch.id}&layout=sage300`,
      tokens.admin as string,
    );
    expect(sage.text.split('\r\n')[0]?.split(',').slice(8)).toEqual(['J1', 'D-N', '2']);
  });

  it('refuses an export whose lines lack a mapped value, naming each record with its lines, writing nothing; the preview says the same', async () => {
    const week = weekEndingNo(81);
    const { employee } = await firstOf(otherDivision);
    await t.db
      .deleteFrom('payroll_mapping')
      .where('kind', '=', 'employee')
      .where('key', '=', String(employee.id))
      .execute();
    await t.db
      .insertInto('pay_code')
      .values({ code: 'ZTRV', description: 'Travel', counts_as: 'Regular' })
      .execute();
    const ids = await approvedLines(otherDivision, week, [{ payCode: 'ZTRV' }, {}, { payCode: 'ZTRV' }]);
    const body = { weekEndingDates: [week], divisionIds: [otherDivision] };
    const refusal = PayrollMessages.unmapped(VISTA, [
      { field: 'Vista earnings code', record: "pay code 'ZTRV'", lines: 2 },
      { field: 'Vista employee number', record: `employee '${employee.employee_number}'`, lines: 3 },
    ]);
    const preview = await post<PayrollBatchPreview>(paths.preview, body);
    expect(preview.body.data.refusal).toBe(refusal);
    await expectRefusedWrite(
      t,
      { path: paths.create, body, token: tokens.admin },
      { status: 409, message: refusal },
      counts,
    );
    expect(await statusesOf(t, ids)).toEqual(['New', 'New', 'New']);
    // Mapped, they go.
    expect(
      (await save({ kind: 'employee', key: String(employee.id), values: { vistaEmployee: '9001' } })).status,
    ).toBe(200);
    expect((await save({ kind: 'payCode', key: 'ZTRV', values: { vistaEarnCode: '40' } })).status).toBe(200);
    expect((await post<PayrollBatchPreview>(paths.preview, body)).body.data.refusal).toBeNull();
    expect((await post<PayrollBatch>(paths.create, body)).status).toBe(200);
  });

  it('makes no Vista file of a batch of several weeks (one PR ending date a Vista batch), saying why', async () => {
    const weeks = [weekEndingNo(82), weekEndingNo(83)];
    for (const week of weeks) await approvedLines(pmDivision, week, [{}]);
    const body = { weekEndingDates: weeks, divisionIds: [pmDivision] };
    const notMade = [{ layout: 'vista', reason: PayrollLayoutMessages.onePayPeriod('Vista') }];
    expect((await post<PayrollBatchPreview>(paths.preview, body)).body.data.notMade).toEqual(notMade);
    const batch = (await post<PayrollBatch>(paths.create, body)).body.data;
    expect(batch.files.map((f) => f.layout)).toEqual(['generic', 'sage300']);
    expect(batch.notMade).toEqual(notMade);
    expect((await get(`${paths.file}?batchId=${batch.id}&layout=vista`)).status).toBe(404);
  });

  it("reads a batch's lines filtered and in the order asked, and totals them by employee and by pay code", async () => {
    const week = weekEndingNo(84);
    await approvedLines(pmDivision, week, [
      { hours: 2, payCode: 'OT' },
      { hours: 8 },
      { hours: 4, payCode: 'OT' },
    ]);
    const batch = (
      await post<PayrollBatch>(paths.create, { weekEndingDates: [week], divisionIds: [pmDivision] })
    ).body.data;
    const lines = (query: string) =>
      get<PayrollBatchLine[]>(`${paths.lines}?batchId=${batch.id}&Skip=0&Take=100&${query}`);
    expect((await lines('sort=hours&descending=true')).body.data.map((l) => l.hours)).toEqual([8, 4, 2]);
    const ot = await lines('filter=ot&sort=hours');
    expect(ot.body.data.map((l) => l.hours)).toEqual([2, 4]);
    expect(ot.body.totalCount).toBe(2);
    const totals = (await get<PayrollBatchTotals>(`${paths.totals}?batchId=${batch.id}`)).body.data;
    expect(totals).toMatchObject({ lines: 3, corrections: 0, hours: 14 });
    expect(totals.byPayCode.map((p) => [p.payCode, p.lines, p.hours])).toEqual([
      ['OT', 2, 6],
      ['REG', 1, 8],
    ]);
    expect(totals.byEmployee).toHaveLength(1);
    const filtered = (await get<PayrollBatchTotals>(`${paths.totals}?batchId=${batch.id}&filter=REG`)).body
      .data;
    expect(filtered.byPayCode.map((p) => p.payCode)).toEqual(['REG']);
    // Another division's batch is not the Project Manager's.
    expect((await get(`${paths.totals}?batchId=${batch.id}`, 'pm')).status).toBe(
      (await get(`${paths.lines}?batchId=${batch.id}&Skip=0&Take=1`, 'pm')).status,
    );
  });

  it("saves a mapping audited, checks each field, reaches only the caller's divisions and needs the export claim", async () => {
    const { employee: mine } = await firstOf(pmDivision);
    const { employee: theirs } = await firstOf(otherDivision);
    const key = String(mine.id);
    const saved = await save(
      { kind: 'employee', key, values: { vistaEmployee: '077', craft: ' LAB ', class: '', shift: '' } },
      'pm',
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.values).toEqual({ vistaEmployee: '77', craft: 'LAB' });
    expect(saved.body.message).toBe(PayrollMappingMessages.saved('Employee', saved.body.data.name));
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'before', 'after'])
      .where('entity', '=', 'payroll_mapping')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
    expect(audit.entity_id).toBe(`employee:${key}`);
    expect(parse(audit.after)).toMatchObject({ kind: 'employee', vistaEmployee: '77', craft: 'LAB' });
    expect(parse(audit.before)).not.toBeNull();

    // Listed to its divisions only; the other division's employee is not the PM's to see or save.
    const listed = await get<PayrollMappingRow[]>(`${paths.mappings}?kind=employee&Skip=0&Take=1000`, 'pm');
    expect(listed.body.data.map((r) => r.key)).toContain(key);
    expect(listed.body.data.map((r) => r.key)).not.toContain(String(theirs.id));
    const refuse = (body: unknown, who: string, status: number, message: string) =>
      expectRefusedWrite(
        t,
        { path: paths.saveMapping, body, token: tokens[who] },
        { status, message },
        counts,
      );
    await refuse(
      { kind: 'employee', key: String(theirs.id), values: { vistaEmployee: '1' } },
      'pm',
      404,
      PayrollMappingMessages.recordNotFound('Employee'),
    );
    await refuse(
      { kind: 'employee', key, values: { vistaEmployee: 'E1' } },
      'admin',
      400,
      `values.vistaEmployee: ${PayrollMappingMessages.wholeNumber('Vista employee number', 1, 999_999)}`,
    );
    await refuse(
      { kind: 'employee', key, values: { craft: 'A-VERY-LONG-CRAFT' } },
      'admin',
      400,
      `values.craft: ${PayrollMappingMessages.tooLong('Craft', 10)}`,
    );
    await refuse(
      { kind: 'payCode', key: 'REG', values: { crew: 'X' } },
      'admin',
      400,
      PayrollMappingMessages.unknownField('crew'),
    );
    await refuse({ kind: 'employee', key, values: {} }, 'readonly', 403, Messages.forbidden);
    expect((await get(`${paths.mappings}?kind=employee&Skip=0&Take=10`, 'readonly')).status).toBe(403);

    // All empty: no mapping left, the removal audited.
    expect((await save({ kind: 'employee', key, values: {} })).status).toBe(200);
    expect(
      await t.db
        .selectFrom('payroll_mapping')
        .select('key')
        .where('kind', '=', 'employee')
        .where('key', '=', key)
        .execute(),
    ).toEqual([]);
    const unmapped = await get<PayrollMappingRow[]>(
      `${paths.mappings}?kind=employee&unmappedOnly=true&Skip=0&Take=1000`,
      'pm',
    );
    expect(unmapped.body.data.map((r) => r.key)).toContain(key);
  });
});

describe('TAC_PAYROLL_LAYOUTS', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('leaves a layout out of every batch: not made, its mappings never asked for', async () => {
    t = await startTestApp({
      database: 'pglite',
      seed: 'demo',
      config: { payrollLayouts: ['generic', 'sage300'] },
    });
    const tokens = await signIn(t, 'admin');
    const { pmDivision } = await pmAndOtherDivision(t);
    await t.db.deleteFrom('payroll_mapping').execute();
    const week = weekEndingNo(85);
    const lines = await addLines(t, pmDivision, week, [{}]);
    await approveLines(
      t,
      lines.map((l) => l.id),
    );
    const res = await t.call<PayrollBatch>('POST', paths.create, {
      body: { weekEndingDates: [week], divisionIds: [pmDivision] },
      token: tokens.admin,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.files.map((f) => f.layout)).toEqual(['generic', 'sage300']);
    expect(res.body.data.notMade).toEqual([{ layout: 'vista', reason: PayrollLayoutMessages.notConfigured }]);
  });
});
