import { rgb } from 'pdf-lib';
import { wrapText } from './wrap.ts';
import type { PdfWriter } from './writer.ts';

export interface PdfColumn {
  header: string;
  /** Points; the columns are laid left to right from the margin. */
  width: number;
  /** Numbers read best right-aligned. */
  align?: 'left' | 'right';
}

export interface PdfTable {
  columns: readonly PdfColumn[];
  rows: readonly (readonly string[])[];
  /** A last, bold row under a rule (e.g. ['Total Hours', '9.5']); cells past its end are blank. */
  totals?: readonly string[];
}

const SIZE = 10;
/** Space between a column's text and the next column. */
export const CELL_GAP = 6;
const RULE = rgb(0.6, 0.6, 0.6);

/** A table being drawn row by row: what `startTable` returns. */
export interface TableRows {
  row(cells: readonly string[]): void;
  /** The bold totals row under a rule; more rows may follow it (a subtotal, then the next group). */
  totals(cells: readonly string[]): void;
}

/**
 * A table at the cursor, drawn as its rows arrive: the bold header row now, then each `row` and
 * `totals` row. A cell too wide for its column wraps onto more lines (between words, or between
 * characters for a word wider than the column), and the row is as tall as its tallest cell: no
 * value is ever cut. A row that does not fit starts a new page, which repeats the header row so
 * every page reads on its own. A caller streaming many rows (a report) never holds them: each is
 * drawn and let go.
 */
export function startTable(
  pdf: PdfWriter,
  columns: readonly PdfColumn[],
  { size = SIZE }: { size?: number } = {},
): TableRows {
  const offsets = columns.map((_, i) => columns.slice(0, i).reduce((sum, column) => sum + column.width, 0));
  const tableWidth = columns.reduce((sum, column) => sum + column.width, 0);
  const lineHeight = pdf.lineHeight({ size });

  const rule = () => {
    const y = pdf.y + lineHeight - 2;
    pdf.page.drawLine({
      start: { x: pdf.left, y },
      end: { x: pdf.left + tableWidth, y },
      thickness: 0.5,
      color: RULE,
    });
  };
  /** Each cell's lines, and the row's height. */
  const layout = (cells: readonly string[], bold: boolean) => {
    const style = { size, bold };
    const lines = columns.map((column, i) =>
      wrapText(cells[i] ?? '', (t) => pdf.measure(t, style), column.width - CELL_GAP),
    );
    return { style, lines, height: lineHeight * Math.max(1, ...lines.map((cell) => cell.length)) };
  };
  const drawRow = ({ style, lines, height }: ReturnType<typeof layout>) => {
    const top = pdf.y;
    for (const [i, column] of columns.entries()) {
      for (const [n, text] of (lines[i] ?? []).entries()) {
        pdf.y = top - n * lineHeight;
        const dx =
          column.align === 'right'
            ? (offsets[i] ?? 0) + column.width - CELL_GAP - pdf.measure(text, style)
            : (offsets[i] ?? 0);
        pdf.drawAt(text, dx, style);
      }
    }
    pdf.y = top - height;
  };
  const headerRow = layout(
    columns.map((column) => column.header),
    true,
  );
  const header = () => {
    drawRow(headerRow);
    rule();
  };
  /** Room for `height` below; a new page repeats the header. */
  const roomFor = (height: number) => {
    const page = pdf.page;
    pdf.room(height);
    if (pdf.page !== page) header();
  };

  // The header never ends a page alone: it needs room for at least one row beneath it.
  pdf.room(headerRow.height + lineHeight);
  header();
  return {
    row(cells) {
      const row = layout(cells, false);
      roomFor(row.height);
      drawRow(row);
    },
    totals(cells) {
      const row = layout(cells, true);
      roomFor(row.height + 2);
      pdf.y -= 2;
      rule();
      drawRow(row);
    },
  };
}

/** A whole table at the cursor (see startTable), with its totals row last. */
export function drawTable(pdf: PdfWriter, table: PdfTable, options?: { size?: number }): void {
  const rows = startTable(pdf, table.columns, options);
  for (const row of table.rows) rows.row(row);
  if (table.totals) rows.totals(table.totals);
}
