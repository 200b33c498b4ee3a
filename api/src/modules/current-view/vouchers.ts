import { VOUCHER_STATUS_LABELS, type VoucherStatus, voucherEmployeeName } from '@tac/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isoUtc } from '../../db/iso-utc.ts';
import type { CsvColumn, KeysetKey } from '../../http/csv-stream.ts';
import { voucherListWhere, voucherStatusSql, vouchersWithNames } from '../vouchers/index.ts';

type VoucherFilter = Parameters<typeof voucherListWhere>[0];

/**
 * The T&M voucher list's current view: each voucher's latest revision that the list's filter shows
 * (its own WHERE: range, divisions, searches), read by voucher id.
 */
export function voucherCsvQuery(db: Db, filter: VoucherFilter) {
  return vouchersWithNames(db)
    .select([
      'v.id',
      'v.voucher_number as voucherNumber',
      'v.has_signature as hasSignature',
      'v.has_attachment as hasAttachment',
      'd.name as deviceName',
      sql<string>`to_char(v.created_date, 'YYYY-MM-DD')`.as('createdDate'),
      'pr.project_number as projectNumber',
      'pr.name as projectName',
      'k.task_number as taskNumber',
      'k.name as taskName',
      isoUtc(sql`v.synced_at`).as('syncedAt'),
      'v.version',
      'v.submitted_mode as submittedMode',
      voucherStatusSql('v').as('status'),
      'v.billing_reference as billingReference',
      'v.status_reason as statusReason',
    ])
    .where(voucherListWhere(filter));
}

type Row = Awaited<ReturnType<ReturnType<typeof voucherCsvQuery>['execute']>>[number];

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const joined = (separator: string, ...parts: string[]) => parts.filter(Boolean).join(separator);

export const VOUCHER_CSV_KEYS: readonly KeysetKey<Row>[] = [{ sql: sql`v.id`, of: (r) => r.id }];

/**
 * The list's columns with data, in its order (the report and revision buttons have none); the
 * lifecycle's after the spec's, its status in words and what goes with it apart, for billing.
 */
export const VOUCHER_CSV_COLUMNS: readonly CsvColumn<Row>[] = [
  { header: 'Voucher#', value: (r) => r.voucherNumber },
  { header: 'Signature', value: (r) => yesNo(r.hasSignature) },
  { header: 'Attachments', value: (r) => yesNo(r.hasAttachment) },
  { header: 'Employee Full Name', value: (r) => voucherEmployeeName(r.deviceName) },
  { header: 'Device Name', value: (r) => r.deviceName },
  { header: 'TimeCard Date', value: (r) => r.createdDate },
  { header: 'Project Number - Name', value: (r) => joined(' - ', r.projectNumber, r.projectName) },
  { header: 'Task Codes', value: (r) => joined('-', r.taskNumber, r.taskName) },
  { header: 'Synced Date Time', value: (r) => r.syncedAt },
  { header: 'Version', value: (r) => r.version },
  { header: 'Status', value: (r) => r.submittedMode },
  { header: 'Voucher Status', value: (r) => VOUCHER_STATUS_LABELS[r.status as VoucherStatus] ?? r.status },
  { header: 'Billing Reference', value: (r) => r.billingReference },
  { header: 'Status Reason', value: (r) => r.statusReason },
];
