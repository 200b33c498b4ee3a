import { rgb } from 'pdf-lib';
import { fitText } from './wrap.ts';
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
const GAP = 6;
const RULE = rgb(0.6, 0.6, 0.6);

/** A table being drawn row by row: what `startTable` returns. */
export interface TableRows {
  row(cells: readonly string[]): void;
  /** The bold totals row under a rule; more rows may follow it (a subtotal, then the next group). */
  totals(cells: readonly string[]): void;
}

/**
 * A table at the cursor, drawn as its rows arrive: the bold header row now, then one line per
 * `row` (a cell too wide for its column is cut with an ellipsis) and `totals` rows. A row that does
 * not fit starts a new page, which repeats the header row so every page reads on its own. A caller
 * streaming many rows (a report) never holds them: each is drawn and let go.
 */
export function startTable(pdf: PdfWriter, columns: readonly PdfColumn[]): TableRows {
  const offsets = columns.map((_, i) => columns.slice(0, i).reduce((sum, column) => sum + column.width, 0));
  const tableWidth = columns.reduce((sum, column) => sum + column.width, 0);
  const lineHeight = pdf.lineHeight({ size: SIZE });

  const rule = () => {
    const y = pdf.y + lineHeight - 2;
    pdf.page.drawLine({
      start: { x: pdf.left, y },
      end: { x: pdf.left + tableWidth, y },
      thickness: 0.5,
      color: RULE,
    });
  };
  const drawRow = (cells: readonly string[], bold: boolean) => {
    for (const [i, column] of columns.entries()) {
      const style = { size: SIZE, bold };
      const text = fitText(cells[i] ?? '', (t) => pdf.measure(t, style), column.width - GAP);
      const dx =
        column.align === 'right'
          ? (offsets[i] ?? 0) + column.width - GAP - pdf.measure(text, style)
          : (offsets[i] ?? 0);
      pdf.drawAt(text, dx, style);
    }
    pdf.y -= lineHeight;
  };
  const header = () => {
    drawRow(
      columns.map((column) => column.header),
      true,
    );
    rule();
  };
  /** Room for `height` below; a new page repeats the header. */
  const roomFor = (height: number) => {
    const page = pdf.page;
    pdf.room(height);
    if (pdf.page !== page) header();
  };

  // The header never ends a page alone: it needs room for at least one row beneath it.
  pdf.room(lineHeight * 2);
  header();
  return {
    row(cells) {
      roomFor(lineHeight);
      drawRow(cells, false);
    },
    totals(cells) {
      roomFor(lineHeight + 2);
      pdf.y -= 2;
      rule();
      drawRow(cells, true);
    },
  };
}

/** A whole table at the cursor (see startTable), with its totals row last. */
export function drawTable(pdf: PdfWriter, table: PdfTable): void {
  const rows = startTable(pdf, table.columns);
  for (const row of table.rows) rows.row(row);
  if (table.totals) rows.totals(table.totals);
}
