import type { DataTableColumn } from '@tac/ui/table';
import type { ReactNode } from 'react';

/** A column searched by its own box: the voucher list's and the T&M Log's text columns. */
export function searchedColumn<Row>(
  header: string,
  fieldName: string,
  cell: (row: Row) => ReactNode,
  width: string,
): DataTableColumn<Row> {
  return { id: fieldName, header, cell, width, search: { fieldName, ariaLabel: `Search ${header}` } };
}
