/**
 * A T&M voucher's lifecycle (shared/docs/remotes/vouchers.md "Lifecycle", beyond spec 002, which
 * shows no statuses). The moves are data: VOUCHER_MOVES says from which statuses each move goes,
 * where it leads, who makes it and with which claims, and the API, the device push and the screen
 * all read it, so a new move is a row here, not a branch in three places.
 */

import { ButtonClaim, type Claim, PageClaim } from './claims.ts';

/** The status a voucher is in, as stored and sent (tm_voucher.status). */
export const VoucherStatus = {
  InProgress: 'InProgress',
  ReadyForReview: 'ReadyForReview',
  FieldVerified: 'FieldVerified',
  Rejected: 'Rejected',
  Closed: 'Closed',
} as const;
export type VoucherStatus = (typeof VoucherStatus)[keyof typeof VoucherStatus];

/** Every status, in lifecycle order: the Status filter's options and the list's words. */
export const VOUCHER_STATUSES: readonly VoucherStatus[] = Object.values(VoucherStatus);

/** What the screens, the History and the PDF call each status. */
export const VOUCHER_STATUS_LABELS: Readonly<Record<VoucherStatus, string>> = {
  InProgress: 'In Progress',
  ReadyForReview: 'Ready for Review',
  FieldVerified: 'Field Verified',
  Rejected: 'Rejected',
  Closed: 'Closed',
};

/**
 * Who makes a move: a console user holding the move's claims; the device that pushed the voucher
 * (its push or its signature upload); or the customer, through the public signing page, which a
 * later slice adds (its moves are here already, so the page only calls `changeVoucherStatus`).
 */
export type VoucherActor = 'office' | 'device' | 'customer';

/** The moves between statuses. */
export const VoucherMove = {
  /** The office's reviewer signs for the company: the ticket waits for the customer. */
  ApproveForReview: 'approveForReview',
  /** Billed: added to a change order, or billed under another reference (required). Read-only after. */
  Close: 'close',
  /** Undo a close, or send a ticket back to work; a reason is required. */
  Reopen: 'reopen',
  /** A new current revision from the device, the company's signee not named on it. */
  Revise: 'revise',
  /** A new current revision the company's signee signed on the device. */
  ReviseCompanySigned: 'reviseCompanySigned',
  /** The customer signed the current revision (on the device; later also the signing page). */
  CustomerSign: 'customerSign',
  /** The customer refused to sign, with their reason. */
  CustomerReject: 'customerReject',
} as const;
export type VoucherMove = (typeof VoucherMove)[keyof typeof VoucherMove];

/** What the History calls each move. */
export const VOUCHER_MOVE_LABELS: Readonly<Record<VoucherMove, string>> = {
  approveForReview: 'Approved for review',
  close: 'Closed as billed',
  reopen: 'Reopened',
  revise: 'New revision (signatures voided)',
  reviseCompanySigned: 'New revision, signed for the company',
  customerSign: 'Signed by the customer',
  customerReject: 'Rejected by the customer',
};

/** One allowed move: from any of `from` to `to`, made by one of `by` (an office user also needs `claims`). */
export interface VoucherTransition {
  move: VoucherMove;
  from: readonly VoucherStatus[];
  to: VoucherStatus;
  by: readonly VoucherActor[];
  /** Office moves: the claims the caller needs (the T&M Voucher page claim and the move's button claim). */
  claims: readonly Claim[];
  /** What the move must carry: a reason (reopen, a customer's rejection) or a billing reference. */
  needs?: 'reason' | 'billingReference';
}

const S = VoucherStatus;
const OPEN: readonly VoucherStatus[] = [S.InProgress, S.ReadyForReview, S.FieldVerified, S.Rejected];
const OFFICE: readonly VoucherActor[] = ['office'];
const DEVICE: readonly VoucherActor[] = ['device'];
/** The customer signs or rejects on the device today; the signing page will make the same moves. */
const CUSTOMER_OR_DEVICE: readonly VoucherActor[] = ['device', 'customer'];
const REVIEW = [PageClaim.TMVoucher, ButtonClaim.TMVoucherReview] as const;
const BILL = [PageClaim.TMVoucher, ButtonClaim.TMVoucherBill] as const;

/**
 * The allowed moves. A move not allowed from the voucher's status answers 409, naming both. A move
 * with two rows (reopen) goes where the row of the voucher's status says: a closed ticket reopens
 * to Field Verified (the billing is undone, the customer's signature stands); a ticket waiting
 * for or holding the customer's signature reopens to In Progress (it needs work and signing again).
 * A new revision voids the previous one's signatures, so it leads back to In Progress (or Ready for
 * Review when the company signed it on the device); a closed voucher takes no revision.
 */
