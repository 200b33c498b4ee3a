import {
  ApiPaths,
  type AuditEntry,
  ButtonClaim,
  VoucherSearchField as F,
  type FieldPullResult,
  VoucherLifecycleMessages as M,
  Messages,
  SecurityGroupId,
  VoucherMessages,
  VoucherMove,
  type VoucherPdf,
  type VoucherRecord,
  type VoucherStatusState,
} from '@tac/contracts';
import { addDays, todayIn } from '@tac/contracts/calendar';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../../db/database.ts';
import { migrateToLatest, migrationProvider } from '../../db/migrations.ts';
import { tinyPng } from '../../images/tiny-png.ts';
import { auditsOf, failure } from '../../testing/api-checks.ts';
import { DATABASE_ABILITIES } from '../../testing/databases.ts';
import { describeEachDatabase } from '../../testing/each-database.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { clientId, upload } from '../field/test-fixtures.ts';
import type { WorkforceFixture } from '../workforce/test-fixtures.ts';
import { customerMove, voucherStatusChangedSql, voucherStatusSql } from './lifecycle.ts';
import { voucherWorld, worldVoucher } from './test-fixtures.ts';

const paths = ApiPaths.vouchers;
const png = () => tinyPng(4, 4, [20, 20, 20], [240, 240, 240]);

interface PushAnswer {
  items: { clientId: string; status: string; field?: string; message?: string }[];
}

