import { CELL_GAP } from './table.ts';
import type { PdfWriter } from './writer.ts';

export interface ColumnNeed {
  /** Its share of the room left once every column has what it needs. */
  weight: number;
  /**
   * Texts the column must hold without breaking a word (or at all, when `whole`): its header,
   * and values of a known shape (a date, a time, a device name). Longer values still wrap.
   */
  texts: readonly { text: string; bold?: boolean; whole?: boolean }[];
}

/** A hair over: (w + gap) - gap can come out below w in floating point, and wrap a word that fits. */
const ROUNDING = 0.01;

/**
 * Column widths for a table `width` points wide at font `size`: each column at least as wide as
 * the widest word of its texts, the rest shared by weight. When even that is more than the
 * width, the columns share it in proportion to what they need (words then break, none is lost).
 */
export function fitColumns(
  pdf: PdfWriter,
  columns: readonly ColumnNeed[],
  width: number,
  size: number,
): number[] {
  const needs = columns.map(
    (column) =>
      Math.max(
        0,
        ...column.texts.flatMap(({ text, bold, whole }) =>
          (whole ? [text] : text.split(/\s+/))
            .filter(Boolean)
            .map((word) => pdf.measure(word, { size, bold })),
        ),
      ) +
      CELL_GAP +
      ROUNDING,
  );
  const needed = needs.reduce((sum, need) => sum + need, 0);
  if (needed >= width) return needs.map((need) => (need / needed) * width);
  // Widths by weight, then every column under its need raised to it and taken from the others,
  // until none is under (each round fixes at least one column).
  const fixed = new Set<number>();
  let widths: number[] = [];
  for (;;) {
    const free = width - [...fixed].reduce((sum, i) => sum + (needs[i] ?? 0), 0);
    const weights = columns.reduce((sum, column, i) => sum + (fixed.has(i) ? 0 : column.weight), 0);
    widths = columns.map((column, i) => (fixed.has(i) ? (needs[i] ?? 0) : (column.weight / weights) * free));
    const under = widths.findIndex((w, i) => !fixed.has(i) && w < (needs[i] ?? 0));
    if (under < 0) return widths;
    fixed.add(under);
  }
}
