/**
 * A data table as it should print: one plain table of the column names and the cells' text. The
 * screen's header holds search boxes, filter pickers and their labels, and its cells icon buttons;
 * printed as they are, on a landscape page of 24 columns, the headers broke letter by letter and
 * 100 rows took 14 pages.
 */

/** What a cell says: its text, an icon by its accessible name, no controls. */
function cellText(cell: Element): string {
  const copy = cell.cloneNode(true) as Element;
  for (const control of Array.from(
    copy.querySelectorAll('button, input, select, textarea, [data-print="hide"]'),
  ))
    control.remove();
  for (const icon of Array.from(copy.querySelectorAll('[role="img"][aria-label]')))
    icon.replaceWith(copy.ownerDocument.createTextNode(` ${icon.getAttribute('aria-label')} `));
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** A header cell's column name (DataTableHeader marks it), else its text without controls. */
function headerText(cell: Element): string {
  const label = cell.querySelector('[data-column-label]');
  return label ? (label.textContent ?? '').trim() : cellText(cell);
}

/** Header and body cells that only hold the row's actions (edit, delete…) are left out. */
const isActions = (cell: Element) => cell.hasAttribute('data-actions');

/**
 * The columns whose every row holds only what is marked `data-print="hide"` (a row's selection box,
 * its review buttons): they would print as nothing but width, so they are left out too.
 */
function controlOnlyColumns(rows: readonly HTMLTableRowElement[]): Set<number> {
  const columns = new Set<number>();
  const width = rows[0]?.cells.length ?? 0;
  if (rows.some((row) => row.cells.length !== width)) return columns;
  for (let i = 0; i < width; i++) {
    const cells = rows.map((row) => row.cells[i] as Element);
    if (cells.every((cell) => cell.querySelector('[data-print="hide"]') !== null && cellText(cell) === ''))
      columns.add(i);
  }
  return columns;
}

export function cleanTable(source: HTMLTableElement): HTMLTableElement {
  const doc = source.ownerDocument;
  const table = doc.createElement('table');
  table.setAttribute('data-print-table', '');
  const label = source.getAttribute('aria-label');
  if (label) table.setAttribute('aria-label', label);
  const bodyRows = Array.from(source.tBodies).flatMap((body) => Array.from(body.rows));
  const controlsOnly = controlOnlyColumns(bodyRows);
  const section = (name: 'thead' | 'tbody', rows: HTMLTableRowElement[], tag: 'th' | 'td') => {
    const out = doc.createElement(name);
    for (const row of rows) {
      const tr = doc.createElement('tr');
      for (const [index, cell] of Array.from(row.cells).entries()) {
        if (
          isActions(cell) ||
          (row.cells.length === (bodyRows[0]?.cells.length ?? -1) && controlsOnly.has(index))
        )
          continue;
        const copy = doc.createElement(tag);
        copy.textContent = tag === 'th' ? headerText(cell) : cellText(cell);
        const span = cell.getAttribute('colspan');
        if (span) copy.setAttribute('colspan', span);
        tr.append(copy);
      }
      out.append(tr);
    }
    table.append(out);
  };
  section('thead', Array.from(source.tHead?.rows ?? []), 'th');
  section('tbody', bodyRows, 'td');
  return table;
}

/**
 * A copy of `element` to print, each data table in it replaced by its clean table. Anything else
 * (a dialog's note, a list of figures) prints as it shows.
 */
export function printableCopy(element: HTMLElement): HTMLElement {
  const copy = element.cloneNode(true) as HTMLElement;
  const sources = Array.from(element.querySelectorAll<HTMLTableElement>('table[data-data-table]'));
  const copies = Array.from(copy.querySelectorAll<HTMLTableElement>('table[data-data-table]'));
  copies.forEach((table, i) => {
    const source = sources[i];
    if (source) table.replaceWith(cleanTable(source));
  });
  return copy;
}

/** The clean table's look on paper: small type, names wrapped between words, the header on each page. */
export const CLEAN_TABLE_CSS = `
  table[data-print-table] { width: 100% !important; border-collapse: collapse; font-size: 8px; line-height: 1.25; }
  table[data-print-table] thead { display: table-header-group !important; }
  table[data-print-table] tr { break-inside: avoid; }
  table[data-print-table] th, table[data-print-table] td {
    padding: 1px 3px !important; border: 1px solid #bbb; text-align: start; vertical-align: top;
    word-break: normal !important; overflow-wrap: break-word; hyphens: manual;
  }
  table[data-print-table] th { background: #eee !important; font-weight: 600; vertical-align: bottom; print-color-adjust: exact; }
`;
