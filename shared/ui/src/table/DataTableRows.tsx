import { HStack } from '@chakra-ui/react/stack';
import type { SystemStyleObject } from '@chakra-ui/react/styled-system';
import { memo, type ReactElement, type ReactNode } from 'react';
import { CELL_PART_STYLES } from './cell-part-styles.ts';
import type { DataTableColumn } from './types.ts';

/**
 * The body cells' look, set once on Table.Body: what Chakra's table recipe gives a cell at size sm
 * (variant line). The rows are plain tr/td: a page of 100 rows × 24 columns as Table.Row/Table.Cell
 * was 2,400 styled components to mount on every new page, most of the time from a search to its rows.
 */
export const BODY_CELL_STYLES: SystemStyleObject = {
  ...CELL_PART_STYLES,
  '& > tr': { bg: 'bg' },
  '& > tr > td': {
    textAlign: 'start',
    borderBottomWidth: '1px',
    px: '2',
    py: '2',
    wordBreak: 'break-word',
  },
  '& > tr > td[data-actions]': { textAlign: 'end', whiteSpace: 'nowrap', py: '1' },
};

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
