import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FRESH_AT_TOP, FRESH_ATTRIBUTE, FRESH_SCROLLED, LATER_ATTRIBUTE } from './table-css.ts';
import type { DataTableColumn } from './types.ts';

/** The actions column's width on a fixed-column table, once `useActionsWidth` has measured it. */
const ACTIONS_WIDTH = '--data-table-actions-width';

/** A column without a width of its own on a fixed-column table. */
const FALLBACK_WIDTH = '8rem';

/**
 * The grid columns of a DataTable with `fixedColumns` (its --data-table-columns; table-css.ts lays
 * each row out on them): each column at least its width, sharing what room is left. A row's layout
 * then does not depend on the other rows, which lets a row wait to be styled and laid out until it
 * is near the view (content-visibility, which table rows cannot have): a page of 100 rows × 24
 * columns took ~50 ms of style and layout as a table, ~5 ms for the rows in view this way.
 */
export function fixedColumnTemplate<Row>(
  columns: readonly DataTableColumn<Row>[],
  hasActions: boolean,
): string {
  const widths = columns.map((column) => `minmax(${column.width ?? FALLBACK_WIDTH}, 1fr)`);
  if (hasActions) widths.push(`var(${ACTIONS_WIDTH}, max-content)`);
  return widths.join(' ');
}

/** The least height of a row (one line of text and its padding), to count the rows that fit in view. */
const ROW_MIN_HEIGHT_PX = 36;

/** A scroll area's position and height as its last scroll and resize events left them. */
export interface SeenView {
  top: number;
  height: number;
}

/**
 * Keeps `SeenView` of the element in `area` from its scroll events and a ResizeObserver: reading
 * scrollTop or clientHeight from the element after a render would lay out the whole table there and
 * then, before content-visibility could spare its rows.
 */
export function useSeenView(area: RefObject<HTMLElement | null>): RefObject<SeenView> {
  const seen = useRef<SeenView>({ top: 0, height: 0 });
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const onScroll = () => {
      seen.current.top = element.scrollTop;
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    const resizes =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver(([entry]) => {
            if (entry) seen.current.height = entry.contentRect.height;
          });
    resizes?.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      resizes?.disconnect();
    };
  }, [area]);
  return seen;
}

/** The rows of at least ROW_MIN_HEIGHT_PX that fill the view from its top. */
function rowsInView(view: SeenView): number {
  return Math.ceil((view.height || window.innerHeight) / ROW_MIN_HEIGHT_PX);
}

/**
 * A new page's rows in view are drawn first, the rest just after that frame: returns the rows to
 * render now.
 *
 * With the table showing its first rows, React renders only the new rows in view at first; below
 * them the rows of the page before stay as they were (no work for React) and hidden, so no frame
 * draws them, and the task after the first frame renders the rest. Rendering and committing every
 * cell of a wide page (the timecards) before its first frame was most of the time from a search to
 * its rows on screen. A table scrolled away from its top renders every row at once: which of its
 * rows are in view is not known before they are laid out.
 *
 * Styling and layout wait the same way: the body is marked fresh until the frame after the rows
 * arrive has been drawn. Meanwhile rows beyond the view wait (content-visibility hidden), and those
 * in view have none (with auto, Chromium lays the frame out twice: to find the rows near the view,
 * then to draw them); a table scrolled away from its top marks all rows content-visibility auto
 * instead, which draws those near the view. Marked for that frame only, because Chromium leaves the
 * cells of skipped rows out of the accessibility tree: afterwards every row is there, rendered and
 * drawn, for screen readers and print.
 */
export function useFirstFrameFirst<Row>(
  body: RefObject<HTMLTableSectionElement | null>,
  rows: readonly Row[],
  {
    enabled,
    view,
    rowKey,
  }: {
    enabled: boolean;
    view: RefObject<SeenView>;
    rowKey: (row: Row, place: number) => string | number;
  },
): readonly Row[] {
  // The rows last rendered whole.
  const [rendered, setRendered] = useState(rows);
  const fresh = enabled && rows !== rendered;
  let shown = rows;
  if (fresh && view.current.top === 0) {
    const inView = rowsInView(view.current);
    if (rows.length > inView) {
      const first = rows.slice(0, inView);
      const keys = new Set(first.map(rowKey));
      // Keyed by id rather than by place, a row that came up into view would be there twice.
      const before = rendered
        .slice(inView, rows.length)
        .filter((row, i) => !keys.has(rowKey(row, inView + i)));
      shown = [...first, ...before];
    }
  }
  if (fresh && shown === rows) setRendered(rows);

  useLayoutEffect(() => {
    const element = body.current;
    if (!enabled || !element || rows.length === 0) return;
    const { top } = view.current;
    const inView = top === 0 ? rowsInView(view.current) : element.rows.length;
    for (const [index, row] of Array.from(element.rows).entries()) {
      row.toggleAttribute(LATER_ATTRIBUTE, index >= inView);
    }
    element.setAttribute(FRESH_ATTRIBUTE, top === 0 ? FRESH_AT_TOP : FRESH_SCROLLED);
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from an animation frame runs after that frame has been drawn; one more lets
    // what came meanwhile (a click, a key) go first.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        timer = setTimeout(() => {
          // The rows still to render, before the body is shown whole: no frame draws the page before's.
          flushSync(() => setRendered(rows));
          element.removeAttribute(FRESH_ATTRIBUTE);
        }, 0);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      element.removeAttribute(FRESH_ATTRIBUTE);
    };
  }, [body, rows, enabled, view]);
  return shown;
}

/**
 * Gives the header and every row of a fixed-column table one actions column, as wide as the widest
 * of the header's and the first rows' actions. Each row is a grid of its own, so an actions column
 * sized by its own content (the header's one add button, a row's three icons) would share out a
 * different remainder in each and shift every column before it.
 */
export function useActionsWidth(table: RefObject<HTMLTableElement | null>, enabled: boolean, rows: unknown) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page of rows is measured again.
  useLayoutEffect(() => {
    const element = table.current;
    if (!enabled || !element) return;
    element.style.removeProperty(ACTIONS_WIDTH);
    const cells = element.querySelectorAll(
      'thead [data-actions], tbody > tr:nth-child(-n + 20) > [data-actions]',
    );
    let widest = 0;
    for (const cell of cells) widest = Math.max(widest, cell.getBoundingClientRect().width);
    if (widest > 0) element.style.setProperty(ACTIONS_WIDTH, `${Math.ceil(widest)}px`);
  }, [table, enabled, rows]);
}
