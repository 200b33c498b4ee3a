import { CLEAN_TABLE_CSS, printableCopy } from './clean-table.ts';

export interface PrintOptions {
  /** The printout's title (the browser puts it in the page header). */
  title: string;
  /** Extra CSS for the printout, e.g. to hide the search boxes. */
  css?: string;
}

/** Printing a copy must not clip or scroll what the screen clips or scrolls. */
const PRINT_CSS = `
  @page { size: landscape; margin: 10mm; }
  html, body { background: #fff !important; height: auto !important; overflow: visible !important; }
  body { margin: 0; font-size: 10px; }
  * { overflow: visible !important; max-height: none !important; position: static !important; }
  button, input, [role="status"], [data-print="hide"] { display: none !important; }
  table, thead, tbody, tr, th, td { display: revert !important; content-visibility: visible !important; }
  table { width: 100% !important; min-width: 0 !important; border-collapse: collapse; }
  th, td { padding: 2px 4px !important; border: 1px solid #ccc; overflow-wrap: break-word; }
  img { max-width: 100%; }
  ${CLEAN_TABLE_CSS}
`;

/**
 * Prints a copy of `element` (what the user sees: the current page of a table, a dialog's body)
 * from a hidden frame that carries the page's styles, so the printout holds only that part. A data
 * table in it prints as a clean table (clean-table.ts): column names and cell text.
 * Resolves when the print dialog has closed (or at once where print() does not block).
 */
export function printElement(element: HTMLElement, { title, css = '' }: PrintOptions): Promise<void> {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.title = title;
  Object.assign(frame.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    width: '0',
    height: '0',
    border: '0',
  });
  document.body.append(frame);
  const doc = frame.contentDocument;
  const win = frame.contentWindow;
  if (!doc || !win) {
    frame.remove();
    return Promise.resolve();
  }
  const styles = Array.from(document.querySelectorAll('style, link[rel="stylesheet"]'))
    .map((node) => node.outerHTML)
    .join('\n');
  doc.open();
  doc.write(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>${styles}<style>${PRINT_CSS}${css}</style></head><body><h1 style="font-size:14px;margin:0 0 8px">${escapeHtml(title)}</h1>${printableCopy(element).outerHTML}</body></html>`,
  );
  doc.close();
  return new Promise((resolve) => {
    // Images (data: URLs) decode before the print dialog takes its snapshot.
    setTimeout(() => {
      try {
        win.focus();
        win.print();
      } finally {
        setTimeout(() => frame.remove(), 1000);
        resolve();
      }
    }, 100);
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
