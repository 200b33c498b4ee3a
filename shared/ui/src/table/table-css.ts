import type { SystemStyleObject } from '@chakra-ui/react/styled-system';
import { shapeMaskUrl } from '../icons/shapes.ts';
import { CELL_GLYPHS } from './cell-glyphs.ts';

const palettes = ['green', 'red', 'blue', 'orange', 'gray'] as const;

/**
 * Cell icons (cell-glyphs.ts): a box in the text colour, cut to the icon's drawing. Forced colours
 * (high contrast) would paint the box over with the background colour, and printing would leave it
 * out, unless told. Sized 1em; a row button sizes its own.
 */
const GLYPH_STYLES: SystemStyleObject = {
  '& [data-glyph]::before': {
    content: '""',
    display: 'block',
    width: '1em',
    height: '1em',
    bg: 'currentColor',
    maskSize: 'contain',
    maskRepeat: 'no-repeat',
    maskPosition: 'center',
    forcedColorAdjust: 'none',
    printColorAdjust: 'exact',
  },
  ...Object.fromEntries(
    Object.entries(CELL_GLYPHS).map(([glyph, shape]) => [
      `& [data-glyph="${glyph}"]::before`,
      { maskImage: shapeMaskUrl(shape) },
    ]),
  ),
};

/**
 * The look of cell-parts.tsx: what Chakra's recipes give IconButton (xs, ghost), Badge (sm, solid)
 * and HStack (gap 1), written out.
 */
const CELL_PART_STYLES: SystemStyleObject = {
  // First, so that a part's own size for its glyph comes after the glyph's 1em.
  ...GLYPH_STYLES,
  ...Object.fromEntries(palettes.map((color) => [`& [data-color="${color}"]`, { colorPalette: color }])),
  '& [data-row-button]': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    boxSize: '6',
    // The full 24 px to hit, without making the row taller than a line of text: twelve rows in
    // view at 1366x768 (shared/docs/architecture.md "Screens").
    my: '-0.5',
    borderRadius: 'l1',
    color: 'fg',
    bg: 'transparent',
    cursor: 'pointer',
    verticalAlign: 'middle',
    transitionProperty: 'common',
    transitionDuration: 'moderate',
    '&::before': { width: '3.5', height: '3.5' },
    _hover: { bg: 'colorPalette.subtle' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
    _disabled: { opacity: 0.5, cursor: 'not-allowed', bg: 'transparent' },
  },
  '& [data-cell-badge]': {
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: 'l2',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    textStyle: 'xs',
    px: '1.5',
    minH: '5',
    bg: 'colorPalette.solid',
    color: 'colorPalette.contrast',
  },
  // At most its cell's width: a text in it gives way (ellipsis) before the group's buttons are cut.
  '& [data-cell-group]': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    whiteSpace: 'nowrap',
    maxWidth: '100%',
  },
  '& [data-cell-text]': { whiteSpace: 'nowrap' },
  '& [data-cell-group] > [data-cell-text]': { minWidth: '0', overflow: 'hidden', textOverflow: 'ellipsis' },
  '& [data-cell-status]': { display: 'inline-flex', alignItems: 'center', gap: '1', whiteSpace: 'nowrap' },
  '& [data-cell-status]::before': { flexShrink: 0, bg: 'colorPalette.fg' },
  '& [data-cell-text="muted"]': { color: 'fg.muted' },
  '& [data-cell-icon]': { display: 'inline-flex', fontSize: 'lg', color: 'colorPalette.fg' },
};

/** Set by the table on a row while keyboard focus is in one of its cells (not the actions'). */
export const UNFOLDED_ATTRIBUTE = 'data-unfolded';

/**
 * The row icons' column stays at the right edge of the table's area while a table wider than its
 * area is scrolled (the devices table at 736 px had its icons off-screen). Its cell takes the row's
 * background, so a selected or hovered row still reads as one band under it.
 */
export const STICKY_END: SystemStyleObject = {
  position: 'sticky',
  insetInlineEnd: '0',
  bg: 'inherit',
  boxShadow: '-1px 0 0 var(--chakra-colors-border)',
};

/**
 * The body cells' look: what Chakra's table recipe gives a cell at size sm (variant line). The rows
 * are plain tr/td: a page of 100 rows × 24 columns as Table.Row/Table.Cell was 2,400 styled
 * components to mount on every new page, most of the time from a search to its rows.
 */
