import type { DataTableColumn } from './types.ts';

/**
 * A column with a text box under its header that searches `fieldName`, the box named 'Search
 * <header>' for assistive technology: the shape of most list columns in the console, written once so
 * a box's name cannot drift from its header.
 */
export function searchableColumn<Row>({
  fieldName,
  ...column
}: Omit<DataTableColumn<Row>, 'search'> & { fieldName: string }): DataTableColumn<Row> {
  return { ...column, search: { fieldName, ariaLabel: `Search ${column.header}` } };
}
