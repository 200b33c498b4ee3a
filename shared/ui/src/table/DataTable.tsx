import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Spinner } from '@chakra-ui/react/spinner';
import { Table } from '@chakra-ui/react/table';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { Messages } from '@tac/contracts';
import {
  type CSSProperties,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { DataTableHeader } from './DataTableHeader.tsx';
import { DataTableRow } from './DataTableRows.tsx';
import { type DownloadCsv, ExportCsvButton } from './ExportCsvButton.tsx';
import { fixedColumnTemplate, useActionsWidth, useFirstFrameFirst, useSeenView } from './fixed-columns.ts';
import { Pager } from './Pager.tsx';
import { draftsFrom, sameSearch, searchEntries } from './search-entries.ts';
import { UNFOLDED_ATTRIBUTE } from './table-css.ts';
import type { DataTableColumn, DataTableState } from './types.ts';
import { useDebouncedCallback } from './use-debounced-callback.ts';
import { useShownAfter } from './use-shown-after.ts';

/** Spec 000 §9 / 002 §9: filter and search reload delay. */
export const SEARCH_DEBOUNCE_MS = 1000;
/** A load quicker than this shows no overlay. */
const LOADING_OVERLAY_DELAY_MS = 300;
/** The performance mark set when the debounce fires and a new search is handed to the list. */
export const SEARCH_SENT_MARK = 'tac:search-debounced';

/**
 * A cell cut short by its ellipsis (table-css.ts) gives its full text on hover, and an icon-only row
 * button (RowIconButton) its name: the title is set when the pointer comes over it, so no cell is
 * measured, and no title written, for the rows no one points at.
 */
function titleOnHover(event: PointerEvent<HTMLElement>) {
  const target = event.target as Element;
  if (target.hasAttribute('data-row-button')) {
    target.setAttribute('title', target.getAttribute('aria-label') ?? '');
    return;
  }
  const cell = target.closest('td');
  if (!cell || cell.hasAttribute('data-actions')) return;
  // Measured each time: a row kept for the next page (rows keyed by place) holds new text.
  if (cell.scrollWidth > cell.clientWidth) cell.title = (cell.textContent ?? '').trim();
  else cell.removeAttribute('title');
}

/**
 * A row unfolds (its cells wrap, table-css.ts) while keyboard focus is in one of its cells, the
 * actions' excepted: marked here as focus comes and goes.
 */
function unfoldOnFocus(event: FocusEvent<HTMLElement>) {
  const target = event.target as Element;
  const cell = target.closest('td');
  if (cell && !cell.hasAttribute('data-actions') && target.matches(':focus-visible'))
    cell.parentElement?.setAttribute(UNFOLDED_ATTRIBUTE, '');
}
function foldOnBlur(event: FocusEvent<HTMLElement>) {
  (event.target as Element).closest('tr')?.removeAttribute(UNFOLDED_ATTRIBUTE);
}

/** A column search's value by FieldName, and a way to change it (the header boxes' own state). */
export interface TableSearchAccess {
  value: (fieldName: string) => string;
  change: (fieldName: string, value: string) => void;
}

export interface DataTableProps<Row> extends DataTableState<Row> {
  /** The table's accessible name, e.g. 'Material List'. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  /** A row's React key; `place` is its index on the page. */
  rowKey: (row: Row, place: number) => string | number;
  /** Shown in the header of the actions column, e.g. the add icon button. */
  headerActions?: ReactNode;
  /** Icon buttons at the end of each row, e.g. edit and delete. */
  rowActions?: (row: Row) => ReactNode;
  /**
   * Rows become selectable (click, or Enter / Space on the focused row); the row whose key is
   * `selectedKey` is marked. For a list whose selected row shows its details beside it.
   */
  onRowSelect?: (row: Row) => void;
  selectedKey?: string | number;
  /** Defaults to 'No Result Found'. */
  emptyText?: string;
  /** The pager shows only while there are rows (spec 002 §2, the voucher screen); else always. */
  pagerOnlyWithRows?: boolean;
  /**
   * The rows scroll under a sticky header within this height, so the pager stays in view. The
   * default leaves room for the top bar, a page heading and the pager: 12 or more rows at 768 px.
   */
  maxHeight?: string;
  /**
   * The rows' area is that height always, however few rows it holds: the pager and what follows
   * stay where the first frame drew them while the first page loads, and when a search finds a few
   * rows or none (no layout shift). For a screen's main list, whose pages usually fill it.
   */
  fullHeight?: boolean;
  /**
   * The table's minimum width, e.g. '3000px' for a wide list: it then scrolls sideways inside its
   * own area instead of squeezing its columns or widening the page.
   */
  minWidth?: string;
  /**
   * Rows laid out on the columns' widths (each column gives one, in rem or px) rather than measured
   * as a table, so that rows out of view are styled and laid out after the first frame of a page
   * is on screen: for long, wide pages, such as 100 timecards of 24 columns.
   */
  fixedColumns?: boolean;
  /**
   * Controls under the pager, e.g. a second filter and a print button at a screen's tail. They
   * read and set the column searches through `search`, so a filter there and the same column's
   * filter in the header show one value and share the debounce.
   */
  footer?: (search: TableSearchAccess) => ReactNode;
  /**
   * The list's current view as CSV from the server (every row its filters match): an 'Export CSV'
   * button beside the pager. The call reads the list's filters, the ones on screen.
   */
  exportCsv?: DownloadCsv;
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

  // Stable, so the memoized header renders again only when a box's text (or the columns) change.
  const latestDrafts = useRef(drafts);
  const changeDraft = useCallback(
    (fieldName: string, value: string) => {
      const next = { ...latestDrafts.current, [fieldName]: value };
      latestDrafts.current = next;
      setDrafts(next);
      emitSearch(next);
    },
    [emitSearch],
  );

  const overlayShown = useShownAfter(loading, LOADING_OVERLAY_DELAY_MS);
  const maxHeight = props.maxHeight ?? 'calc(100vh - 220px)';
  const hasActions = Boolean(headerActions || rowActions);
  const columnCount = columns.length + (hasActions ? 1 : 0);
  const fixedColumns = Boolean(props.fixedColumns);
  const gridColumns = useMemo(
    () =>
      fixedColumns
        ? ({ '--data-table-columns': fixedColumnTemplate(columns, hasActions) } as CSSProperties)
        : undefined,
    [fixedColumns, columns, hasActions],
  );
  const area = useRef<HTMLDivElement>(null);
  const view = useSeenView(area);
  const body = useRef<HTMLTableSectionElement>(null);
  const shownRows = useFirstFrameFirst(body, rows, { enabled: fixedColumns, view, rowKey: props.rowKey });
  const table = useRef<HTMLTableElement>(null);
  useActionsWidth(table, fixedColumns && hasActions, shownRows);
  // A new page or search starts at its first row.
  const query = `${props.page}|${JSON.stringify(props.search)}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: view is a ref, read when the query changes.
  useLayoutEffect(() => {
    if (!area.current || view.current.top === 0) return;
    area.current.scrollTop = 0;
    // Now, not at the scroll event: the rows of the answer render as those of a table at its top.
    view.current.top = 0;
  }, [query]);

  return (
    <Box>
      <Box position="relative" aria-busy={loading}>
        <Table.ScrollArea
          ref={area}
          borderWidth="1px"
          borderRadius="l2"
          bg="bg"
          maxH={maxHeight}
          h={props.fullHeight ? maxHeight : undefined}
        >
          <Table.Root
            ref={table}
            aria-label={props.label}
            data-data-table=""
            size="sm"
            stickyHeader
            interactive
            minW={props.minWidth}
            data-fixed-columns={fixedColumns ? '' : undefined}
            style={gridColumns}
          >
            <DataTableHeader
              columns={columns}
              fixedColumns={fixedColumns}
              drafts={drafts}
              onDraftChange={changeDraft}
              headerActions={headerActions}
              hasActions={hasActions}
            />
            <Table.Body
              ref={body}
              data-table-body=""
              onPointerOver={titleOnHover}
              onFocus={unfoldOnFocus}
              onBlur={foldOnBlur}
            >
              {shownRows.map((row, place) => (
                <DataTableRow
                  key={props.rowKey(row, place)}
                  row={row}
                  columns={columns}
                  rowActions={rowActions}
                  hasActions={hasActions}
                  selected={props.selectedKey !== undefined && props.rowKey(row, place) === props.selectedKey}
                  onSelect={props.onRowSelect}
                />
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
        {overlayShown && (
          // z-index 0 keeps the overlay under the sticky header row (z-index 1): the search boxes
          // stay sharp and usable while a search loads; only the rows dim. It comes after a short
          // delay, so a quick answer does not flash it.
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
            animationName="fade-in"
            animationDuration="moderate"
          >
            <Spinner size="lg" color="colorPalette.solid" />
            <VisuallyHidden>Loading</VisuallyHidden>
          </Box>
        )}
      </Box>
      <Flex align="center" gap="3">
        <Box flex="1">
          {(!props.pagerOnlyWithRows || rows.length > 0) && (
            <Pager
              page={props.page}
              totalCount={props.totalCount}
              moreThanTotalCount={props.moreThanTotalCount}
              pageSize={props.pageSize}
              onPageChange={props.onPageChange}
            />
          )}
        </Box>
        {props.exportCsv && (
          <Box pt="3">
            <ExportCsvButton download={props.exportCsv} />
          </Box>
        )}
      </Flex>
      {props.footer && (
        <Box pt="3">
          {props.footer({ value: (fieldName) => drafts[fieldName] ?? '', change: changeDraft })}
        </Box>
      )}
    </Box>
  );
}
