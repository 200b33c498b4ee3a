import { ApiError } from '@tac/api-client';
import { ApiPaths, AuditMessages, VoucherSearchField as F } from '@tac/contracts';
import {
  AuditEntrySchema,
  answerProblems,
  listOf,
  VoucherAttachmentSchema,
  VoucherCloseRequestSchema,
  VoucherLabourVarianceSchema,
  VoucherRecordSchema,
  VoucherRevisionRequestSchema,
  VoucherStatusStateSchema,
  wireProblems,
} from '@tac/contracts/schemas';
import { describe, expect, it } from 'vitest';
import { revisionKey } from '../vouchers/rules.ts';
import { createFakeVoucherApi, PNG_1X1, voucher, wire } from './fake-voucher-api.ts';

const dates = { fromDate: '16-11-2026 00:00:00', toDate: '22-11-2026 23:59:59' };

/** Every answer the fake gives, held to the schema the API answers with, so the fake cannot drift. */
describe('the fake voucher API answers in the wire shapes', () => {
  const v1 = voucher({ id: 1, tmVersion: 1, hasSignature: false });
  const v2 = voucher({ id: 2, tmVersion: 2, isAttachmentAdded: true });

  it('the list and the revision list', async () => {
    const fake = createFakeVoucherApi([
      v1,
      v2,
      voucher({ id: 3, tmVoucherNumber: '1002', createdDate: '2026-11-01' }),
    ]);
    const page = await fake.post(ApiPaths.vouchers.list, { SearchText: [], Skip: 0, Take: 100 }, dates);
    expect(answerProblems(listOf(VoucherRecordSchema), wire(page))).toEqual([]);
    expect(page.data).toEqual([v2]);

    const body = { SearchText: revisionKey(v2) };
    expect(wireProblems(VoucherRevisionRequestSchema, body)).toEqual([]);
    const revisions = await fake.post(ApiPaths.vouchers.revisions, body);
    expect(answerProblems(listOf(VoucherRecordSchema), wire(revisions))).toEqual([]);
    expect(revisions.data).toEqual([v2, v1]);
    const signed = await fake.post(ApiPaths.vouchers.revisions, {
      SearchText: [...revisionKey(v2), { FieldName: F.Signature, Value: 'No' }],
    });
    expect(signed.data).toEqual([v1]);
  });

  it("the lifecycle's moves: the new status, and a move the status does not allow refused", async () => {
    const fake = createFakeVoucherApi([voucher({ id: 5, voucherStatus: 'FieldVerified' })]);
    const body = { TMVoucherID: 5, billingReference: 'CO-1' };
    expect(wireProblems(VoucherCloseRequestSchema, body)).toEqual([]);
    const closed = await fake.post(ApiPaths.vouchers.close, body);
    expect(answerProblems(VoucherStatusStateSchema, wire(closed))).toEqual([]);
    expect(closed.data).toMatchObject({ voucherStatus: 'Closed', billingReference: 'CO-1' });
    await expect(fake.post(ApiPaths.vouchers.close, body)).rejects.toMatchObject({ status: 409 });
  });

  it('attachments, PDF, labour variance and a refusal', async () => {
    const fake = createFakeVoucherApi([v1, v2]);
    fake.attachments.set(2, [{ attachmentName: 'site.png', attachmentContent: PNG_1X1 }]);
    fake.variance.set(2, {
      day: '2026-11-16',
      rows: [
        { employeeNumber: 'E1', employeeName: 'Ada', voucherHours: 8, timecardHours: 7.5, difference: 0.5 },
      ],
      totals: { voucherHours: 8, timecardHours: 7.5, difference: 0.5 },
      hasDifference: true,
    });
    const query = { TMVoucherID: 2, deviceId: 10 };
    expect(
      answerProblems(
        listOf(VoucherAttachmentSchema),
        wire(await fake.get(ApiPaths.vouchers.attachments, query)),
      ),
    ).toEqual([]);
    expect(
      answerProblems(VoucherAttachmentSchema, wire(await fake.get(ApiPaths.vouchers.pdf, query))),
    ).toEqual([]);
    for (const id of [1, 2]) {
      const variance = await fake.get(ApiPaths.vouchers.labourVariance, { TMVoucherID: id, deviceId: 10 });
      expect(answerProblems(VoucherLabourVarianceSchema, wire(variance))).toEqual([]);
    }
    const missing = fake.get(ApiPaths.vouchers.pdf, { TMVoucherID: 2, deviceId: 99 });
    await expect(missing).rejects.toBeInstanceOf(ApiError);
    await expect(missing).rejects.toThrow('T&M voucher not found');
  });

  it("a voucher's History, asked by the voucher's id", async () => {
    const fake = createFakeVoucherApi([v1, v2]);
    fake.history.set(v2.voucherId, [
      {
        id: 1,
        at: '2026-11-16T15:30:00.000Z',
        userId: null,
        userName: '',
        action: 'revision',
        recordKind: 'voucher',
        recordId: String(v2.voucherId),
        before: null,
        after: { version: 1 },
      },
    ]);
    const history = await fake.get(ApiPaths.audit.history.voucher, { id: v2.voucherId, Skip: 0, Take: 10 });
    expect(answerProblems(listOf(AuditEntrySchema), wire(history))).toEqual([]);
    expect(history.data).toHaveLength(1);
    await expect(fake.get(ApiPaths.audit.history.voucher, { id: v2.id, Skip: 0, Take: 10 })).rejects.toThrow(
      AuditMessages.recordNotFound,
    );
  });

  it('would catch a drifted answer', async () => {
    const fake = createFakeVoucherApi([{ ...v1, tmVersion: '1' as unknown as number }]);
    const page = await fake.post(ApiPaths.vouchers.list, { SearchText: [], Skip: 0, Take: 100 }, dates);
    expect(answerProblems(listOf(VoucherRecordSchema), wire(page))).toEqual([
      '/data/0/tmVersion must be integer',
    ]);
  });
});
