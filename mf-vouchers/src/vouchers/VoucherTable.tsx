import { ReferenceMessages, type VoucherRecord } from '@tac/contracts';
import { DataTable, type DataTableState, type DownloadCsv } from '@tac/ui/table';
import { memo, useMemo } from 'react';
import { type VoucherAction, voucherColumns } from './columns.tsx';

/** Wider than the screen at 1366 px: the table scrolls sideways in its own area (as the timecards do). */
const MIN_WIDTH = '2030px';

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
}: {
  label: string;
  list: DataTableState<VoucherRecord>;
  withRevisions: boolean;
  maxHeight: string;
  onAction: (action: VoucherAction, row: VoucherRecord) => void;
  /** The main list's current view as CSV (the revision history has none). */
  exportCsv?: DownloadCsv;
}) {
  const columns = useMemo(() => voucherColumns({ act: onAction, withRevisions }), [onAction, withRevisions]);
  return (
    <DataTable
      label={label}
      columns={columns}
      rowKey={(row) => row.id}
      minWidth={MIN_WIDTH}
      fixedColumns
      maxHeight={maxHeight}
      emptyText={ReferenceMessages.noResult}
      pagerOnlyWithRows
      exportCsv={exportCsv}
      {...list}
    />
  );
});
