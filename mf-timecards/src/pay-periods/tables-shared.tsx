/** What the Pay Periods screen's two tables, weeks and periods, draw alike. */
import { CellBadge, type DataTableColumn, type DataTableProps } from '@tac/ui/table';

/** A count column of the Pay Periods tables: the number, an orange badge where `alert` and above zero. */
export function countColumn<Row>(
  header: string,
  value: (row: Row) => number,
  alert = false,
): DataTableColumn<Row> {
  return {
    id: header,
    header,
    width: '7rem',
    cell: (row) =>
      alert && value(row) > 0 ? <CellBadge color="orange">{value(row)}</CellBadge> : value(row),
  };
}

const nothing = () => {};

/**
 * A DataTable's paging and search for rows shown whole on one page with no column search: the Pay
 * Periods screen's weeks and periods, whose range already bounds them.
 */
export function wholeList<Row>(
  rows: readonly Row[],
): Pick<
  DataTableProps<Row>,
  | 'rows'
  | 'totalCount'
  | 'page'
  | 'pageSize'
  | 'search'
  | 'onPageChange'
  | 'onSearchChange'
  | 'pagerOnlyWithRows'
> {
  return {
    rows,
    totalCount: rows.length,
    page: 1,
    pageSize: Math.max(rows.length, 1),
    search: [],
    onPageChange: nothing,
    onSearchChange: nothing,
    pagerOnlyWithRows: true,
  };
}
