import { Box } from '@chakra-ui/react/box';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { Messages } from '@tac/contracts';
import { type ReactNode, useRef, useState } from 'react';
import { Pager } from './Pager.tsx';
import { SearchBox } from './SearchBox.tsx';
import { draftsFrom, sameSearch, searchEntries } from './search-entries.ts';
import type { DataTableColumn, DataTableState } from './types.ts';
import { useDebouncedCallback } from './use-debounced-callback.ts';

/** Spec 000 §9 / 002 §9: filter and search reload delay. */
export const SEARCH_DEBOUNCE_MS = 1000;
/** The performance mark set when the debounce fires and a new search is handed to the list. */
export const SEARCH_SENT_MARK = 'tac:search-debounced';

export interface DataTableProps<Row> extends DataTableState<Row> {
  /** The table's accessible name, e.g. 'Material List'. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** Shown in the header of the actions column, e.g. the add icon button. */
  headerActions?: ReactNode;
  /** Icon buttons at the end of each row, e.g. edit and delete. */
  rowActions?: (row: Row) => ReactNode;
  /** Defaults to 'No Result Found'. */
  emptyText?: string;
  /** The rows scroll under a sticky header within this height, so the pager stays in view. */
  maxHeight?: string;
  /**
   * The table's minimum width, e.g. '3000px' for a wide list: it then scrolls sideways inside its
   * own area instead of squeezing its columns or widening the page.
   */
  minWidth?: string;
}

/**
 * A server-paged table: per-column search boxes (one 1 s debounce for all of them), a loading
 * overlay that keeps the rows, the empty notice, and the pager.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, loading, headerActions, rowActions } = props;
  const fieldNames = columns.flatMap((column) => (column.search ? [column.search.fieldName] : []));
  const [drafts, setDrafts] = useState(() => draftsFrom(props.search));
  const sent = useRef(props.search);

  const emitSearch = useDebouncedCallback((next: Record<string, string>) => {
    const entries = searchEntries(fieldNames, next);
    // Typing and deleting back to the same text within the delay is no new search.
    if (sameSearch(entries, sent.current)) return;
    sent.current = entries;
    // A User Timing mark (no cost worth counting): `npm run bench:timecards` measures from here.
    performance.mark(SEARCH_SENT_MARK);
    props.onSearchChange(entries);
  }, SEARCH_DEBOUNCE_MS);

  const changeDraft = (fieldName: string, value: string) => {
    const next = { ...drafts, [fieldName]: value };
    setDrafts(next);
    emitSearch(next);
  };

  const hasActions = Boolean(headerActions || rowActions);
  const columnCount = columns.length + (hasActions ? 1 : 0);

  return (
    <Box>
      <Box position="relative" aria-busy={loading}>
        <Table.ScrollArea borderWidth="1px" borderRadius="l2" bg="bg" maxH={props.maxHeight ?? '65vh'}>
          <Table.Root aria-label={props.label} size="sm" stickyHeader interactive minW={props.minWidth}>
            <Table.Header>
              <Table.Row bg="bg.muted">
                {columns.map((column) => (
                  <Table.ColumnHeader key={column.id} width={column.width} verticalAlign="top" py="2.5">
                    <Text fontWeight="semibold" color="fg" mb={column.search ? '2' : '0'}>
                      {column.header}
                    </Text>
                    {column.search?.render?.(drafts[column.search.fieldName] ?? '', (value) =>
                      changeDraft(column.search?.fieldName ?? column.id, value),
                    )}
                    {column.search && !column.search.render && (
                      <SearchBox
                        search={column.search}
                        value={drafts[column.search.fieldName] ?? ''}
                        onChange={(value) => column.search && changeDraft(column.search.fieldName, value)}
                      />
                    )}
                  </Table.ColumnHeader>
                ))}
                {hasActions && (
                  <Table.ColumnHeader
                    width="1%"
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
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={props.rowKey(row)}>
                  {columns.map((column) => (
                    <Table.Cell key={column.id} wordBreak="break-word">
                      {column.cell(row)}
                    </Table.Cell>
                  ))}
                  {hasActions && (
                    <Table.Cell textAlign="end" whiteSpace="nowrap" py="1">
                      {rowActions && (
                        <HStack gap="1" justify="flex-end">
                          {rowActions(row)}
                        </HStack>
                      )}
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
              {rows.length === 0 && (
                <Table.Row>
                  <Table.Cell
                    colSpan={columnCount}
                    textAlign={props.minWidth ? 'start' : 'center'}
                    color="fg.muted"
                    py="10"
                  >
                    {/* While the first page loads there is no result to deny yet. A wide table keeps
                        the notice at the left edge of what is in view, not in its far-off middle. */}
                    <Box
                      as="span"
                      display="inline-block"
                      position={props.minWidth ? 'sticky' : undefined}
                      left="4"
                    >
                      {loading ? '' : (props.emptyText ?? Messages.noResultFound)}
                    </Box>
                  </Table.Cell>
                </Table.Row>
              )}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        {loading && (
          // z-index 0 keeps the overlay under the sticky header row (z-index 1): the search boxes
          // stay sharp and usable while a search loads; only the rows dim.
          <Box
            role="status"
            position="absolute"
            inset="0"
            zIndex="0"
            display="flex"
            alignItems="center"
            justifyContent="center"
            bg="bg/60"
            borderRadius="l2"
          >
            <Spinner size="lg" color="colorPalette.solid" />
            <VisuallyHidden>Loading</VisuallyHidden>
          </Box>
        )}
      </Box>
      <Pager
        page={props.page}
        totalCount={props.totalCount}
        pageSize={props.pageSize}
        onPageChange={props.onPageChange}
      />
    </Box>
  );
}
