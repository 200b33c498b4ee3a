/** What the Pay Periods screen's two tables, weeks and periods, draw alike. */
import type { PayPeriod } from '@tac/contracts';
import { CellBadge, type DataTableColumn, type DataTableProps } from '@tac/ui/table';
import type { PeriodAction } from './rules.ts';

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

/** What both tables are given: the periods listed, and what a row's action does to `Row`. */
export interface PeriodTableProps<Row> {
  periods: readonly PayPeriod[];
  loading: boolean;
  /** The user holds btn.payperiod.close. */
  canClose: boolean;
  onAction: (action: PeriodAction, row: Row) => void;
}
