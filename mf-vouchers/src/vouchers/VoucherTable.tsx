import { ReferenceMessages, type VoucherMove, type VoucherRecord } from '@tac/contracts';
import { DataTable, type DataTableState, type DownloadCsv } from '@tac/ui/table';
import { memo, useMemo } from 'react';
import { type VoucherAction, voucherColumns } from './columns.tsx';

/** Wider than the screen at 1366 px: the table scrolls sideways in its own area (as the timecards do). */
const MIN_WIDTH = '2030px';
/** The main list, with the Voucher Status column. */
const MIN_WIDTH_WITH_STATUS = '2300px';

/**
 * The voucher table of the main list and of the revision history: the columns with their searches,
 * the pager at the bottom right only while there are rows, and 'no result found' (spec 002 §2).
 */
export const VoucherTable = memo(function VoucherTable({
  label,
  list,
  withRevisions,
  maxHeight,
  onAction,
  exportCsv,
  lifecycle,
}: {
  label: string;
  list: DataTableState<VoucherRecord>;
  withRevisions: boolean;
  maxHeight: string;
  onAction: (action: VoucherAction, row: VoucherRecord) => void;
  /** The main list's current view as CSV (the revision history has none). */
  exportCsv?: DownloadCsv;
  /** The Voucher Status column: the user's claims and what a move's button does (the main list's). */
  lifecycle?: { claims: readonly string[]; onMove: (move: VoucherMove, row: VoucherRecord) => void };
}) {
  const columns = useMemo(
    () => voucherColumns({ act: onAction, withRevisions, lifecycle }),
    [onAction, withRevisions, lifecycle],
  );
  return (
    <DataTable
      label={label}
      columns={columns}
      rowKey={(row) => row.id}
      minWidth={lifecycle ? MIN_WIDTH_WITH_STATUS : MIN_WIDTH}
      fixedColumns
      maxHeight={maxHeight}
      emptyText={ReferenceMessages.noResult}
      pagerOnlyWithRows
      exportCsv={exportCsv}
      {...list}
    />
  );
});
