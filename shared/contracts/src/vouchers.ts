/**
 * T&M vouchers, their attachments, PDFs and revisions (spec 002 §2, §3, §7, §9). Field names are
 * the spec's, mixed case included (`taskCodeID`, `TMVoucherID`). The voucher's created date (shown
 * as TimeCard Date) is a calendar date 'YYYY-MM-DD' with no time zone; synced is an ISO 8601 instant
 * in UTC, shown in the browser's local time.
 */

import type { Static } from 'typebox';
import type { Attachment } from './envelope.ts';
import { INT32_MAX } from './paging.ts';
import type {
  VoucherCloseRequestSchema,
  VoucherLabourVarianceRowSchema,
  VoucherLabourVarianceSchema,
  VoucherMoveRequestSchema,
  VoucherRecordSchema,
  VoucherReopenRequestSchema,
  VoucherRevisionQuerySchema,
  VoucherRevisionRequestSchema,
  VoucherStatusStateSchema,
} from './schemas/vouchers.ts';
import { selfNamed } from './self-named.ts';

/** T&M vouchers (spec 002 §5, §8): server answers the screens show as they come. */
export const VoucherMessages = {
  notFound: 'T&M voucher not found',
  /** The revision list names one voucher by these four SearchText entries. */
  revisionKeyRequired: 'SearchText must hold deviceId, projectId, taskCodeID and TMVoucherNumber',
  /** The change order bundle (shared/docs/remotes/vouchers.md "T&M log"). */
  noChangeOrderTickets: (reference: string) =>
    `No closed T&M voucher you can see is billed under ${reference}`,
  changeOrderTooLarge: (reference: string, most: number) =>
    `More than ${most} T&M vouchers are billed under ${reference}: a bundle holds ${most} at most`,
} as const;

/** A voucher list or revision list row; what the fields hold is written on its schema. */
export type VoucherRecord = Static<typeof VoucherRecordSchema>;

/** An office move's body: the revision acted on (TMVoucherID), with a close's reference or a reopen's reason. */
export type VoucherMoveRequest = Static<typeof VoucherMoveRequestSchema>;
export type VoucherCloseRequest = Static<typeof VoucherCloseRequestSchema>;
export type VoucherReopenRequest = Static<typeof VoucherReopenRequestSchema>;
/** A voucher's status after a move. */
export type VoucherStatusState = Static<typeof VoucherStatusStateSchema>;

/** An attached image. */
export type VoucherAttachment = Attachment;

/** One revision's T&M report, drawn by the server from its data: a PDF, base64. */
export type VoucherPdf = Attachment;

/** The revision list's body: SearchText holding the four entries that name one voucher. */
export type VoucherRevisionRequest = Static<typeof VoucherRevisionRequestSchema>;

/** The query of the attachments, PDF and variance calls: { TMVoucherID (a revision's id), deviceId }. */
export type VoucherRevisionQuery = Static<typeof VoucherRevisionQuerySchema>;

export type VoucherLabourVarianceRow = Static<typeof VoucherLabourVarianceRowSchema>;

/** Voucher labour hours per employee against the timecard hours of the same device, project, task and day. */
export type VoucherLabourVariance = Static<typeof VoucherLabourVarianceSchema>;

/**
 * SearchText FieldNames the voucher list and the revision list understand (FieldNames match
 * ignoring case, so no two differ by case alone). Text fields match "contains", ignoring case.
 */
