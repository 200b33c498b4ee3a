import type { Page } from '@playwright/test';

/** What a list screen looks like in numbers (layout.spec.ts). */
export interface LayoutMeasures {
  /** Body rows of the main table wholly in view: inside its scroll area and inside the window. */
  rowsVisible: number;
  /** Body rows on the page (a list with fewer than 12 cannot show 12). */
  rowsLoaded: number;
  /** Words in table cells split across two lines ("admin@dem / o.local"), with where. */
  brokenWords: string[];
  /** Cells cut short by an ellipsis; the first is marked data-cut-sample to hover. */
  cutCells: number;
  /** Inputs whose placeholder is wider than the room for it ("Sear"). */
  clippedPlaceholders: string[];
  /** How far the page reaches past the window sideways, in px (0: none). */
  pageOverflow: number;
}

/**
 * Measures the screen as drawn. Words are checked with a Range over each word of each cell's text:
 * a word broken across lines has more than one client rect.
 */
export function measureLayout(page: Page): Promise<LayoutMeasures> {
  return page.evaluate(() => {
    const where = (el: Element) => {
      const table = el.closest('table')?.getAttribute('aria-label') ?? '';
      return `${table} ${el.tagName.toLowerCase()}: "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    };
    const table = document.querySelector<HTMLTableElement>('main table');
    let rowsVisible = 0;
    let rowsLoaded = 0;
    if (table) {
      const area = table.parentElement?.getBoundingClientRect();
      const bottom = Math.min(area?.bottom ?? window.innerHeight, window.innerHeight);
      const top = Math.max(table.tHead?.getBoundingClientRect().bottom ?? 0, 0);
      for (const row of Array.from(table.tBodies[0]?.rows ?? [])) {
        if (row.cells.length === 1 && (row.cells[0]?.colSpan ?? 1) > 1) continue;
        rowsLoaded++;
        const box = row.getBoundingClientRect();
        if (box.top >= top - 1 && box.bottom <= bottom + 1) rowsVisible++;
      }
    }

    const brokenWords: string[] = [];
    let cutCells = 0;
    for (const cell of Array.from(document.querySelectorAll('main table :is(th, td)'))) {
      const style = getComputedStyle(cell);
      if (cell.scrollWidth > cell.clientWidth + 1 && style.textOverflow === 'ellipsis') {
        if (cutCells === 0) cell.setAttribute('data-cut-sample', '');
        cutCells++;
      }
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const words = /\S+/g;
        for (let match = words.exec(text); match; match = words.exec(text)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
          if (lines.size > 1) brokenWords.push(`${where(cell)} breaks "${match[0]}"`);
        }
      }
    }

    const clippedPlaceholders: string[] = [];
    const canvas = document.createElement('canvas').getContext('2d');
    for (const input of Array.from(document.querySelectorAll<HTMLInputElement>('main input[placeholder]'))) {
      if (!input.placeholder || input.offsetParent === null || !canvas) continue;
      const style = getComputedStyle(input);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      const needed = canvas.measureText(input.placeholder).width;
      if (needed > room + 0.5)
        clippedPlaceholders.push(
          `${input.getAttribute('aria-label')}: "${input.placeholder}" needs ${Math.ceil(needed)} px, has ${Math.floor(room)}`,
        );
    }

    const main = document.querySelector('main');
    const pageOverflow = Math.max(
      document.documentElement.scrollWidth - document.documentElement.clientWidth,
      main ? main.scrollWidth - main.clientWidth : 0,
    );
    return { rowsVisible, rowsLoaded, brokenWords, cutCells, clippedPlaceholders, pageOverflow };
  });
}
