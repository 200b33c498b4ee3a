import { type RefObject, useLayoutEffect } from 'react';
import { FRESH_ATTRIBUTE, LATER_ATTRIBUTE } from './table-css.ts';
import type { DataTableColumn } from './types.ts';

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
  if (hasActions) widths.push('max-content');
  return widths.join(' ');
}

/** The least height of a row (one line of text and its padding), to count the rows that fit in view. */
const ROW_MIN_HEIGHT_PX = 36;

/**
 * New rows out of view are styled and laid out just after the first frame rather than before it:
 * the body is marked fresh until the frame after the rows arrive has been drawn. Meanwhile rows
 * beyond what the window could show from the table's top wait (content-visibility hidden); a table
 * scrolled away from its top marks all rows content-visibility auto instead, which draws those
 * near the view. Marked for that frame only, because Chromium leaves the cells of skipped rows out
 * of the accessibility tree: afterwards every row is there for screen readers again.
 *
 * `atTop` is the table's scroll position as last seen (a scroll listener's): reading it from the
 * element here, or any size, would lay out every new row before the marks could spare them.
 */
export function useFirstFrameFirst(
  body: RefObject<HTMLTableSectionElement | null>,
  rows: readonly unknown[],
  { enabled, atTop }: { enabled: boolean; atTop: () => boolean },
): void {
  useLayoutEffect(() => {
    const element = body.current;
    if (!enabled || !element || rows.length === 0) return;
    const inView = atTop() ? Math.ceil(window.innerHeight / ROW_MIN_HEIGHT_PX) : element.rows.length;
    for (const [index, row] of Array.from(element.rows).entries()) {
      row.toggleAttribute(LATER_ATTRIBUTE, index >= inView);
    }
    element.setAttribute(FRESH_ATTRIBUTE, '');
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from an animation frame runs after that frame has been drawn.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => element.removeAttribute(FRESH_ATTRIBUTE), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      element.removeAttribute(FRESH_ATTRIBUTE);
    };
  }, [body, rows, enabled, atTop]);
}
