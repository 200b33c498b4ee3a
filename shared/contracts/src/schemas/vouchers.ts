import { Type } from 'typebox';
import {
  VOUCHER_BILLING_REFERENCE_MAX,
  VOUCHER_STATUS_REASON_MAX,
  VOUCHER_STATUSES,
} from '../voucher-lifecycle.ts';
import { VOUCHER_QUERY_DATE_FORMAT } from '../vouchers.ts';
import { AttachmentSchema, IdSchema, SearchTextEntrySchema } from './common.ts';
import { judgedBy } from './dates.ts';

/**
 * T&M vouchers (spec 002 §3, §7). A voucher is named by its device, project, task code and number;
 * each submission from the device is a revision (version 1, 2, …) with its own data. The list shows
 * each voucher's latest revision, the revision list all of one voucher's; `id` (TMVoucherID on the
 * attachments, PDF and variance calls) is always a revision's id, so every revision has its own PDF.
 */

/** An attached image, and a revision's PDF in the same shape. */
export const VoucherAttachmentSchema = AttachmentSchema;

/**
 * A voucher row (spec 002 §3 "T&M voucher row"). The database writes this JSON itself, so no
 * serializer drops an unknown field: additionalProperties false lets a test catch one.
 */
export const VoucherRecordSchema = Type.Object(
  {
    /** The revision's id: TMVoucherID of the attachments, PDF and variance calls. */
    id: Type.Integer(),
    /** The voucher's own id, the same for all its revisions: what its History is asked by. */
    voucherId: Type.Integer(),
    deviceId: Type.Integer(),
    projectId: Type.Integer(),
    taskCodeID: Type.Integer(),
    tmVoucherNumber: Type.String(),
    tmVersion: Type.Integer({ minimum: 1 }),
    hasSignature: Type.Boolean(),
    isAttachmentAdded: Type.Boolean(),
    deviceName: Type.String(),
    createdDate: Type.String({ description: 'YYYY-MM-DD: the work day the voucher is for (TimeCard Date)' }),
    projectNumber: Type.String(),
    projectName: Type.String(),
    taskNumber: Type.String(),
    taskName: Type.String(),
    syncedDateTime: Type.String({ description: 'ISO 8601 instant in UTC' }),
    /** VoucherSubmittedMode: 'Online' or 'Offline' (shown as Status) */
    submittedMode: Type.String(),
    /** The file name of this revision's PDF, e.g. 'TMVoucher_1001_Rev2.pdf'. */
    attachmentName: Type.String(),
    /** The voucher's lifecycle status (VoucherStatus; beyond the spec), the same on each of its revisions. */
    voucherStatus: Type.String({ description: VOUCHER_STATUSES.join(', ') }),
    /** The customer's rejection reason or the office's reopen reason; '' otherwise. */
    statusReason: Type.String(),
    /** A closed voucher's change order or billing reference; '' otherwise. */
    billingReference: Type.String(),
    /** Out for the customer's signature (an open request): frozen until it is answered or revoked. */
    signatureRequestOpen: Type.Boolean(),
  },
  { additionalProperties: false },
);

/**
 * The voucher list's query (spec 002 §7): each a day as dd-MM-yyyy followed by a time of day. The
 * server reads the days, From ≤ To, and takes vouchers created from the From day up to the day after
 * To (the end extended by one day, so the To day is wholly in).
 */
export const VoucherDateRangeQuerySchema = Type.Object({
  fromDate: Type.String({
    maxLength: 40,
    description: `From, as ${VOUCHER_QUERY_DATE_FORMAT}`,
    ...judgedBy('list'),
  }),
  toDate: Type.String({
    maxLength: 40,
    description: `To, as ${VOUCHER_QUERY_DATE_FORMAT}`,
    ...judgedBy('list'),
  }),
});

/**
 * The revision list's body (spec 002 §7): SearchText with deviceId, projectId, taskCodeID and
 * TMVoucherNumber (the voucher), plus any of the list's own search fields. Not paged.
 */
export const VoucherRevisionRequestSchema = Type.Object({
  SearchText: Type.Array(SearchTextEntrySchema, { minItems: 4, maxItems: 20 }),
});

/** The query that names one revision: its attachments, PDF and labour variance. */
export const VoucherRevisionQuerySchema = Type.Object({ TMVoucherID: IdSchema(), deviceId: IdSchema() });

/** One employee's hours: on the voucher (all pay codes) and on their timecards of the same work. */
export const VoucherLabourVarianceRowSchema = Type.Object({
  employeeNumber: Type.String(),
  employeeName: Type.String(),
  voucherHours: Type.Number(),
  timecardHours: Type.Number(),
  /** voucherHours − timecardHours, rounded to 2 decimals; 0 when they agree. */
  difference: Type.Number(),
});

/**
 * The TM Reports modal's reconciliation (beyond the spec): per employee, the revision's
 * labour hours against the timecard hours for the same device, project, task code and day.
 * Employees on either side appear; rows sorted by employee name.
 */
export const VoucherLabourVarianceSchema = Type.Object({
  /** 'YYYY-MM-DD': the voucher's created date, the day compared. */
  day: Type.String(),
  rows: Type.Array(VoucherLabourVarianceRowSchema),
  totals: Type.Object({
    voucherHours: Type.Number(),
    timecardHours: Type.Number(),
    difference: Type.Number(),
  }),
  /** Whether any row's difference is not 0. */
  hasDifference: Type.Boolean(),
});

/**
 * An office move on a voucher (shared/docs/remotes/vouchers.md "Lifecycle"): the revision the user
 * acted on (the row's id), which must still be the voucher's current one.
 */
export const VoucherMoveRequestSchema = Type.Object({ TMVoucherID: IdSchema() });

/** Close as billed: the change order number or other billing reference (required, visible text). */
export const VoucherCloseRequestSchema = Type.Object({
  TMVoucherID: IdSchema(),
  billingReference: Type.String({ maxLength: VOUCHER_BILLING_REFERENCE_MAX }),
});

/** The change order bundle's query: the billing reference its vouchers were closed under. */
export const ChangeOrderBundleQuerySchema = Type.Object({
  billingReference: Type.String({ maxLength: VOUCHER_BILLING_REFERENCE_MAX }),
});

/** Reopen, with the reason (required, visible text). */
export const VoucherReopenRequestSchema = Type.Object({
  TMVoucherID: IdSchema(),
  reason: Type.String({ maxLength: VOUCHER_STATUS_REASON_MAX }),
});

/** A voucher's status after a move. */
export const VoucherStatusStateSchema = Type.Object({
  voucherId: Type.Integer(),
  voucherStatus: Type.String({ description: VOUCHER_STATUSES.join(', ') }),
  statusReason: Type.String(),
  billingReference: Type.String(),
});
