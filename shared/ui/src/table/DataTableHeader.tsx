import { HStack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { memo, type ReactElement, type ReactNode } from 'react';
import { SearchBox } from './SearchBox.tsx';
import { STICKY_END } from './table-css.ts';
import type { DataTableColumn } from './types.ts';

interface DataTableHeaderProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  /** The widths are the row grid's (fixed-columns.ts), not the header cells'. */
  fixedColumns: boolean;
  /** Each search box's text by FieldName. */
  drafts: Readonly<Record<string, string>>;
  /** Stable across renders (the cells are memoized on it). */
  onDraftChange: (fieldName: string, value: string) => void;
  headerActions?: ReactNode;
  hasActions: boolean;
}

/** The header row: each column's name and its search box or filter. */
export function DataTableHeader<Row>({
  columns,
  fixedColumns,
  drafts,
  onDraftChange,
  headerActions,
  hasActions,
}: DataTableHeaderProps<Row>) {
  return (
    <Table.Header>
      <Table.Row bg="bg.muted">
        {columns.map((column) => (
          <HeaderCell
            key={column.id}
            column={column}
            width={fixedColumns ? undefined : column.width}
            fixedColumns={fixedColumns}
            value={column.search ? (drafts[column.search.fieldName] ?? '') : ''}
            onDraftChange={onDraftChange}
          />
        ))}
        {hasActions && (
          <Table.ColumnHeader
            data-actions=""
            css={STICKY_END}
            width={fixedColumns ? undefined : '1%'}
            whiteSpace="nowrap"
            textAlign="end"
            verticalAlign="top"
            py="2.5"
          >
            <VisuallyHidden>Actions</VisuallyHidden>
            {headerActions && <HStack justify="flex-end">{headerActions}</HStack>}
          </Table.ColumnHeader>
        )}
      </Table.Row>
    </Table.Header>
  );
}

interface HeaderCellProps<Row> {
  column: DataTableColumn<Row>;
  width: string | undefined;
  fixedColumns: boolean;
  value: string;
  onDraftChange: (fieldName: string, value: string) => void;
}

/**
 * One column header. Memoized: typing in a box renders that column again, not the other 23, and a
 * new page of rows or the loading state renders none (filters such as date pickers are not cheap).
 */
const HeaderCell = memo(function HeaderCell<Row>({
  column,
  width,
  fixedColumns,
  value,
  onDraftChange,
}: HeaderCellProps<Row>) {
  const { search } = column;
  const change = (next: string) => search && onDraftChange(search.fieldName, next);
  return (
    // A search box keeps room for its whole placeholder ('Sear' in a narrow column); a fixed-column
    // table's widths are the columns' own.
    <Table.ColumnHeader
      width={width}
      minW={search && !search.render && !fixedColumns ? '7rem' : undefined}
      verticalAlign="top"
      py="2"
    >
      <Text fontWeight="semibold" color="fg" mb={search ? '2' : '0'} data-column-label="">
        {column.header}
      </Text>
      {search?.render?.(value, change)}
      {search && !search.render && <SearchBox search={search} value={value} onChange={change} />}
    </Table.ColumnHeader>
  );
}) as <Row>(props: HeaderCellProps<Row>) => ReactElement;