export const VOUCHER_MOVES: readonly VoucherTransition[] = [
  {
    move: VoucherMove.ApproveForReview,
    from: [S.InProgress],
    to: S.ReadyForReview,
    by: OFFICE,
    claims: REVIEW,
  },
  {
    move: VoucherMove.Close,
    from: [S.FieldVerified],
    to: S.Closed,
    by: OFFICE,
    claims: BILL,
    needs: 'billingReference',
  },
  {
    move: VoucherMove.Reopen,
    from: [S.Closed],
    to: S.FieldVerified,
    by: OFFICE,
    claims: BILL,
    needs: 'reason',
  },
  {
    move: VoucherMove.Reopen,
    from: [S.ReadyForReview, S.FieldVerified],
    to: S.InProgress,
    by: OFFICE,
    claims: BILL,
    needs: 'reason',
  },
  { move: VoucherMove.Revise, from: OPEN, to: S.InProgress, by: DEVICE, claims: [] },
  { move: VoucherMove.ReviseCompanySigned, from: OPEN, to: S.ReadyForReview, by: DEVICE, claims: [] },
  {
    move: VoucherMove.CustomerSign,
    from: [S.InProgress, S.ReadyForReview, S.Rejected],
    to: S.FieldVerified,
    by: CUSTOMER_OR_DEVICE,
    claims: [],
  },
  {
    move: VoucherMove.CustomerReject,
    from: [S.InProgress, S.ReadyForReview],
    to: S.Rejected,
    by: CUSTOMER_OR_DEVICE,
    claims: [],
    needs: 'reason',
  },
];

/** The transition `move` takes from `status`, or undefined when the move is not allowed from it. */
export function voucherTransition(move: VoucherMove, status: VoucherStatus): VoucherTransition | undefined {
  return VOUCHER_MOVES.find((t) => t.move === move && t.from.includes(status));
}

/** The claims an office move needs (the same on every row of the move). */
export function voucherMoveClaims(move: VoucherMove): readonly Claim[] {
  return VOUCHER_MOVES.find((t) => t.move === move)?.claims ?? [];
}

/** The office moves a user holding `claims` may make on a voucher in `status`: the row's actions. */
export function officeMovesFrom(status: VoucherStatus, claims: readonly string[]): VoucherMove[] {
  return VOUCHER_MOVES.filter(
    (t) => t.by.includes('office') && t.from.includes(status) && t.claims.every((c) => claims.includes(c)),
  ).map((t) => t.move);
}

/** Longest billing reference (a change order number or another billing reference) and reason. */
export const VOUCHER_BILLING_REFERENCE_MAX = 60;
export const VOUCHER_STATUS_REASON_MAX = 500;

/** The lifecycle's texts, shared by the API and the screen. */
export const VoucherLifecycleMessages = {
  /** 409: the move is not allowed from the voucher's status. */
  notFrom: (move: string, status: VoucherStatus) =>
    `A voucher that is ${VOUCHER_STATUS_LABELS[status]} cannot be ${move}; nothing was changed`,
  /** 409: the row the user acted on is no longer the voucher's current revision. */
  staleRevision: (version: number) =>
    `TMVoucherID: revision ${version} is no longer the voucher's current revision; reload the list and look again`,
  /** The device's refusal of a revision of a closed voucher (the push item is refused alone). */
  closedRevision: (voucherNumber: string) =>
    `voucherNumber: voucher ${voucherNumber} is Closed (billed); the office must reopen it before it takes a new revision`,
  /** 409 on a signature upload for a closed voucher. */
  closedSignature: 'itemClientId: the voucher is Closed (billed); its signature cannot change',
  /** 400: what a move must carry is blank, by move (VoucherTransition.needs). */
  missing: {
    close: 'billingReference: enter the change order number or billing reference',
    reopen: 'reason: enter why the voucher is reopened',
    customerReject: "customerRejectedReason: enter the customer's reason",
  } satisfies Partial<Record<VoucherMove, string>>,
  done: {
    approveForReview: (voucherNumber: string) => `Voucher ${voucherNumber} approved for review`,
    close: (voucherNumber: string, reference: string) =>
      `Voucher ${voucherNumber} closed: billed as ${reference}`,
    reopen: (voucherNumber: string, status: VoucherStatus) =>
      `Voucher ${voucherNumber} reopened: ${VOUCHER_STATUS_LABELS[status]}`,
  },
  /** The words of each office move in a sentence ("cannot be …"). */
  moveWords: {
    approveForReview: 'approved for review',
    close: 'closed',
    reopen: 'reopened',
    revise: 'revised',
    reviseCompanySigned: 'revised',
    customerSign: 'signed by the customer',
    customerReject: 'rejected by the customer',
  } satisfies Record<VoucherMove, string>,
  confirm: {
    approveForReview: (voucherNumber: string) =>
      `Approve voucher ${voucherNumber} for review? You sign for the company; the ticket then waits for the customer's signature.`,
    close: (voucherNumber: string) =>
      `Close voucher ${voucherNumber} as billed? It becomes read-only until someone reopens it.`,
    reopen: (voucherNumber: string) => `Reopen voucher ${voucherNumber}?`,
  },
} as const;
