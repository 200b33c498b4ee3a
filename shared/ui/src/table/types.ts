import type { SearchTextEntry } from '@tac/contracts';
import type { ReactNode } from 'react';

export interface ColumnSearch {
  /** The FieldName sent in SearchText. */
  fieldName: string;
  /** The box's accessible name, e.g. 'Search Material List'. */
  ariaLabel: string;
  placeholder?: string;
  /**
   * A control of the caller's instead of the text box (e.g. a multi-select or a date filter). It
   * holds the same kind of value, a string sent as this field's Value ('' sends nothing), and goes
   * through the same 1 s debounce as the boxes.
   */
  render?: (value: string, onChange: (value: string) => void) => ReactNode;
}

export interface DataTableColumn<Row> {
  /** Stable key of the column. */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** A search box under the header. */
  search?: ColumnSearch;
  /** CSS width, e.g. '40%'; columns share the rest. */
  width?: string;
  /** Rows whose cell in this column is tinted, e.g. a voucher's attachments cell when it has some. */
  highlight?: (row: Row) => boolean;
}

/** The list state a table shows: what `usePagedList(...).table` returns, or the caller's own. */
export interface DataTableState<Row> {
  rows: readonly Row[];
  totalCount: number;
  /** The total is a bound: more rows than totalCount match (a list that counts only so far). */
  moreThanTotalCount?: boolean;
  /** 1-based. */
  page: number;
  pageSize: number;
  loading: boolean;
  /** The search in effect; seeds the boxes. */
  search: readonly SearchTextEntry[];
  onPageChange: (page: number) => void;
  /** Called 1 s after the last keystroke in any box (spec 000 §9, 002 §9), with every box's text. */
  onSearchChange: (search: SearchTextEntry[]) => void;
}
