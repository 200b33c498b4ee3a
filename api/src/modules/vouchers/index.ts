/**
 * What the vouchers module offers the other API modules (shared/docs/architecture.md "API conventions": API modules):
 * a revision as its PDF shows it, and that PDF, which the T&M Voucher report attaches; and how a
 * revision a field device pushed, its photos and its signature are stored (modules/field); and which
 * vouchers the list shows, for its current view as CSV (modules/current-view); each device's vouchers
 * with their status, for its pull, and the customer's move for the signing page (modules/field); the
 * T&M log's current view, for its CSV (modules/current-view).
 */

export { customerMove, deviceVoucherStates, voucherStatusSql } from './lifecycle.ts';
export { voucherListWhere, vouchersWithNames } from './queries.ts';
export { voucherDays } from './query-dates.ts';
export { type RevisionSource, revisionSource } from './revision-source.ts';
export { attachRevisionImage, storeDeviceRevision } from './store.ts';
export { tmLogCsvQuery, tmLogDays } from './tm-log.ts';
export { voucherPdf } from './voucher-pdf.ts';
