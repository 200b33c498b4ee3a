import {
  isSearchWholeNumber,
  type PickedRange,
  type SearchRequest,
  type SearchTextEntry,
  skipTakeToOffsetLimit,
  VOUCHER_REVISION_KEY_FIELDS,
  VOUCHER_SIGNATURE_OPTIONS,
  type VoucherRecord,
  type VoucherRevisionQuery,
  VoucherSearchField,
  type VoucherSignature,
} from '@tac/contracts';
import { dayRangeQuery } from '@tac/contracts/calendar';

/**
 * The list's fromDate and toDate (spec 002 §7, VOUCHER_QUERY_DATE_FORMAT dd-MM-yyyy HH:mm:ss): the
 * From day from its start, the To day to its end. The server reads the days alone and extends the
 * end by one day itself, so every voucher of the To day is in.
 */
export const voucherQueryDates = ({ from, to }: PickedRange): { fromDate: string; toDate: string } =>
  dayRangeQuery(from, to);

/** The signature filter's SearchText value: the chosen options in order, space-joined ('Yes No'; spec 002 §9). */
export function signatureFilterValue(chosen: readonly string[]): string {
  return VOUCHER_SIGNATURE_OPTIONS.filter((option) => chosen.includes(option)).join(' ');
}

/** The filter's value read back into the chosen options. */
export function signatureSelection(value: string): VoucherSignature[] {
  const words = value.split(' ');
  return VOUCHER_SIGNATURE_OPTIONS.filter((option) => words.includes(option));
}

/**
 * The column searches as the server takes them, or null when no voucher can match: the Version box
 * compares whole numbers, so other text there finds nothing (the server would refuse it as bad input).
 */
function checkedSearch(search: readonly SearchTextEntry[]): SearchTextEntry[] | null {
  const version = search.find((entry) => entry.FieldName === VoucherSearchField.Version);
  if (version && !isSearchWholeNumber(version.Value.trim())) return null;
  return search.map((entry) =>
    entry.FieldName === VoucherSearchField.Version ? { ...entry, Value: entry.Value.trim() } : entry,
  );
}

/**
 * The voucher list's SearchText: the column searches and the signed-in user's id (spec 002 §6; the
 * server scopes by the session, not by this entry). Null when no voucher can match.
 */
export function listSearch(
  search: readonly SearchTextEntry[],
  userId: number | null,
): SearchTextEntry[] | null {
  const checked = checkedSearch(search);
  if (!checked) return null;
  return userId === null
    ? checked
    : [...checked, { FieldName: VoucherSearchField.UserId, Value: String(userId) }];
}

/** The four entries that name one voucher: its device, project, task code and number (spec 002 §4). */
export function revisionKey(
  row: Pick<VoucherRecord, 'deviceId' | 'projectId' | 'taskCodeID' | 'tmVoucherNumber'>,
): SearchTextEntry[] {
  const values: Record<(typeof VOUCHER_REVISION_KEY_FIELDS)[number], string> = {
    deviceId: String(row.deviceId),
    projectId: String(row.projectId),
    taskCodeID: String(row.taskCodeID),
    TMVoucherNumber: row.tmVoucherNumber,
  };
  return VOUCHER_REVISION_KEY_FIELDS.map((field) => ({ FieldName: field, Value: values[field] }));
}

/** The revision list's SearchText: the voucher's four entries and the revision table's own filters. */
export function revisionSearch(
  voucher: Parameters<typeof revisionKey>[0],
  search: readonly SearchTextEntry[],
): SearchTextEntry[] | null {
  const checked = checkedSearch(search);
  return checked ? [...revisionKey(voucher), ...checked] : null;
}

/** One page of rows the server answered all at once (the revision list), by the paging rule. */
export function pageOf<Row>(
  rows: readonly Row[],
  { Skip, Take }: Pick<SearchRequest, 'Skip' | 'Take'>,
): Row[] {
  const { offset, limit } = skipTakeToOffsetLimit(Skip, Take);
  return rows.slice(offset, offset + limit);
}

/** Names one revision on the attachments, PDF and variance calls. */
export const revisionQuery = (row: Pick<VoucherRecord, 'id' | 'deviceId'>): VoucherRevisionQuery => ({
  TMVoucherID: row.id,
  deviceId: row.deviceId,
});

/** Project Number - Name (spec 002 §2 column 9). */
export const projectLabel = (row: Pick<VoucherRecord, 'projectNumber' | 'projectName'>): string =>
  [row.projectNumber, row.projectName].filter(Boolean).join(' - ');

/** Task Codes, number-name (spec 002 §2 column 10). */
export const taskCodeLabel = (row: Pick<VoucherRecord, 'taskNumber' | 'taskName'>): string =>
  [row.taskNumber, row.taskName].filter(Boolean).join('-');

/** The saved PDF's name: the server's, else one that says which voucher and revision it is. */
export const pdfFileName = (row: Pick<VoucherRecord, 'attachmentName' | 'tmVoucherNumber' | 'tmVersion'>) =>
  row.attachmentName || `TMVoucher_${row.tmVoucherNumber}_Rev${row.tmVersion}.pdf`;

/** Hours as figures: at most two decimals, no trailing zeros. */
export const formatHours = (hours: number): string => String(Math.round(hours * 100) / 100);

/** A difference with its sign, so "+1.5" and "-2" read as more or fewer hours on the voucher. */
export const formatDifference = (difference: number): string =>
  difference > 0 ? `+${formatHours(difference)}` : formatHours(difference);
