/**
 * `text` split into lines no wider than `width` as `measure` reads them, breaking between words. A
 * word wider than a line on its own is broken between characters: every character is printed,
 * none runs past the width (a table cell into the next column, a paragraph off the page).
 */
export function wrapText(text: string, measure: (line: string) => number, width: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const whole = words.join(' ');
  // Most cells fit: one measure instead of one per word.
  if (measure(whole) <= width) return whole ? [whole] : [];
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (measure(next) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    const pieces = breakWord(word, measure, width);
    line = pieces.pop() ?? '';
    lines.push(...pieces);
  }
  if (line) lines.push(line);
  return lines;
}

/** `word` in pieces that fit `width` (at least one character each, so a too-narrow width still ends). */
function breakWord(word: string, measure: (line: string) => number, width: number): string[] {
  if (measure(word) <= width) return [word];
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && measure(piece + char) > width) {
      pieces.push(piece);
      piece = char;
    } else piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}
