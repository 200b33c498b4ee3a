import {
  VoucherSearchField as F,
  type VoucherMove,
  type VoucherRecord,
  voucherEmployeeName,
} from '@tac/contracts';
import { formatCalendarDate, formatDateTime } from '@tac/contracts/formats';
import { DateFilter, type YearDigits } from '@tac/ui/date-picker';
import { CellGroup, CellText, type DataTableColumn, RowIconButton } from '@tac/ui/table';
import type { ReactNode } from 'react';
import { StatusCell } from './lifecycle/StatusCell.tsx';
import { StatusFilter } from './lifecycle/StatusFilter.tsx';
import { projectLabel, taskCodeLabel } from './rules.ts';
import { SignatureFilter } from './SignatureFilter.tsx';
import { searchedColumn } from './searched-column.ts';

/**
 * What a row's icons do: save or view its T&M report, show its attachments, its revisions or its
 * History (who changed it, shared/docs/architecture.md "History"), its signature requests or send it
 * for signature (shared/docs/remotes/vouchers.md "Signing").
 */
export type VoucherAction =
  | 'download'
  | 'view'
  | 'attachments'
  | 'revisions'
  | 'history'
  | 'signatures'
  | 'sendForSignature';

export interface ColumnContext {
  act: (action: VoucherAction, row: VoucherRecord) => void;
  /** The Revisions column: on the main list, not in the revision history (spec 002 §2). */
  withRevisions: boolean;
  /**
   * The Voucher Status column and its moves (beyond the spec): on the main list, whose rows are
   * each voucher's current revision; a revision history's older rows have no status of their own.
   */
  lifecycle?: { claims: readonly string[]; onMove: (move: VoucherMove, row: VoucherRecord) => void };
}

const text = searchedColumn<VoucherRecord>;

function dateColumn(
  header: string,
  fieldName: string,
  cell: (row: VoucherRecord) => ReactNode,
  yearDigits?: YearDigits,
): DataTableColumn<VoucherRecord> {
  const label = `Filter ${header}`;
  return {
    id: fieldName,
    header,
    width: '10rem',
    cell,
    search: {
      fieldName,
      ariaLabel: label,
      render: (value, onChange) => (
        <DateFilter label={label} value={value} onChange={onChange} yearDigits={yearDigits} />
      ),
    },
  };
}

const voucher = (row: VoucherRecord) => `voucher ${row.tmVoucherNumber}`;

/**
 * The 13 columns of spec 002 §2, in its order (12 in the revision history), and on the main list the
 * Voucher Status beside Signature (the lifecycle, beyond the spec; the spec's Status is the submitted mode).
 */
export function voucherColumns({
  act,
  withRevisions,
  lifecycle,
}: ColumnContext): DataTableColumn<VoucherRecord>[] {
  const columns: DataTableColumn<VoucherRecord>[] = [
    text('Voucher#', F.VoucherNumber, (row) => row.tmVoucherNumber, '7rem'),
    {
      id: F.Signature,
      header: 'Signature',
      width: '7rem',
      search: {
        fieldName: F.Signature,
        ariaLabel: 'Filter Signature',
        render: (value, onChange) => <SignatureFilter value={value} onChange={onChange} />,
      },
      // Read-only: a voucher is signed on the device, never here. Controlled with no change handler,
      // React puts a clicked box back; not disabled, which would grey out the one thing the cell
      // says; out of the tab order, as it does nothing.
      cell: (row) => (
        <input
          type="checkbox"
          checked={row.hasSignature}
          readOnly
          aria-readonly
          tabIndex={-1}
          aria-label={`Signed, ${voucher(row)}`}
        />
      ),
    },
    ...(lifecycle
      ? [
          {
            id: F.VoucherStatus,
            header: 'Voucher Status',
            width: '17rem',
            search: {
              fieldName: F.VoucherStatus,
              ariaLabel: 'Filter Voucher Status',
              render: (value: string, onChange: (value: string) => void) => (
                <StatusFilter value={value} onChange={onChange} />
              ),
            },
            cell: (row: VoucherRecord) => (
              <StatusCell
                row={row}
                claims={lifecycle.claims}
                onMove={lifecycle.onMove}
                onSend={() => act('sendForSignature', row)}
              />
            ),
          } satisfies DataTableColumn<VoucherRecord>,
        ]
      : []),
    {
      id: 'report',
      header: 'T&M Report',
      width: '6.5rem',
      cell: (row) => (
        <CellGroup>
          <RowIconButton
            label={`Download T&M report, ${voucher(row)}`}
            glyph="download"
            onClick={() => act('download', row)}
          />
          <RowIconButton
            label={`View T&M report, ${voucher(row)}`}
            glyph="eye"
            onClick={() => act('view', row)}
          />
        </CellGroup>
      ),
    },
    {
      id: 'attachments',
      header: 'Attachments',
      width: '7rem',
      // Spec 002 §2: the cell is highlighted when the voucher has attachments; the label says so too.
      highlight: (row) => row.isAttachmentAdded,
      cell: (row) => (
        <RowIconButton
          label={`Attachments, ${voucher(row)}${row.isAttachmentAdded ? ' (attached)' : ' (none)'}`}
          glyph="paperclip"
          onClick={() => act('attachments', row)}
        />
      ),
    },
  ];
  if (withRevisions) {
    columns.push({
      id: 'revisions',
      header: 'Revisions',
      width: '6rem',
      cell: (row) => (
        <CellGroup>
          <RowIconButton
            label={`Revision history, ${voucher(row)}`}
            glyph="history"
            onClick={() => act('revisions', row)}
          />
          <RowIconButton
            label={`History, ${voucher(row)}`}
            glyph="audit-log"
            onClick={() => act('history', row)}
          />
          <RowIconButton
            label={`Signature requests, ${voucher(row)}`}
            glyph="send"
            onClick={() => act('signatures', row)}
          />
        </CellGroup>
      ),
    });
  }
  columns.push(
    text('Employee Full Name', F.Employee, (row) => voucherEmployeeName(row.deviceName), '11rem'),
    text('Device Name', F.DeviceName, (row) => row.deviceName, '15rem'),
    // Spec 002 §2: its picker shows MM/DD/YY, as its rows do.
    dateColumn('TimeCard Date', F.TimeCardDate, (row) => formatCalendarDate(row.createdDate), 2),
    text('Project Number - Name', F.Project, projectLabel, '19rem'),
    text('Task Codes', F.TaskCode, taskCodeLabel, '13rem'),
    dateColumn('Synced Date Time', F.SyncedDate, (row) => (
      <CellText>{formatDateTime(row.syncedDateTime)}</CellText>
    )),
    text('Version', F.Version, (row) => row.tmVersion, '7rem'),
    text('Status', F.Status, (row) => row.submittedMode, '7.5rem'),
  );
  return columns;
}
