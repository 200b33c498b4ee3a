import {
  ApiPaths,
  TmLogSearchField as F,
  NO_CRAFT,
  TmLogMessages,
  type TmLogRow,
  type TmLogSummary,
  VoucherStatus,
} from '@tac/contracts';
import { addDays, todayIn } from '@tac/contracts/calendar';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tinyPng } from '../../images/tiny-png.ts';
import { csvRecords } from '../../testing/csv-records.ts';
import { describeEachDatabase } from '../../testing/each-database.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { clientId, upload } from '../field/test-fixtures.ts';
import { download } from '../payroll/test-fixtures.ts';
import type { WorkforceFixture } from '../workforce/test-fixtures.ts';
import { pushAccepted, voucherWorld, worldVoucher } from './test-fixtures.ts';

const paths = ApiPaths.vouchers;
type Search = { FieldName: string; Value: string }[];

describeEachDatabase('T&M log', (kind) => {
  let t: TestApp;
  let f: WorkforceFixture;
  let tokens: Record<string, string>;
  let device: string;
  let taskA1: number;
  let taskOther: number;
  let material: number;
  let equipment: number;
  const today = todayIn('UTC');
  const yesterday = addDays(today, -1);

  const push = async (voucherNumber: string, day: string, fields: Record<string, unknown> = {}) => {
    const item = worldVoucher({ f, taskA1, taskOther }, day, { voucherNumber, ...fields });
    await pushAccepted(t, device, item);
    return item;
  };
  const revisionOf = async (voucherNumber: string) =>
    (
      await t.db
        .selectFrom('tm_voucher')
        .select('latest_revision_id')
        .where('voucher_number', '=', voucherNumber)
        .executeTakeFirstOrThrow()
    ).latest_revision_id as number;
  const query = (q: Record<string, string | boolean | undefined>) =>
    new URLSearchParams(
      Object.entries(q).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])),
    ).toString();
  const log = (search: Search = [], q: Record<string, string | boolean | undefined> = {}, who = 'admin') =>
    t.call<TmLogRow[]>('POST', `${paths.tmLog}?${query(q)}`, {
      token: tokens[who] as string,
      body: { SearchText: search, Skip: 0, Take: 100 },
    });
  const summary = (search: Search = [], q: Record<string, string | undefined> = {}, who = 'admin') =>
    t.call<TmLogSummary>('POST', `${paths.tmLogSummary}?${query(q)}`, {
      token: tokens[who] as string,
      body: { SearchText: search },
    });
  const numbers = (rows: readonly TmLogRow[]) => rows.map((r) => r.tmVoucherNumber);

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    ({ f, tokens, device, taskA1, taskOther } = await voucherWorld(t));
    material = (
      await t.db
        .insertInto('material')
        .values({ display_text: 'Rebar' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    equipment = (
      await t.db
        .insertInto('equipment')
        .values({ display_text: 'Lift' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

    // LOG-1: two revisions; only the current one's lines count. Signed for the company on the
    // device, then by the customer: Field Verified.
    await push('LOG-1', yesterday, { labour: [{ employeeId: f.employee.manual, payCode: 'REG', hours: 1 }] });
    const signed = await push('LOG-1', yesterday, {
      recordedAt: new Date(Date.now() + 1000).toISOString(),
      companySignerName: 'Fay Foreman',
      signerName: 'Cory Customer',
      labour: [
        { employeeId: f.employee.manual, payCode: 'REG', hours: 8 },
        { employeeId: f.employee.manual, payCode: 'OT', hours: 2.5 },
        { employeeId: f.employee.manual, payCode: 'REG', hours: 1.5 },
      ],
      materials: [
        { materialId: material, quantity: 12, unit: 'ea' },
        { materialId: material, quantity: 3, unit: 'ea' },
        { materialId: material, quantity: 2.5, unit: 'm' },
      ],
      equipment: [
        { equipmentId: equipment, hours: 3 },
        { equipmentId: equipment, hours: 1.25 },
      ],
    });
    const png = tinyPng(4, 4, [20, 20, 20], [240, 240, 240]);
    const up = await upload(
      t,
      device,
      { clientId: clientId(), itemClientId: signed.clientId, purpose: 'signature', name: 'sign.png' },
      png,
    );
    expect(up.status, up.body.message).toBe(200);
    // LOG-2: approved in the office (the approver signs for the company): Ready for Review.
    await push('LOG-2', today);
    const approved = await t.call('POST', paths.approveForReview, {
      token: tokens.admin as string,
      body: { TMVoucherID: await revisionOf('LOG-2') },
    });
    expect(approved.status).toBe(200);
    // LOG-3: In Progress. LOG-9: another division's project.
    await push('LOG-3', today, { hours: 1 });
    await push('LOG-9', today, { projectId: f.project.other });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("totals each voucher's current revision: labour by pay code and by craft, materials by unit, equipment hours, signers", async () => {
    // The employee's craft is the payroll mapping's (trimmed); one mapped to none is under ''.
    await t.db
      .insertInto('payroll_mapping')
      .values({ kind: 'employee', key: String(f.employee.manual), value: JSON.stringify({ craft: ' LAB ' }) })
      .execute();
    const res = await log([{ FieldName: F.TMVoucherNumber, Value: 'LOG-1' }]);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.totalCount).toBe(1);
    expect(res.body.data[0]).toMatchObject({
      tmVoucherNumber: 'LOG-1',
      tmVersion: 2,
      createdDate: yesterday,
      voucherStatus: VoucherStatus.FieldVerified,
      companySigner: 'Fay Foreman',
      customerSigner: 'Cory Customer',
      labourHours: 12,
      labourByPayCode: [
        { payCode: 'OT', hours: 2.5 },
        { payCode: 'REG', hours: 9.5 },
      ],
      labourByCraft: [
        { craft: 'LAB', payCode: 'OT', hours: 2.5 },
        { craft: 'LAB', payCode: 'REG', hours: 9.5 },
      ],
      materialsByUnit: [
        { unit: 'ea', quantity: 15 },
        { unit: 'm', quantity: 2.5 },
      ],
      equipmentHours: 4.25,
      billingReference: '',
    });
    await t.db.deleteFrom('payroll_mapping').where('kind', '=', 'employee').execute();
    const [unmapped] = (await log([{ FieldName: F.TMVoucherNumber, Value: 'LOG-1' }])).body.data;
    expect(unmapped?.labourByCraft).toEqual([
      { craft: '', payCode: 'OT', hours: 2.5 },
      { craft: '', payCode: 'REG', hours: 9.5 },
    ]);
    expect(Date.parse(res.body.data[0]?.statusSince as string)).not.toBeNaN();

    const [approved] = (await log([{ FieldName: F.TMVoucherNumber, Value: 'LOG-2' }])).body.data;
    expect(approved).toMatchObject({
      voucherStatus: VoucherStatus.ReadyForReview,
      companySigner: expect.stringMatching(/\S/),
      customerSigner: '',
      labourHours: 2,
      materialsByUnit: [],
      equipmentHours: 0,
    });
    const [open] = (await log([{ FieldName: F.TMVoucherNumber, Value: 'LOG-3' }])).body.data;
    expect(open).toMatchObject({ voucherStatus: VoucherStatus.InProgress, companySigner: '' });
  });

  it('is scoped to the divisions: another division gives nothing, by its id or its number', async () => {
    const all = await log([], {}, 'admin');
    expect(numbers(all.body.data)).toEqual(expect.arrayContaining(['LOG-1', 'LOG-2', 'LOG-3', 'LOG-9']));
    const mine = await log([], {}, 'contribute');
    expect(mine.status, mine.body.message).toBe(200);
    expect(numbers(mine.body.data).sort()).toEqual(['LOG-1', 'LOG-2', 'LOG-3']);
    const byId = await log([{ FieldName: F.ProjectId, Value: String(f.project.other) }], {}, 'contribute');
    expect(byId.body).toMatchObject({ data: [], totalCount: 0 });
    const byNumber = await log([{ FieldName: F.TMVoucherNumber, Value: 'LOG-9' }], {}, 'contribute');
    expect(byNumber.body).toMatchObject({ data: [], totalCount: 0 });
    const counted = await summary(
      [{ FieldName: F.ProjectId, Value: String(f.project.other) }],
      {},
      'contribute',
    );
    expect(counted.body.data.statuses.every((s) => s.count === 0)).toBe(true);
  });

  it('filters by status, project, range and search, and sorts', async () => {
    const status = await log(
      [{ FieldName: F.VoucherStatus, Value: 'InProgress ReadyForReview' }],
      {},
      'contribute',
    );
    expect(numbers(status.body.data).sort()).toEqual(['LOG-2', 'LOG-3']);
    const project = await log([{ FieldName: F.ProjectId, Value: String(f.project.a1) }]);
    expect(numbers(project.body.data).sort()).toEqual(['LOG-1', 'LOG-2', 'LOG-3']);
    const range = await log([], { fromDate: yesterday, toDate: yesterday });
    expect(numbers(range.body.data)).toEqual(['LOG-1']);
    const from = await log([], { fromDate: today }, 'contribute');
    expect(numbers(from.body.data).sort()).toEqual(['LOG-2', 'LOG-3']);
    const signer = await log([{ FieldName: F.CompanySigner, Value: 'fay' }]);
    expect(numbers(signer.body.data)).toEqual(['LOG-1']);
    const customer = await log([{ FieldName: F.CustomerSigner, Value: 'cory' }]);
    expect(numbers(customer.body.data)).toEqual(['LOG-1']);

    const byHours = await log([], { sort: 'labourHours', descending: false }, 'contribute');
    expect(numbers(byHours.body.data)).toEqual(['LOG-3', 'LOG-2', 'LOG-1']);
    const byNumber = await log([], { sort: 'voucherNumber' }, 'contribute');
    expect(numbers(byNumber.body.data)).toEqual(['LOG-3', 'LOG-2', 'LOG-1']);
    const paged = await t.call<TmLogRow[]>('POST', `${paths.tmLog}?sort=voucherNumber&descending=false`, {
      token: tokens.contribute as string,
      body: { Skip: 2, Take: 3 },
    });
    expect(paged.body).toMatchObject({ totalCount: 3 });
    expect(numbers(paged.body.data)).toEqual(['LOG-2', 'LOG-3']);
  });

  it('counts what waits on whom for the same filters, each status whatever the status filter', async () => {
    const res = await summary([{ FieldName: F.VoucherStatus, Value: 'Closed' }], {}, 'contribute');
    expect(res.status, res.body.message).toBe(200);
    const counts = Object.fromEntries(res.body.data.statuses.map((s) => [s.status, s.count]));
    expect(counts).toEqual({ InProgress: 1, ReadyForReview: 1, Rejected: 0, FieldVerified: 1, Closed: 0 });
    const waiting = res.body.data.statuses.find((s) => s.status === VoucherStatus.ReadyForReview);
    expect(Date.parse(waiting?.oldestSince as string)).not.toBeNaN();
    expect(res.body.data.statuses.find((s) => s.status === VoucherStatus.Closed)?.oldestSince).toBeNull();
    const ranged = await summary([], { fromDate: yesterday, toDate: yesterday }, 'contribute');
    expect(ranged.body.data.statuses.map((s) => s.count)).toEqual([0, 0, 0, 1, 0]);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [string, Promise<{ status: number; body: { message: string } }>, RegExp | string][] = [
      ['range', log([], { fromDate: today, toDate: yesterday }), TmLogMessages.toBeforeFrom],
      ['date', log([], { fromDate: '2026-02-30' }), /fromDate/],
      ['sort', log([], { sort: 'colour' }), /sort/],
      ['status', log([{ FieldName: F.VoucherStatus, Value: 'Billed' }]), /voucherStatus/],
      ['field', log([{ FieldName: 'colour', Value: 'red' }]), /colour/],
      ['project id', log([{ FieldName: F.ProjectId, Value: 'x' }]), /projectId/],
      ['summary range', summary([], { fromDate: today, toDate: yesterday }), TmLogMessages.toBeforeFrom],
    ];
    for (const [name, call, message] of cases) {
      const res = await call;
      expect(res.status, name).toBe(400);
      expect(res.body.message, name).toMatch(message);
    }
  });

  it('exports the same view as CSV, streamed, with the totals; bad input a 400 before the first byte', async () => {
    const url = (q: Record<string, string>) => `${ApiPaths.currentView.tmLog}?${new URLSearchParams(q)}`;
    const res = await download(
      t,
      url({ search: JSON.stringify([{ FieldName: F.ProjectId, Value: String(f.project.a1) }]) }),
      tokens.contribute as string,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const [header, ...rows] = csvRecords(res.text);
    expect(header).toEqual([
      'Date',
      'Voucher#',
      'Version',
      'Project Number - Name',
      'Task Codes',
      'Device Name',
      'Voucher Status',
      'In Status Since',
      'Signed for the Company',
      'Signed by the Customer',
      'Billing Reference',
      'Status Reason',
      'Labour Hours',
      'Labour by Pay Code',
      'Labour by Craft',
      'Materials by Unit',
      'Equipment Hours',
    ]);
    expect(rows.map((r) => r[1])).toEqual(['LOG-1', 'LOG-2', 'LOG-3'].slice(0, rows.length));
    const first = rows[0] as string[];
    expect(first.slice(0, 2)).toEqual([yesterday, 'LOG-1']);
    expect(first.slice(6, 7)).toEqual(['Field Verified']);
    expect(first.slice(8, 10)).toEqual(['Fay Foreman', 'Cory Customer']);
    expect(first.slice(12)).toEqual([
      '12',
      'OT 2.5; REG 9.5',
      `${NO_CRAFT} OT 2.5; ${NO_CRAFT} REG 9.5`,
      '15 ea; 2.5 m',
      '4.25',
    ]);

    const theirs = await download(
      t,
      url({ search: JSON.stringify([{ FieldName: F.ProjectId, Value: String(f.project.other) }]) }),
      tokens.contribute as string,
    );
    expect(csvRecords(theirs.text)).toHaveLength(1);
    const bad = await download(t, url({ fromDate: today, toDate: yesterday }), tokens.contribute as string);
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('toDate');
  });
});
