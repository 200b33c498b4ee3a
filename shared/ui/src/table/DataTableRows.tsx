import { HStack } from '@chakra-ui/react/stack';
import { type KeyboardEvent, type MouseEvent, memo, type ReactElement, type ReactNode } from 'react';
import type { DataTableColumn } from './types.ts';

interface RowProps<Row> {
  row: Row;
  columns: readonly DataTableColumn<Row>[];
  rowActions?: (row: Row) => ReactNode;
  hasActions: boolean;
  /** This row is the table's selected one (DataTable's selectedKey). */
  selected?: boolean;
  /** Makes the row selectable by click, Enter or Space. */
  onSelect?: (row: Row) => void;
}

/** A click on a control inside the row (a row icon, a link) does that control's job, not a selection. */
const onControl = (event: MouseEvent | KeyboardEvent) =>
  event.target !== event.currentTarget &&
  (event.target as Element).closest('button, a, input, select, textarea') !== null;

/**
 * One body row. Memoized: while a search loads, or a search box is typed in, the table renders again
 * with the same rows and columns, and no row has to.
 */
export const DataTableRow = memo(function DataTableRow<Row>({
  row,
  columns,
  rowActions,
  hasActions,
  selected,
  onSelect,
}: RowProps<Row>) {
  const selectable = onSelect
    ? {
        tabIndex: 0,
        'data-selectable': '',
        'aria-selected': Boolean(selected),
        onClick: (event: MouseEvent) => {
          if (!onControl(event)) onSelect(row);
        },
        onKeyDown: (event: KeyboardEvent) => {
          if ((event.key === 'Enter' || event.key === ' ') && event.target === event.currentTarget) {
            event.preventDefault();
            onSelect(row);
          }
        },
      }
    : {};
  return (
    <tr data-selected={selected ? '' : undefined} {...selectable}>
      {columns.map((column) => (
        <td key={column.id} data-highlight={column.highlight?.(row) ? '' : undefined}>
          {column.cell(row)}
        </td>
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
