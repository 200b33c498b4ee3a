import {
  TmLogSearchField as F,
  type TmLogRow,
  VOUCHER_STATUS_LABELS,
  type VoucherStatus,
} from '@tac/contracts';
import { formatCalendarDate, formatDateTime } from '@tac/contracts/formats';
import { CellText, type DataTableColumn } from '@tac/ui/table';
import type { ReactNode } from 'react';
import { projectLabel, taskCodeLabel } from '../rules.ts';
import { searchedColumn } from '../searched-column.ts';
import { amount, craftBreakdown, labourBreakdown, materialsBreakdown } from './rules.ts';

const searched = searchedColumn<TmLogRow>;

const plain = (id: string, header: string, cell: (row: TmLogRow) => ReactNode, width: string) =>
  ({ id, header, cell, width }) satisfies DataTableColumn<TmLogRow>;

/** A closed voucher's reference or another's reason beside its status, as the voucher list shows it. */
function statusText(row: TmLogRow): string {
  const label = VOUCHER_STATUS_LABELS[row.voucherStatus as VoucherStatus] ?? row.voucherStatus;
  const detail = row.billingReference ? `Billed: ${row.billingReference}` : row.statusReason;
  return detail ? `${label} — ${detail}` : label;
}

/**
 * The log's columns: the ticket and its status since when, its totals (in view at 1366 px, as the
 * office bills from them), then who signed it, its billing reference and task code. The status is
 * chosen in the summary above the table, so it has no search of its own here.
 */
export const TM_LOG_COLUMNS: readonly DataTableColumn<TmLogRow>[] = [
  plain('createdDate', 'Date', (row) => formatCalendarDate(row.createdDate), '6.5rem'),
  searched('Voucher#', F.VoucherNumber, (row) => row.tmVoucherNumber, '7rem'),
  searched('Project Number - Name', F.Project, projectLabel, '13rem'),
  plain('voucherStatus', 'Voucher Status', (row) => <CellText>{statusText(row)}</CellText>, '11rem'),
  plain(
    'statusSince',
    'Status Since',
    (row) => <CellText>{formatDateTime(row.statusSince)}</CellText>,
    '10rem',
  ),
  plain('labourHours', 'Labour h', (row) => amount(row.labourHours), '5.5rem'),
  plain('labourByPayCode', 'By Pay Code', (row) => <CellText>{labourBreakdown(row)}</CellText>, '9rem'),
  plain('labourByCraft', 'By Craft', (row) => <CellText>{craftBreakdown(row)}</CellText>, '9rem'),
  plain('materialsByUnit', 'Materials', (row) => <CellText>{materialsBreakdown(row)}</CellText>, '9rem'),
  plain('equipmentHours', 'Equipment h', (row) => amount(row.equipmentHours), '6.5rem'),
  searched('Signed for Company', F.CompanySigner, (row) => row.companySigner, '10rem'),
  searched('Signed by Customer', F.CustomerSigner, (row) => row.customerSigner, '10rem'),
  searched('Billing Reference', F.BillingReference, (row) => row.billingReference, '9rem'),
  searched('Task Codes', F.TaskCode, taskCodeLabel, '10rem'),
];
