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

/**
 * A table at the cursor: a bold header row, one line per row (a cell too wide for its column is
 * cut with an ellipsis), and the totals row. A row that does not fit starts a new page, which
 * repeats the header row so every page reads on its own.
 */
export function drawTable(pdf: PdfWriter, table: PdfTable): void {
  const offsets = table.columns.map((_, i) =>
    table.columns.slice(0, i).reduce((sum, column) => sum + column.width, 0),
  );
  const tableWidth = table.columns.reduce((sum, column) => sum + column.width, 0);
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
    for (const [i, column] of table.columns.entries()) {
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
      table.columns.map((column) => column.header),
      true,
    );
    rule();
  };

  // The header never ends a page alone: it needs room for at least one row beneath it.
  pdf.room(lineHeight * 2);
  header();
  for (const row of table.rows) {
    const page = pdf.page;
    pdf.room(lineHeight);
    if (pdf.page !== page) header();
    drawRow(row, false);
  }
  if (table.totals) {
    pdf.room(lineHeight);
    pdf.y -= 2;
    rule();
    drawRow(table.totals, true);
  }
}
