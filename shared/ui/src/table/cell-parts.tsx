import type { ReactNode } from 'react';
import type { CellGlyph } from './cell-glyphs.ts';

/**
 * Plain elements for what a data-table cell shows often: the table styles them once (table-css.ts,
 * for the body of every data table), icons included (cell-glyphs.ts). A page of 100 rows mounted
 * these as Chakra components (IconButton, Badge, HStack) — each hashing its style props — and that
 * was most of the time from a search's answer to its rows on screen. Outside a DataTable they have
 * no look: use Chakra's own there.
 */

/** An icon button in a row, drawn as Chakra's IconButton size xs, variant ghost. */
export function RowIconButton({
  label,
  glyph,
  onClick,
  disabled,
}: {
  /** The accessible name (the button shows only its icon). */
  label: string;
  glyph: CellGlyph;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      data-row-button=""
      data-glyph={glyph}
      // Its words come as a hover tooltip too (title), set when the pointer comes over it (DataTable):
      // written here, every new page wrote one for each button of every row.
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    />
  );
}

export type CellColor = 'green' | 'red' | 'blue' | 'orange' | 'gray';

/** A solid badge (Chakra's Badge, variant solid) in the given colour; `title` says more on hover. */
export function CellBadge({
  color,
  title,
  children,
  ...data
}: { color: CellColor; title?: string; children: ReactNode } & DataAttributes) {
  return (
    <span data-cell-badge="" data-color={color} title={title} {...data}>
      {children}
    </span>
  );
}

/** Items side by side on one line, vertically centred (an HStack with gap 1). */
export function CellGroup({ children, ...data }: { children: ReactNode } & DataAttributes) {
  return (
    <span data-cell-group="" {...data}>
      {children}
    </span>
  );
}

/**
 * Text that does not wrap; `muted` greys it. In a CellGroup it takes what room is left and ends in
 * an ellipsis, `title` then giving it whole on hover.
 */
export function CellText({
  muted,
  title,
  children,
  ...data
}: { muted?: boolean; title?: string; children: ReactNode } & DataAttributes) {
  return (
    <span data-cell-text={muted ? 'muted' : ''} title={title} {...data}>
      {children}
    </span>
  );
}

/**
 * A state told at a glance: its icon in the state's colour, then its word. Not an icon alone with
 * the word on hover: two states that share a colour still read apart without pointing at each.
 * One element (the icon is its ::before), as cheap as a CellIcon.
 */
export function CellStatus({
  glyph,
  color,
  children,
  ...data
}: { glyph: CellGlyph; color: CellColor; children: ReactNode } & DataAttributes) {
  return (
    <span data-cell-status="" data-glyph={glyph} data-color={color} {...data}>
      {children}
    </span>
  );
}

/** An icon in a status colour, a size up from the text, that says `label` to a screen reader. */
export function CellIcon({ glyph, color, label }: { glyph: CellGlyph; color: CellColor; label: string }) {
  return <span data-cell-icon="" data-glyph={glyph} data-color={color} role="img" aria-label={label} />;
}

type DataAttributes = { [name: `data-${string}`]: string | undefined };