describeEachDatabase('T&M voucher lifecycle', (kind) => {
  let t: TestApp;
  let f: WorkforceFixture;
  let tokens: Record<string, string>;
  let device: string;
  let day: string;
  let taskA1: number;
  let taskOther: number;

  const push = (items: unknown[]) =>
    t.call<PushAnswer>('POST', ApiPaths.field.push, { token: device, body: { items } });
  /** Pushes one revision of a voucher on project a1 (or `projectId`), expecting its answer. */
  const revise = async (
    voucherNumber: string,
    fields: Record<string, unknown> = {},
    expected = 'accepted',
  ) => {
    const item = worldVoucher({ f, taskA1, taskOther }, day, { voucherNumber, ...fields });
    const res = await push([item]);
    expect(res.status).toBe(200);
    expect(res.body.data.items[0]?.status, JSON.stringify(res.body.data.items[0])).toBe(expected);
    return { item, answer: res.body.data.items[0] };
  };
  const sign = (itemClientId: string) =>
    upload(t, device, { clientId: clientId(), itemClientId, purpose: 'signature', name: 'sign.png' }, png());
  const voucherOf = (voucherNumber: string) =>
    t.db
      .selectFrom('tm_voucher')
      .select(['id', 'status', 'status_reason', 'billing_reference', 'latest_revision_id', 'has_signature'])
      .where('voucher_number', '=', voucherNumber)
      .executeTakeFirstOrThrow();
  const statusOf = async (voucherNumber: string) => (await voucherOf(voucherNumber)).status;
  const move = (path: string, body: Record<string, unknown>, who = 'admin') =>
    t.call<VoucherStatusState>('POST', path, { token: tokens[who] as string, body });
  const current = async (voucherNumber: string) =>
    (await voucherOf(voucherNumber)).latest_revision_id as number;
  /** Vouchers' History rows, all vouchers' (a device's push writes its own row on the device). */
  const voucherAudits = async () =>
    Number(
      (
        await t.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('entity', '=', 'voucher')
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** Nothing written: the voucher's row and every voucher's History as they were. */
  const unchanged = async (voucherNumber: string, work: () => Promise<void>) => {
    const before = { voucher: await voucherOf(voucherNumber), audits: await voucherAudits() };
    await work();
    expect({ voucher: await voucherOf(voucherNumber), audits: await voucherAudits() }).toEqual(before);
  };

  beforeAll(async () => {
    t = await startTestApp({ database: kind });
    ({ f, tokens, device, taskA1, taskOther } = await voucherWorld(t));
    day = todayIn('UTC');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('walks a voucher through every office move, each audited with its user, and refuses moves its status does not allow', async () => {
    const { item } = await revise('L-1', { signerName: 'Cory Customer' });
    expect(await statusOf('L-1')).toBe('InProgress');
    const id = await current('L-1');

    // Close needs Field Verified; reopen has nothing to undo In Progress: 409, nothing written.
    await unchanged('L-1', async () => {
      const close = await move(paths.close, { TMVoucherID: id, billingReference: 'CO-1' });
      expect(close.status).toBe(409);
      expect(close.body).toEqual(failure(M.notFrom('closed', 'InProgress')));
      const reopen = await move(paths.reopen, { TMVoucherID: id, reason: 'Why not' });
      expect(reopen.body).toEqual(failure(M.notFrom('reopened', 'InProgress')));
    });

    const approved = await move(paths.approveForReview, { TMVoucherID: id });
    expect(approved.status, approved.body.message).toBe(200);
    expect(approved.body.message).toBe(M.done.approveForReview('L-1'));
    expect(approved.body.data).toMatchObject({ voucherStatus: 'ReadyForReview', statusReason: '' });
    await unchanged('L-1', async () => {
      const again = await move(paths.approveForReview, { TMVoucherID: id });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(M.notFrom('approved for review', 'ReadyForReview'));
    });

    // The customer's signature on the device verifies it.
    expect((await sign(item.clientId)).status).toBe(200);
    expect(await statusOf('L-1')).toBe('FieldVerified');

    await unchanged('L-1', async () => {
      const blank = await move(paths.close, { TMVoucherID: id, billingReference: '   ' });
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe(M.missing.close);
    });
    const closed = await move(paths.close, { TMVoucherID: id, billingReference: ' CO-17 ' });
    expect(closed.body).toMatchObject({
      message: M.done.close('L-1', 'CO-17'),
      data: { voucherStatus: 'Closed', billingReference: 'CO-17' },
    });
    await unchanged('L-1', async () => {
      const twice = await move(paths.close, { TMVoucherID: id, billingReference: 'CO-18' });
      expect(twice.body).toEqual(failure(M.notFrom('closed', 'Closed')));
      // Read-only: the device's new revision and signature are refused.
      const { answer } = await revise('L-1', {}, 'refused');
      expect(answer).toMatchObject({ field: 'voucherNumber', message: M.closedRevision('L-1') });
      const signature = await sign(item.clientId);
      expect(signature.status).toBe(409);
      expect(signature.body.message).toBe(M.closedSignature);
      const noReason = await move(paths.reopen, { TMVoucherID: id, reason: '' });
      expect(noReason.body).toEqual(failure(M.missing.reopen));
    });

    // A closed ticket reopens to Field Verified (the customer's signature stands), and from there
    // to In Progress.
    const reopened = await move(paths.reopen, { TMVoucherID: id, reason: 'Wrong change order' });
    expect(reopened.body).toMatchObject({
      message: M.done.reopen('L-1', 'FieldVerified'),
      data: { voucherStatus: 'FieldVerified', statusReason: 'Wrong change order', billingReference: '' },
    });
    const back = await move(paths.reopen, { TMVoucherID: id, reason: 'Hours disputed' });
    expect(back.body.data).toMatchObject({ voucherStatus: 'InProgress', statusReason: 'Hours disputed' });

    const adminId = (
      await t.db
        .selectFrom('app_user')
        .select('id')
        .where('user_name', '=', 'admin@demo.local')
        .executeTakeFirstOrThrow()
    ).id;
    const voucher = await voucherOf('L-1');
    const moves = (await auditsOf(t, 'voucher', voucher.id)).filter((row) => row.action === 'status');
    expect(
      moves.map((row) => [
        (row.after as { move: string }).move,
        (row.before as { status: string }).status,
        (row.after as { status: string }).status,
        row.user_id,
      ]),
    ).toEqual([
      [VoucherMove.ApproveForReview, 'InProgress', 'ReadyForReview', adminId],
      [VoucherMove.CustomerSign, 'ReadyForReview', 'FieldVerified', null],
      [VoucherMove.Close, 'FieldVerified', 'Closed', adminId],
      [VoucherMove.Reopen, 'Closed', 'FieldVerified', adminId],
      [VoucherMove.Reopen, 'FieldVerified', 'InProgress', adminId],
    ]);

    // The History reads them, labelled.
    const history = await t.call<AuditEntry[]>(
      'GET',
      `${ApiPaths.audit.history.voucher}?id=${voucher.id}&Skip=0&Take=20`,
      {
        token: tokens.admin,
      },
    );
    expect(history.status, history.body.message).toBe(200);
    const close = history.body.data.find((row) => (row.after as { move?: string } | null)?.move === 'close');
    expect(close).toMatchObject({
      action: 'status',
      recordKind: 'voucher',
      after: { status: 'Closed', billingReference: 'CO-17' },
    });
  });

  it('voids the signatures of the revision before: a new revision goes back to In Progress, or Ready for Review when the company signed it', async () => {
    const first = await revise('L-2', {
      revision: 1,
      recordedAt: new Date(Date.now() - 60_000).toISOString(),
      companySignerName: 'Foreman Fay',
      signerName: 'Cory Customer',
    });
    expect(await statusOf('L-2')).toBe('ReadyForReview');
    expect((await sign(first.item.clientId)).status).toBe(200);
    expect(await voucherOf('L-2')).toMatchObject({ status: 'FieldVerified', has_signature: true });

    await revise('L-2', { revision: 2, recordedAt: new Date().toISOString() });
    expect(await voucherOf('L-2')).toMatchObject({ status: 'InProgress', has_signature: false });

    // A signature uploaded late for the voided revision is kept on it, and verifies nothing.
    expect((await sign(first.item.clientId)).status).toBe(200);
    expect(await statusOf('L-2')).toBe('InProgress');
    // A revision recorded before the current one arrives late: it is stored, the status stays.
    await revise('L-2', {
      revision: 3,
      recordedAt: new Date(Date.now() - 3_600_000).toISOString(),
      companySignerName: 'Old',
    });
    expect(await statusOf('L-2')).toBe('InProgress');

    const signed = await revise('L-2', {
      revision: 4,
      recordedAt: new Date(Date.now() + 1000).toISOString(),
      companySignerName: 'Foreman Fay',
    });
    expect(await statusOf('L-2')).toBe('ReadyForReview');
    expect(signed.answer?.status).toBe('accepted');
    // Its PDF says who signed it for the company.
    const pdf = await t.call<VoucherPdf>(
      'GET',
      `${paths.pdf}?TMVoucherID=${await current('L-2')}&deviceId=${f.device.d1}`,
      { token: tokens.admin },
    );
    expect(pdfText(pdf.body.data.attachmentContent).replace(/\s+/g, ' ')).toContain(
      'Signed for the company by Foreman Fay on the device',
    );

    // The customer refuses on the device, with their reason; the next revision is back in progress.
    await revise('L-2', {
      revision: 5,
      recordedAt: new Date(Date.now() + 2000).toISOString(),
      customerRejectedReason: 'Hours too high',
    });
    expect(await voucherOf('L-2')).toMatchObject({ status: 'Rejected', status_reason: 'Hours too high' });
    await revise('L-2', { revision: 6, recordedAt: new Date(Date.now() + 3000).toISOString() });
    expect(await voucherOf('L-2')).toMatchObject({ status: 'InProgress', status_reason: '' });

    const voucher = await voucherOf('L-2');
    const moves = (await auditsOf(t, 'voucher', voucher.id))
      .filter((row) => row.action === 'status')
      .map((row) => [(row.after as { move: string }).move, (row.after as { status: string }).status]);
    expect(moves).toEqual([
      [VoucherMove.ReviseCompanySigned, 'ReadyForReview'],
      [VoucherMove.CustomerSign, 'FieldVerified'],
      [VoucherMove.Revise, 'InProgress'],
      [VoucherMove.ReviseCompanySigned, 'ReadyForReview'],
      [VoucherMove.Revise, 'InProgress'],
      [VoucherMove.CustomerReject, 'Rejected'],
      [VoucherMove.Revise, 'InProgress'],
    ]);
  });

  it("refuses a device's signing fields it may not send, and a blank or contradictory rejection", async () => {
    await unchanged('L-2', async () => {
      const blank = await revise('L-3', { customerRejectedReason: '  ' }, 'refused');
      expect(blank.answer).toMatchObject({
        field: 'customerRejectedReason',
        message: M.missing.customerReject,
      });
      const both = await revise(
        'L-3',
        { customerRejectedReason: 'No', signerName: 'Cory Customer' },
        'refused',
      );
      expect(both.answer?.field).toBe('customerRejectedReason');
    });
    await t.db.updateTable('device').set({ allow_signature: false }).where('id', '=', f.device.d1).execute();
    try {
      const refused = await revise('L-3', { companySignerName: 'Foreman Fay' }, 'refused');
      expect(refused.answer).toMatchObject({ field: 'companySignerName' });
    } finally {
      await t.db.updateTable('device').set({ allow_signature: true }).where('id', '=', f.device.d1).execute();
    }
  });

  it('needs the move claims, in the caller divisions, on the current revision: 403, 404 and 409, nothing written', async () => {
    await revise('L-4', { revision: 1 });
    const old = await current('L-4');
    await revise('L-4', { revision: 2, recordedAt: new Date(Date.now() + 10_000).toISOString() });
    const id = await current('L-4');
    await unchanged('L-4', async () => {
      // Contribute and Read Only see vouchers and hold neither move claim.
      for (const who of ['contribute', 'readonly']) {
        for (const [path, body] of [
          [paths.approveForReview, { TMVoucherID: id }],
          [paths.close, { TMVoucherID: id, billingReference: 'CO-1' }],
          [paths.reopen, { TMVoucherID: id, reason: 'R' }],
        ] as const) {
          const res = await move(path, body, who);
          expect(res.status, `${who} ${path}`).toBe(403);
          expect(res.body).toEqual(failure(Messages.forbidden));
        }
      }
      // The project manager may bill, but not in a division they do not see.
      const outside = await move(paths.approveForReview, { TMVoucherID: id }, 'pm');
      expect(outside.status).toBe(404);
      expect(outside.body).toEqual(failure(VoucherMessages.notFound));
      // A row read before a newer revision arrived.
      const stale = await move(paths.approveForReview, { TMVoucherID: old });
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual(failure(M.staleRevision(1)));
    });
    // Without the review claim even an administrator's role is refused.
    await t.db
      .deleteFrom('role_claim')
      .where('role_id', '=', SecurityGroupId.Administrator)
      .where('claim_name', '=', ButtonClaim.TMVoucherReview)
      .execute();
    try {
      expect((await move(paths.approveForReview, { TMVoucherID: id })).status).toBe(403);
    } finally {
      await t.db
        .insertInto('role_claim')
        .values({ role_id: SecurityGroupId.Administrator, claim_name: ButtonClaim.TMVoucherReview })
        .execute();
    }

    // In their division, the project manager approves, closes and reopens.
    const { item } = await revise('L-5', { projectId: f.project.other, signerName: 'Cory Customer' });
    const theirs = await current('L-5');
    expect((await move(paths.approveForReview, { TMVoucherID: theirs }, 'pm')).status).toBe(200);
    expect((await sign(item.clientId)).status).toBe(200);
    expect((await move(paths.close, { TMVoucherID: theirs, billingReference: 'CO-9' }, 'pm')).status).toBe(
      200,
    );
    expect((await move(paths.reopen, { TMVoucherID: theirs, reason: 'Billed twice' }, 'pm')).status).toBe(
      200,
    );
  });

  it('lists the status with its reason and reference, filtered by status', async () => {
    const today = todayIn('UTC');
    const q = (d: string) => `${d.slice(8, 10)}-${d.slice(5, 7)}-${d.slice(0, 4)} 00:00:00`;
    const list = (Value: string) =>
      t.call<VoucherRecord[]>(
        'POST',
        `${paths.list}?fromDate=${encodeURIComponent(q(addDays(today, -2)))}&toDate=${encodeURIComponent(q(addDays(today, 1)))}`,
        {
          token: tokens.admin as string,
          body: { SearchText: [{ FieldName: F.VoucherStatus, Value }], Skip: 0, Take: 100 },
        },
      );
    const inProgress = await list('InProgress');
    expect(inProgress.status, inProgress.body.message).toBe(200);
    expect(inProgress.body.data.map((r) => r.tmVoucherNumber).sort()).toEqual(['L-1', 'L-2', 'L-4']);
    expect(inProgress.body.data.find((r) => r.tmVoucherNumber === 'L-1')).toMatchObject({
      voucherStatus: 'InProgress',
      statusReason: 'Hours disputed',
      billingReference: '',
    });
    expect((await list('fieldverified Rejected')).body.data.map((r) => r.tmVoucherNumber)).toEqual(['L-5']);
    const bad = await list('Billed');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("got 'Billed'");
  });

  it('sends each voucher with its status in the device pull, a status changed in the office as a changed row', async () => {
    const first = await t.call<FieldPullResult>('POST', ApiPaths.field.pull, { token: device, body: {} });
    const rows = first.body.data.changes.vouchers?.upserts ?? [];
    expect(rows.find((r) => r.voucherNumber === 'L-1')).toMatchObject({
      status: 'InProgress',
      statusReason: 'Hours disputed',
      projectId: f.project.a1,
      taskId: taskA1,
    });
    const id = await current('L-4');
    expect((await move(paths.approveForReview, { TMVoucherID: id })).status).toBe(200);
    const next = await t.call<FieldPullResult>('POST', ApiPaths.field.pull, {
      token: device,
      body: { cursor: first.body.data.cursor },
    });
    expect(next.body.data.changes).toEqual({
      vouchers: {
        upserts: [expect.objectContaining({ voucherNumber: 'L-4', status: 'ReadyForReview', revision: 2 })],
        removals: [],
      },
    });
    // A voucher closed long ago leaves the tablet.
    const l5 = await voucherOf('L-5');
    await t.db
      .updateTable('tm_voucher')
      .set({ status: 'Closed', status_changed_at: new Date(Date.now() - 40 * 86_400_000) })
      .where('id', '=', l5.id)
      .execute();
    const gone = await t.call<FieldPullResult>('POST', ApiPaths.field.pull, {
      token: device,
      body: { cursor: next.body.data.cursor },
    });
    expect(gone.body.data.changes).toEqual({ vouchers: { upserts: [], removals: [l5.id] } });
  });

  it("takes the customer's signature or refusal from the signing page's seam, by the same table", async () => {
    await revise('L-6', { revision: 1, recordedAt: new Date(Date.now() - 60_000).toISOString() });
    const shown = await current('L-6');
    await revise('L-6', { revision: 2, recordedAt: new Date().toISOString() });
    // What the customer was shown is no longer current: nothing moves.
    await unchanged('L-6', async () => {
      await expect(customerMove(t.db, shown, VoucherMove.CustomerSign, {})).rejects.toThrow(
        M.staleRevision(1),
      );
      await expect(customerMove(t.db, shown, VoucherMove.CustomerReject, { reason: ' ' })).rejects.toThrow(
        M.missing.customerReject,
      );
    });
    const id = await current('L-6');
    const rejected = await customerMove(t.db, id, VoucherMove.CustomerReject, { reason: 'Not our crew' });
    expect(rejected).toMatchObject({ voucherStatus: 'Rejected', statusReason: 'Not our crew' });
    await expect(customerMove(t.db, id, VoucherMove.CustomerReject, { reason: 'Again' })).rejects.toThrow(
      M.notFrom('rejected by the customer', 'Rejected'),
    );
    expect(await customerMove(t.db, id, VoucherMove.CustomerSign, {})).toMatchObject({
      voucherStatus: 'FieldVerified',
    });
  });

  it('a voucher with no status stored (before the lifecycle) reads as its signature says, and its first move starts from there', async () => {
    const { item } = await revise('L-8', { signerName: 'Cory Customer' });
    expect((await sign(item.clientId)).status).toBe(200);
    const { id } = await voucherOf('L-8');
    await t.db
      .updateTable('tm_voucher')
      .set({ status: null, status_changed_at: null })
      .where('id', '=', id)
      .execute();
    const pull = await t.call<FieldPullResult>('POST', ApiPaths.field.pull, { token: device, body: {} });
    expect(pull.body.data.changes.vouchers?.upserts.find((r) => r.id === id)?.status).toBe('FieldVerified');
    // The new revision voids the customer's signature: Field Verified to In Progress, in its History.
    await revise('L-8');
    expect(await voucherOf('L-8')).toMatchObject({ status: 'InProgress', has_signature: false });
    const last = (await auditsOf(t, 'voucher', id)).filter((row) => row.action === 'status').at(-1);
    expect(last).toMatchObject({ before: { status: 'FieldVerified' }, after: { status: 'InProgress' } });
  });

  describe.runIf(DATABASE_ABILITIES[kind].concurrent)('moves at once', () => {
    it('two closes of one voucher at once: one wins, the other is told it is Closed', async () => {
      const { item } = await revise('L-7', { signerName: 'Cory Customer' });
      expect((await sign(item.clientId)).status).toBe(200);
      const id = await current('L-7');
      const audits = await voucherAudits();
      const answers = await Promise.all([
        move(paths.close, { TMVoucherID: id, billingReference: 'CO-A' }),
        move(paths.close, { TMVoucherID: id, billingReference: 'CO-B' }, 'sysadmin'),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.status === 200)?.body.data.billingReference;
      expect(answers.find((a) => a.status === 409)?.body.message).toBe(M.notFrom('closed', 'Closed'));
      expect(await voucherOf('L-7')).toMatchObject({ status: 'Closed', billing_reference: winner });
      expect(await voucherAudits()).toBe(audits + 1);
    });
  });
});

// Migrates an embedded database from nothing to 0073, step by step, beside the rest of npm test.
describe('migration 0074 on vouchers already stored', () => {
  let database: OpenDatabase | undefined;
  afterEach(() => database?.db.destroy());

  it('reads a voucher whose current revision the customer signed as Field Verified, any other In Progress, changed when last synced, rewriting no row', async () => {
    database = await openDatabase({ kind: 'pglite-memory' });
    const { db } = database;
    const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo(
      '0073_payroll_mappings',
    );
    expect(error).toBeUndefined();
    await sql`insert into division (division_name) values ('100')`.execute(db);
    await sql`insert into project (project_number, name, division_id) values ('P1', 'Yard', 1)`.execute(db);
    await sql`insert into task (task_number, name, project_id) values ('01', 'Dig', 1)`.execute(db);
    await sql`insert into device (name, division_id) values ('T1', 1)`.execute(db);
    await sql`insert into tm_voucher (voucher_number, device_id, project_id, task_id, division_id, created_date,
        synced_at, submitted_mode, has_signature)
      values ('S', 1, 1, 1, 1, '2026-03-02', '2026-03-02T10:00:00Z', 'Online', true),
        ('U', 1, 1, 1, 1, '2026-03-02', '2026-03-03T10:00:00Z', 'Online', false)`.execute(db);
    await migrateToLatest(db);
    // Nothing rewritten: the status is read from the signature until the voucher first changes.
    const rows = await sql<{
      voucher_number: string;
      stored: string | null;
      status: string;
      changed: string;
    }>`
      select voucher_number, status as stored, ${voucherStatusSql('v')} as status,
        to_char(${voucherStatusChangedSql('v')} at time zone 'UTC', 'YYYY-MM-DD HH24') as changed
      from tm_voucher v order by voucher_number`.execute(db);
    expect(rows.rows).toEqual([
      { voucher_number: 'S', stored: null, status: 'FieldVerified', changed: '2026-03-02 10' },
      { voucher_number: 'U', stored: null, status: 'InProgress', changed: '2026-03-03 10' },
    ]);
  }, 180_000);
});
