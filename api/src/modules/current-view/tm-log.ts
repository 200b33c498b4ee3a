import { NO_CRAFT, VOUCHER_STATUS_LABELS, type VoucherStatus } from '@tac/contracts';
import { sql } from 'kysely';
import type { CsvColumn, KeysetKey } from '../../http/csv-stream.ts';
import type { tmLogCsvQuery } from '../vouchers/index.ts';

type Row = Awaited<ReturnType<ReturnType<typeof tmLogCsvQuery>['execute']>>[number];

const joined = (separator: string, ...parts: string[]) => parts.filter(Boolean).join(separator);
/** Hours and quantities as the screen shows them: up to two decimals, no trailing zeros. */
const amount = (value: number) => String(Math.round(value * 100) / 100);

/** Oldest work day first, then by voucher id: a unique ascending order for the keyset pages. */
export const TM_LOG_CSV_KEYS: readonly KeysetKey<Row>[] = [
  { sql: sql`v.created_date`, of: (r) => r.createdDate },
  { sql: sql`v.id`, of: (r) => r.id },
];

/**
 * The T&M log's columns (shared/docs/remotes/vouchers.md "T&M log"): the ticket, its status and
 * signers, then its totals; the breakdowns as one cell each ('REG 8; OT 2', '12 ea; 3 m').
 */
export const TM_LOG_CSV_COLUMNS: readonly CsvColumn<Row>[] = [
  { header: 'Date', value: (r) => r.createdDate },
  { header: 'Voucher#', value: (r) => r.voucherNumber },
  { header: 'Version', value: (r) => r.version },
  { header: 'Project Number - Name', value: (r) => joined(' - ', r.projectNumber, r.projectName) },
  { header: 'Task Codes', value: (r) => joined('-', r.taskNumber, r.taskName) },
  { header: 'Device Name', value: (r) => r.deviceName },
  { header: 'Voucher Status', value: (r) => VOUCHER_STATUS_LABELS[r.status as VoucherStatus] ?? r.status },
  { header: 'In Status Since', value: (r) => r.statusSince },
  { header: 'Signed for the Company', value: (r) => r.companySigner },
  { header: 'Signed by the Customer', value: (r) => r.customerSigner },
  { header: 'Billing Reference', value: (r) => r.billingReference },
  { header: 'Status Reason', value: (r) => r.statusReason },
  { header: 'Labour Hours', value: (r) => amount(Number(r.labourHours)) },
  {
    header: 'Labour by Pay Code',
    value: (r) => r.labourByPayCode.map((l) => `${l.payCode} ${amount(l.hours)}`).join('; '),
  },
  {
    header: 'Labour by Craft',
    value: (r) =>
      r.labourByCraft.map((l) => `${l.craft || NO_CRAFT} ${l.payCode} ${amount(l.hours)}`).join('; '),
  },
  {
    header: 'Materials by Unit',
    value: (r) => r.materialsByUnit.map((m) => joined(' ', amount(m.quantity), m.unit)).join('; '),
  },
  { header: 'Equipment Hours', value: (r) => amount(Number(r.equipmentHours)) },
];
