/**
 * `text` split into lines no wider than `width` as `measure` reads them, breaking between words. A
 * word wider than the line on its own keeps a line to itself (it overflows rather than vanish).
 */
export function wrapText(text: string, measure: (line: string) => number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * `text` cut to fit `width`, ending in an ellipsis when cut: a table cell keeps to its column
 * instead of running into the next.
 */
export function fitText(text: string, measure: (line: string) => number, width: number): string {
  if (measure(text) <= width) return text;
  // The longest prefix that fits with its ellipsis, found by halving (a long note in a narrow
  // column would otherwise be measured once per character it loses).
  let fits = 0;
  let over = text.length;
  while (over - fits > 1) {
    const mid = Math.floor((fits + over) / 2);
    if (measure(`${text.slice(0, mid)}…`) <= width) fits = mid;
    else over = mid;
  }
  return fits > 0 ? `${text.slice(0, fits)}…` : '';
}
