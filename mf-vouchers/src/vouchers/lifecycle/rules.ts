import {
  VoucherMove as Move,
  officeMovesFrom,
  VOUCHER_STATUS_LABELS,
  VOUCHER_STATUSES,
  type VoucherMove,
  type VoucherRecord,
  type VoucherStatus,
  voucherTransition,
} from '@tac/contracts';

/** The chosen statuses as the search sends them: their codes in lifecycle order, joined by a space. */
export function statusFilterValue(chosen: readonly string[]): string {
  return VOUCHER_STATUSES.filter((status) => chosen.includes(status)).join(' ');
}

/** The filter's value read back into the chosen statuses. */
export function statusSelection(value: string): VoucherStatus[] {
  const words = value.split(' ');
  return VOUCHER_STATUSES.filter((status) => words.includes(status));
}

const isStatus = (value: string): value is VoucherStatus =>
  (VOUCHER_STATUSES as readonly string[]).includes(value);

/** The row's status as the screen words it ('' for a code this build does not know). */
export const statusLabel = (row: VoucherRecord): string =>
  isStatus(row.voucherStatus) ? VOUCHER_STATUS_LABELS[row.voucherStatus] : row.voucherStatus;

/**
 * What goes with the status: that it is out for the customer's signature, a closed voucher's billing
 * reference, a rejection's or reopen's reason.
 */
export const statusDetail = (row: VoucherRecord): string =>
  row.signatureRequestOpen
    ? OUT_FOR_SIGNATURE
    : row.billingReference
      ? `Billed: ${row.billingReference}`
      : row.statusReason;

/** The status detail of a voucher with an open signature request. */
export const OUT_FOR_SIGNATURE = "Out for the customer's signature";

/** The office moves the signed-in user may make on the row (VOUCHER_MOVES and their claims). */
export function rowMoves(row: VoucherRecord, claims: readonly string[]): VoucherMove[] {
  // Frozen while out for the customer's signature: the API refuses every move until then.
  if (row.signatureRequestOpen) return [];
  return isStatus(row.voucherStatus) ? officeMovesFrom(row.voucherStatus, claims) : [];
}

/** Where reopening the row's voucher takes it (VOUCHER_MOVES), as the screen words it; '' if nowhere. */
export function reopensTo(row: VoucherRecord): string {
  const to = isStatus(row.voucherStatus) ? voucherTransition(Move.Reopen, row.voucherStatus)?.to : undefined;
  return to ? VOUCHER_STATUS_LABELS[to] : '';
}
