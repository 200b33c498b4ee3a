import { HStack } from '@chakra-ui/react/stack';
import { memo, type ReactElement, type ReactNode } from 'react';
import type { DataTableColumn } from './types.ts';

interface RowProps<Row> {
  row: Row;
  columns: readonly DataTableColumn<Row>[];
  rowActions?: (row: Row) => ReactNode;
  hasActions: boolean;
}

/**
 * One body row. Memoized: while a search loads, or a search box is typed in, the table renders again
 * with the same rows and columns, and no row has to.
 */
export const DataTableRow = memo(function DataTableRow<Row>({
  row,
  columns,
  rowActions,
  hasActions,
}: RowProps<Row>) {
  return (
    <tr>
      {columns.map((column) => (
        <td key={column.id}>{column.cell(row)}</td>
      ))}
      {hasActions && (
        <td data-actions="">
          {rowActions && (
            <HStack gap="1" justify="flex-end">
              {rowActions(row)}
            </HStack>
          )}
        </td>
      )}
    </tr>
  );
}) as <Row>(props: RowProps<Row>) => ReactElement;
