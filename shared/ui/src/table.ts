/** @tac/ui table: the server-paged data table with per-column search, and its list hook. */
import './theme/part-recipes.ts'; // this part's Chakra recipes (not in core's system)

export type { CellGlyph } from './table/cell-glyphs.ts';
export {
  CellBadge,
  type CellColor,
  CellGroup,
  CellIcon,
  CellStatus,
  CellText,
  RowIconButton,
} from './table/cell-parts.tsx';
export {
  DataTable,
  type DataTableProps,
  SEARCH_DEBOUNCE_MS,
  type TableSearchAccess,
} from './table/DataTable.tsx';
export { type DownloadCsv, EXPORT_CSV_LABEL, ExportCsvButton } from './table/ExportCsvButton.tsx';
export { NewRowsNotice, type NewRowsNoticeProps } from './table/NewRowsNotice.tsx';
export { Pager, type PagerProps } from './table/Pager.tsx';
export { pagesFor, pageWindow } from './table/pager-math.ts';
export { searchableColumn } from './table/searchable-column.ts';
export type { ColumnSearch, DataTableColumn, DataTableState } from './table/types.ts';
export { useDebouncedValue } from './table/use-debounced-value.ts';
export { useLatest } from './table/use-latest.ts';
export {
  type CountNewRows,
  countSince,
  NEW_ROWS_POLL_MS,
  type NewRows,
  type NewRowsCount,
  type UseNewRowsOptions,
  useNewRows,
} from './table/use-new-rows.ts';
export {
  type FetchPage,
  type PagedList,
  type UsePagedListOptions,
  usePagedList,
} from './table/use-paged-list.ts';
