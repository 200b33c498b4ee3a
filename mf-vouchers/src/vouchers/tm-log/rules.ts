import {
  TmLogSearchField as F,
  NO_CRAFT,
  type SearchTextEntry,
  type TmLogQuery,
  type TmLogRow,
  type TmLogSort,
  type VoucherRecord,
  type VoucherStatus,
} from '@tac/contracts';

/**
 * The T&M log's rules without UI (shared/docs/remotes/vouchers.md "T&M log"): its query from the
 * toolbar, the statuses chosen in the summary as the list's voucherStatus entry, and the totals as
 * the cells show them.
 */

export interface TmLogFilters {
  /** 'YYYY-MM-DD' or '' for no bound. */
  fromDate: string;
  toDate: string;
  sort: TmLogSort;
  descending: boolean;
}

export const DEFAULT_TM_LOG_FILTERS: TmLogFilters = {
  fromDate: '',
  toDate: '',
  sort: 'date',
  descending: true,
};

/** A To before From: the server would refuse it (400 naming toDate), so the screen asks nothing. */
export const rangeInvalid = (f: Pick<TmLogFilters, 'fromDate' | 'toDate'>): boolean =>
  f.fromDate !== '' && f.toDate !== '' && f.toDate < f.fromDate;

/** The query the list, the summary and the CSV send: an empty date is left out (no bound). */
export function tmLogQuery(f: TmLogFilters): TmLogQuery {
  return {
    ...(f.fromDate ? { fromDate: f.fromDate } : {}),
    ...(f.toDate ? { toDate: f.toDate } : {}),
    sort: f.sort,
    descending: f.descending,
  };
}

/** The column searches with the statuses chosen in the summary (none: every status). */
export function withStatuses(
  search: readonly SearchTextEntry[],
  statuses: readonly string[],
): SearchTextEntry[] {
  const others = search.filter((e) => e.FieldName !== F.VoucherStatus);
  return statuses.length === 0
    ? others
    : [...others, { FieldName: F.VoucherStatus, Value: statuses.join(' ') }];
}

/** A summary count clicked: its status in or out of the filter, kept in lifecycle order. */
export function toggleStatus(
  chosen: readonly VoucherStatus[],
  status: VoucherStatus,
  order: readonly VoucherStatus[],
): VoucherStatus[] {
  const next = chosen.includes(status) ? chosen.filter((s) => s !== status) : [...chosen, status];
  return order.filter((s) => next.includes(s));
}

/** Hours and quantities: up to two decimals, no trailing zeros (as the CSV writes them). */
export const amount = (value: number): string => String(Math.round(value * 100) / 100);

/** 'REG 8 · OT 2'; '' for none. */
export const labourBreakdown = (row: Pick<TmLogRow, 'labourByPayCode'>): string =>
  row.labourByPayCode.map((l) => `${l.payCode} ${amount(l.hours)}`).join(' · ');

/** 'LAB REG 8 · No craft OT 2' (the employee's craft from the payroll mappings); '' for none. */
export const craftBreakdown = (row: Pick<TmLogRow, 'labourByCraft'>): string =>
  row.labourByCraft.map((l) => `${l.craft || NO_CRAFT} ${l.payCode} ${amount(l.hours)}`).join(' · ');

/** '15 ea · 2.5 m'; a line with no unit is its quantity alone. */
export const materialsBreakdown = (row: Pick<TmLogRow, 'materialsByUnit'>): string =>
  row.materialsByUnit.map((m) => [amount(m.quantity), m.unit].filter(Boolean).join(' ')).join(' · ');

/**
 * The log's row as the voucher screen's TM Reports dialog reads it: the current revision (its id
 * and device) and the PDF's name from its number and version. The fields that dialog never reads
 * are left neutral.
 */
export function asVoucherRecord(row: TmLogRow): VoucherRecord {
  return {
    id: row.id,
    voucherId: row.voucherId,
    deviceId: row.deviceId,
    projectId: row.projectId,
    taskCodeID: row.taskCodeID,
    tmVoucherNumber: row.tmVoucherNumber,
    tmVersion: row.tmVersion,
    hasSignature: row.customerSigner !== '',
    isAttachmentAdded: false,
    deviceName: row.deviceName,
    createdDate: row.createdDate,
    projectNumber: row.projectNumber,
    projectName: row.projectName,
    taskNumber: row.taskNumber,
    taskName: row.taskName,
    syncedDateTime: row.statusSince,
    submittedMode: '',
    attachmentName: '',
    voucherStatus: row.voucherStatus,
    statusReason: row.statusReason,
    billingReference: row.billingReference,
    signatureRequestOpen: false,
  };
}
