import { Type } from 'typebox';
import { CURRENT_VIEW_SEARCH_MAX } from '../current-view.ts';
import { TM_LOG_SORTS, type TmLogSort } from '../tm-log.ts';
import { VOUCHER_STATUSES } from '../voucher-lifecycle.ts';
import { SearchTextEntrySchema } from './common.ts';
import { CalendarDateSchema } from './dates.ts';

/**
 * The T&M log (shared/docs/remotes/vouchers.md "T&M log"): each voucher's current revision with its
 * status, signers and totals. The list, its summary and its CSV take the same query; the list and
 * the summary the voucher list's SearchText in the body.
 */

/** The range of work days (both optional: left out, no bound) and the order. */
export const TmLogQuerySchema = Type.Object({
  fromDate: Type.Optional(CalendarDateSchema('First work day (the voucher date), inclusive')),
  toDate: Type.Optional(CalendarDateSchema('Last work day, inclusive; not before fromDate')),
  sort: Type.Optional(
    Type.Unsafe<TmLogSort>(
      Type.String({ enum: Object.keys(TM_LOG_SORTS), description: 'The order (date, unless told)' }),
    ),
  ),
  descending: Type.Optional(
    Type.Boolean({ description: 'Newest, largest or last first (true unless told)' }),
  ),
});

/** The summary's body: the list's SearchText (its voucherStatus entry is not applied: each status is counted). */
export const TmLogSummaryRequestSchema = Type.Object({
  SearchText: Type.Optional(Type.Array(SearchTextEntrySchema, { maxItems: 20 })),
});

const Hours = Type.Number({ minimum: 0 });

/** One voucher of the log: its current revision. The database writes this JSON itself. */
export const TmLogRowSchema = Type.Object(
  {
    /** The current revision's id (TMVoucherID of the PDF and attachments calls). */
    id: Type.Integer(),
    voucherId: Type.Integer(),
    deviceId: Type.Integer(),
    projectId: Type.Integer(),
    taskCodeID: Type.Integer(),
    tmVoucherNumber: Type.String(),
    tmVersion: Type.Integer({ minimum: 1 }),
    deviceName: Type.String(),
    createdDate: Type.String({ description: 'YYYY-MM-DD: the work day the voucher is for' }),
    projectNumber: Type.String(),
    projectName: Type.String(),
    taskNumber: Type.String(),
    taskName: Type.String(),
    voucherStatus: Type.String({ description: VOUCHER_STATUSES.join(', ') }),
    /** ISO 8601 instant in UTC: when the voucher entered its status. */
    statusSince: Type.String(),
    statusReason: Type.String(),
    billingReference: Type.String(),
    /**
     * Who signed the current revision for the company: the foreman named on the device, else the
     * office user who approved it for review; '' when nobody has.
     */
    companySigner: Type.String(),
    /** The customer's signee on the current revision; '' while unsigned. */
    customerSigner: Type.String(),
    labourHours: Hours,
    labourByPayCode: Type.Array(Type.Object({ payCode: Type.String(), hours: Hours })),
    /** The same by the employee's craft (the payroll mapping's; '' when none) and pay code. */
    labourByCraft: Type.Array(Type.Object({ craft: Type.String(), payCode: Type.String(), hours: Hours })),
    /** Material quantities summed by unit ('' when the line named none). */
    materialsByUnit: Type.Array(Type.Object({ unit: Type.String(), quantity: Type.Number({ minimum: 0 }) })),
    equipmentHours: Hours,
  },
  { additionalProperties: false },
);

/** One status of the summary: how many vouchers are in it, and since when the oldest waits. */
export const TmLogStatusCountSchema = Type.Object({
  status: Type.String({ description: VOUCHER_STATUSES.join(', ') }),
  count: Type.Integer({ minimum: 0 }),
  /** ISO 8601 instant in UTC: the earliest status change among them; null when none. */
  oldestSince: Type.Union([Type.String(), Type.Null()]),
});

/** What waits on whom: every status, in lifecycle order, for the list's filters but its status. */
export const TmLogSummarySchema = Type.Object({
  statuses: Type.Array(TmLogStatusCountSchema),
});

/** The CSV: the list's query, and its SearchText as JSON (`search`). */
export const TmLogCsvQuerySchema = Type.Object({
  ...TmLogQuerySchema.properties,
  search: Type.Optional(
    Type.String({
      maxLength: CURRENT_VIEW_SEARCH_MAX,
      description: 'The list\'s SearchText as JSON: [{"FieldName":"…","Value":"…"}] (left out: no search)',
    }),
  ),
});