const BODY_STYLES: SystemStyleObject = {
  ...CELL_PART_STYLES,
  '& > tr': { bg: 'bg' },
  '& > tr[data-selectable]': { cursor: 'pointer', _hover: { bg: 'bg.muted' } },
  '& > tr[data-selectable]:focus-visible': {
    outline: '2px solid',
    outlineColor: 'blue.focusRing',
    outlineOffset: '-2px',
  },
  '& > tr[data-selected], & > tr[data-selected]:hover': { bg: 'blue.subtle' },
  // One line a row, words whole: a long value (a device list, an e-mail) ends in an ellipsis, its
  // full text on hover (DataTable sets the title then) and in a focused row, which unfolds. Wrapped,
  // rows grew to 2-4 lines and broke tokens inside a word ("admin@dem / o.local"); a laptop screen
  // showed 3 to 9 rows. A column of an auto-laid table is as wide as its text up to 20rem.
  '& > tr > td': {
    textAlign: 'start',
    borderBottomWidth: '1px',
    px: '2',
    py: '1.5',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    maxWidth: '20rem',
  },
  // Not for focus on a row's action buttons: a row that unfolds while its Edit has keyboard focus
  // folds again on the mouse-down of its Delete, which then moves, and the click misses it. The
  // table marks the row (UNFOLDED_ATTRIBUTE) rather than this asking :has(… :focus-visible): with
  // :has, Chromium styled every cell of a row again whenever anything was added to it or taken
  // from it, which a new page of keyed-by-place rows does in most rows.
  [`& > tr:is(:focus-visible, [${UNFOLDED_ATTRIBUTE}]) > td:not([data-actions])`]: {
    whiteSpace: 'normal',
    overflow: 'visible',
  },
  '& > tr > td[data-actions]': { textAlign: 'end', whiteSpace: 'nowrap', py: '0.5', ...STICKY_END },
  '& > tr > td[data-highlight]': { bg: 'yellow.subtle', printColorAdjust: 'exact' },
};

/**
 * Set on a fixed-column table's body from a new set of rows until their first frame is drawn: to
 * FRESH_AT_TOP when the table shows its first rows, to FRESH_SCROLLED when scrolled away from them.
 */
export const FRESH_ATTRIBUTE = 'data-fresh';
export const FRESH_AT_TOP = 'top';
export const FRESH_SCROLLED = 'scrolled';
/** Set on the rows of a fresh body that wait for the next frame (fixed-columns.ts). */
export const LATER_ATTRIBUTE = 'data-later';

/**
 * A table with fixed columns (fixed-columns.ts): each row a grid on the columns' widths, given as
 * --data-table-columns on the table. The elements stay table, tr, th and td, so the table keeps its
 * roles for screen readers and its printout (print-element.ts lays it out as a table again).
 */
const FIXED_COLUMN_STYLES: SystemStyleObject = {
  display: 'block',
  // Sticky on the header group: a sticky row would stay inside its group, which scrolls away.
  '& > thead': { display: 'block', position: 'sticky', top: '0', zIndex: '1' },
  '& > tbody': { display: 'block' },
  // At least as wide as its columns: a row narrower than the table's scroll width left the header's
  // and a selected row's background stopping where the area's first width ended.
  '& tr': { display: 'grid', gridTemplateColumns: 'var(--data-table-columns)', minWidth: 'min-content' },
  // Columns do not widen to their content as a table's do: the body's cells end in an ellipsis
  // (BODY_STYLES) within their track, and the headers wrap between words.
  '& th, & td': { display: 'block', maxWidth: 'none' },
  '& th': { whiteSpace: 'normal' },
  // A table cell centres its content vertically.
  '& td': { alignContent: 'center' },
  '& td[colspan]': { gridColumn: '1 / -1' },
  // Rows in view keep none: see useFirstFrameFirst.
  [`& > tbody[${FRESH_ATTRIBUTE}="${FRESH_AT_TOP}"] > tr[${LATER_ATTRIBUTE}]`]: {
    contentVisibility: 'hidden',
  },
  [`& > tbody[${FRESH_ATTRIBUTE}="${FRESH_SCROLLED}"] > tr`]: {
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 2.5rem',
  },
};

/**
 * The data table's own CSS, in the system's global CSS (theme/system.ts): resolved once. As style
 * props or a css prop, Chakra resolved and serialized these objects on every render of the table,
 * which renders again for each page and loading state (~10 ms a timecards search).
 */
export const DATA_TABLE_CSS: Record<string, SystemStyleObject> = {
  'tbody[data-table-body]': BODY_STYLES,
  'table[data-fixed-columns]': FIXED_COLUMN_STYLES,
};