export const VoucherSearchField = {
  /** Voucher#: contains */
  VoucherNumber: 'voucherNumber',
  /** Employee Full Name (the device name without its first and last '_' parts): contains */
  Employee: 'employeeFullName',
  DeviceName: 'deviceName',
  /** TimeCard Date. Value: 'YYYY-MM-DD' (the voucher's created date) */
  TimeCardDate: 'createdDate',
  /** Project Number - Name: contains */
  Project: 'project',
  /** Task Codes (number-name): contains */
  TaskCode: 'taskCode',
  /** Value: 'YYYY-MM-DD', the calendar day of the sync in the business time zone (as the timecard list) */
  SyncedDate: 'syncedDateTime',
  /** Value: a whole number, equal */
  Version: 'tmVersion',
  /** Status (the submitted mode): contains */
  Status: 'submittedMode',
  /** Value: the chosen VOUCHER_SIGNATURE_OPTIONS joined by a space, e.g. 'Yes No' (both: no filter) */
  Signature: 'hasSignature',
  /**
   * The signed-in user's id (spec 002 §6), sent by the list. Accepted and not used to widen or narrow
   * anything: the server scopes by the token's user and their divisions.
   */
  UserId: 'userId',
  /** Value: an id, equal. The revision list requires these four. */
  DeviceId: 'deviceId',
  ProjectId: 'projectId',
  TaskCodeId: 'taskCodeID',
  /** Value: the voucher number, equal (not contains, unlike VoucherNumber). */
  TMVoucherNumber: 'TMVoucherNumber',
  /**
   * The lifecycle status (beyond the spec; its Status is the submitted mode). Value: VoucherStatus
   * codes joined by a space, e.g. 'ReadyForReview FieldVerified'; none or all is no filter.
   */
  VoucherStatus: 'voucherStatus',
} as const;
export type VoucherSearchField = (typeof VoucherSearchField)[keyof typeof VoucherSearchField];

/** The four entries the revision list requires: they name one voucher (spec 002 §4). */
export const VOUCHER_REVISION_KEY_FIELDS = [
  VoucherSearchField.DeviceId,
  VoucherSearchField.ProjectId,
  VoucherSearchField.TaskCodeId,
  VoucherSearchField.TMVoucherNumber,
] as const;

export const VoucherSignature = selfNamed('Yes', 'No');
export type VoucherSignature = (typeof VoucherSignature)[keyof typeof VoucherSignature];
/** Spec 002 §9: the signature filter's values, sent joined by a space ('Yes No' for both). */
export const VOUCHER_SIGNATURE_OPTIONS: readonly VoucherSignature[] = Object.values(VoucherSignature);

/** How the device sent the revision, shown as Status (spec 002 §2 column 13). */
export const VoucherSubmittedMode = selfNamed('Online', 'Offline');
export type VoucherSubmittedMode = (typeof VoucherSubmittedMode)[keyof typeof VoucherSubmittedMode];

/**
 * Query dates of the voucher list (spec 002 §7): the day as dd-MM-yyyy, a space and a time of day.
 * The server reads the days only and extends the end by one day: every voucher created on the To
 * day is in, whatever time the browser sent.
 */
/**
 * A search box that compares whole numbers (Version; the user id entry): digits only, within
 * PostgreSQL's integer. The screen finds nothing for other text; the API refuses it as bad input.
 */
export const isSearchWholeNumber = (value: string): boolean =>
  /^\d{1,10}$/.test(value) && Number(value) <= INT32_MAX;

export const VOUCHER_QUERY_DATE_FORMAT = 'dd-MM-yyyy HH:mm:ss';

/** Spec 002 §9: print window, printed image and thumbnail sizes (px). */
export const VOUCHER_PRINT_WINDOW = { width: 850, height: 700 } as const;
export const VOUCHER_PRINT_IMAGE = { width: 550, height: 350 } as const;
export const VOUCHER_THUMBNAIL = { width: 50, height: 50 } as const;

/**
 * Employee Full Name (spec 002 §2 column 6): the device name without its first and last
 * underscore-separated parts ('TAC_John_Smith_07' → 'John_Smith'); '' when there are fewer than
 * three parts. The server's employee search uses the same rule.
 */
export function voucherEmployeeName(deviceName: string): string {
  const parts = deviceName.split('_');
  return parts.length < 3 ? '' : parts.slice(1, -1).join('_');
}
