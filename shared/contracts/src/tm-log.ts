/**
 * The T&M log (shared/docs/remotes/vouchers.md "T&M log", beyond spec 002): the office bills from it.
 * Per project, each voucher's current revision with its lifecycle status, who signed it for the
 * company and for the customer, since when it is in its status, its billing reference and its totals
 * (labour hours, by pay code; material quantities by unit; equipment hours), and a summary of what
 * waits on whom. The filters are the voucher list's SearchText (status, project, searches) and a
 * range of work days.
 */

import type { Static } from 'typebox';
import type {
  TmLogQuerySchema,
  TmLogRowSchema,
  TmLogSummaryRequestSchema,
  TmLogSummarySchema,
} from './schemas/tm-log.ts';
import { VoucherStatus } from './voucher-lifecycle.ts';
import { VoucherSearchField } from './vouchers.ts';

export type TmLogRow = Static<typeof TmLogRowSchema>;
export type TmLogQuery = Static<typeof TmLogQuerySchema>;
export type TmLogSummaryRequest = Static<typeof TmLogSummaryRequestSchema>;
export type TmLogSummary = Static<typeof TmLogSummarySchema>;

/**
 * SearchText FieldNames the T&M log takes: the voucher list's (voucherStatus, projectId, project,
 * voucherNumber, taskCode, …) and these of its own, each "contains", ignoring case.
 */
export const TmLogSearchField = {
  ...VoucherSearchField,
  BillingReference: 'billingReference',
  CompanySigner: 'companySigner',
  CustomerSigner: 'customerSigner',
} as const;

/** The orders the log can be read in (`sort`); each breaks ties by voucher id, newest first. */
/** What the log and its CSV call the craft of an employee the payroll mappings give none. */
export const NO_CRAFT = 'No craft';

export const TM_LOG_SORTS = {
  date: 'Date',
  voucherNumber: 'Voucher#',
  project: 'Project',
  statusSince: 'In status since',
  labourHours: 'Labour hours',
} as const;
export type TmLogSort = keyof typeof TM_LOG_SORTS;

/**
 * What each status waits on, as the summary says it, and whether the summary tells since when the
 * oldest has waited (the statuses someone must act on): the one place the words are, so the
 * screen's counts and the docs agree. In the summary's order: the company, the customer, the office.
 */
export const TM_LOG_WAITS: Readonly<Record<VoucherStatus, { waits: string; oldest: boolean }>> = {
  [VoucherStatus.InProgress]: { waits: 'Not yet signed by the company', oldest: true },
  [VoucherStatus.ReadyForReview]: { waits: 'Waiting for the customer', oldest: true },
  [VoucherStatus.Rejected]: { waits: 'Rejected by the customer', oldest: true },
  [VoucherStatus.FieldVerified]: { waits: 'Field Verified, not yet billed', oldest: true },
  [VoucherStatus.Closed]: { waits: 'Closed (billed)', oldest: false },
};

/** The summary's statuses in its order. */
export const TM_LOG_SUMMARY_ORDER = Object.keys(TM_LOG_WAITS) as VoucherStatus[];

/** The T&M log's texts, shared by the API and the screen. */
export const TmLogMessages = {
  /** 400: the range ends before it starts. */
  toBeforeFrom: 'toDate: the range ends before it starts; pick a To date on or after From',
  /** The same on screen, under To. */
  toBeforeFromOnScreen: 'To must be on or after From',
  empty: 'No T&M vouchers match these filters',
  /** The summary's oldest ticket in a status. */
  oldestSince: (date: string) => `oldest ${date}`,
} as const;
