import { describe, expect, it } from 'vitest';
import { ButtonClaim, PageClaim } from './claims.ts';
import { DEFAULT_ROLE_CLAIMS, SecurityGroupId } from './roles.ts';
import {
  officeMovesFrom,
  VOUCHER_MOVE_LABELS,
  VOUCHER_MOVES,
  VOUCHER_STATUSES,
  VoucherLifecycleMessages,
  VoucherMove,
  VoucherStatus,
  voucherMoveClaims,
  voucherTransition,
} from './voucher-lifecycle.ts';

describe('the T&M voucher lifecycle table', () => {
  it('reaches every status, and leaves every one but by the moves it lists', () => {
    const reached = new Set(VOUCHER_MOVES.map((t) => t.to));
    expect([...reached].sort()).toEqual([...VOUCHER_STATUSES].sort());
    for (const status of VOUCHER_STATUSES)
      expect(
        VOUCHER_MOVES.some((t) => t.from.includes(status)),
        status,
      ).toBe(true);
  });

  it('goes one way from each status for each move', () => {
    for (const move of Object.values(VoucherMove))
      for (const status of VOUCHER_STATUSES)
        expect(
          VOUCHER_MOVES.filter((t) => t.move === move && t.from.includes(status)).length,
        ).toBeLessThanOrEqual(1);
  });

  it('gives office moves their claims, and the device and customer none; every move a label and words', () => {
    for (const t of VOUCHER_MOVES) {
      if (t.by.includes('office')) expect(t.claims).toContain(PageClaim.TMVoucher);
      else expect(t.claims).toEqual([]);
      expect(VOUCHER_MOVE_LABELS[t.move]).toBeTruthy();
      expect(VoucherLifecycleMessages.moveWords[t.move]).toBeTruthy();
    }
    expect(voucherMoveClaims(VoucherMove.Close)).toEqual([PageClaim.TMVoucher, ButtonClaim.TMVoucherBill]);
    expect(voucherMoveClaims(VoucherMove.Reopen)).toEqual([PageClaim.TMVoucher, ButtonClaim.TMVoucherBill]);
  });

  it('closes only a Field Verified voucher, reopens a Closed one to Field Verified, and takes no revision once Closed', () => {
    expect(voucherTransition(VoucherMove.Close, VoucherStatus.ReadyForReview)).toBeUndefined();
    expect(voucherTransition(VoucherMove.Reopen, VoucherStatus.Closed)?.to).toBe(VoucherStatus.FieldVerified);
    expect(voucherTransition(VoucherMove.Reopen, VoucherStatus.FieldVerified)?.to).toBe(
      VoucherStatus.InProgress,
    );
    expect(voucherTransition(VoucherMove.Revise, VoucherStatus.Closed)).toBeUndefined();
    expect(voucherTransition(VoucherMove.ReviseCompanySigned, VoucherStatus.FieldVerified)?.to).toBe(
      VoucherStatus.ReadyForReview,
    );
  });

  it('offers a user the office moves their claims allow from a status', () => {
    const all = [PageClaim.TMVoucher, ButtonClaim.TMVoucherReview, ButtonClaim.TMVoucherBill];
    expect(officeMovesFrom(VoucherStatus.InProgress, all)).toEqual([VoucherMove.ApproveForReview]);
    expect(officeMovesFrom(VoucherStatus.FieldVerified, all)).toEqual([
      VoucherMove.Close,
      VoucherMove.Reopen,
    ]);
    expect(officeMovesFrom(VoucherStatus.FieldVerified, [PageClaim.TMVoucher])).toEqual([]);
    expect(officeMovesFrom(VoucherStatus.Rejected, all)).toEqual([]);
  });

  it('seeds the move claims to the roles that bill: administrators and project managers', () => {
    for (const role of [
      SecurityGroupId.Administrator,
      SecurityGroupId.SystemAdmin,
      SecurityGroupId.ProjectManager,
    ]) {
      expect(DEFAULT_ROLE_CLAIMS[role]).toEqual(
        expect.arrayContaining([ButtonClaim.TMVoucherReview, ButtonClaim.TMVoucherBill]),
      );
    }
    for (const role of [SecurityGroupId.Contribute, SecurityGroupId.ReadOnly])
      expect(DEFAULT_ROLE_CLAIMS[role]).not.toContain(ButtonClaim.TMVoucherBill);
  });
});
