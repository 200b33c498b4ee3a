import { ButtonClaim, PageClaim } from '@tac/contracts';
import { describe, expect, it } from 'vitest';
import { voucher } from '../../testing/fake-voucher-api.ts';
import { canSendForSignature } from '../signature-requests/rules.ts';
import {
  OUT_FOR_SIGNATURE,
  rowMoves,
  statusDetail,
  statusFilterValue,
  statusLabel,
  statusSelection,
} from './rules.ts';

describe('the lifecycle rules of the voucher list', () => {
  it('sends the chosen statuses in lifecycle order, and reads them back', () => {
    expect(statusFilterValue(['Closed', 'InProgress'])).toBe('InProgress Closed');
    expect(statusFilterValue([])).toBe('');
    expect(statusSelection('InProgress Closed')).toEqual(['InProgress', 'Closed']);
    expect(statusSelection('')).toEqual([]);
  });

  it('words a status, with its billing reference before a reason', () => {
    expect(statusLabel(voucher({ voucherStatus: 'ReadyForReview' }))).toBe('Ready for Review');
    // A status a newer API knows and this build does not reads as sent, and offers no move.
    expect(statusLabel(voucher({ voucherStatus: 'Disputed' }))).toBe('Disputed');
    expect(rowMoves(voucher({ voucherStatus: 'Disputed' }), [ButtonClaim.TMVoucherBill])).toEqual([]);
    expect(statusDetail(voucher({ voucherStatus: 'Closed', billingReference: 'CO-3' }))).toBe('Billed: CO-3');
    expect(statusDetail(voucher({ voucherStatus: 'Rejected', statusReason: 'Too many hours' }))).toBe(
      'Too many hours',
    );
  });

  it('offers the moves the claims allow from the row status', () => {
    const claims = [PageClaim.TMVoucher, ButtonClaim.TMVoucherBill];
    expect(rowMoves(voucher({ voucherStatus: 'FieldVerified' }), claims)).toEqual(['close', 'reopen']);
    expect(rowMoves(voucher({ voucherStatus: 'InProgress' }), claims)).toEqual([]);
  });

  it("offers nothing on a voucher out for the customer's signature, and says so", () => {
    const claims = [
      PageClaim.TMVoucher,
      ButtonClaim.TMVoucherReview,
      ButtonClaim.TMVoucherBill,
      ButtonClaim.TMVoucherSendForSignature,
    ];
    const ready = voucher({ voucherStatus: 'ReadyForReview' });
    expect(rowMoves(ready, claims)).not.toEqual([]);
    expect(canSendForSignature(ready, claims)).toBe(true);
    const out = voucher({ voucherStatus: 'ReadyForReview', signatureRequestOpen: true });
    expect(rowMoves(out, claims)).toEqual([]);
    expect(canSendForSignature(out, claims)).toBe(false);
    expect(statusDetail(out)).toBe(OUT_FOR_SIGNATURE);
  });
});
