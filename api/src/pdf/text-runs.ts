import { FONT_CHAINS, type FontFile, loadFont } from './fonts.ts';

export type FontStyle = keyof typeof FONT_CHAINS;

/** A stretch of a line written in one face, and its width at the size asked. */
export interface TextRun {
  face: FontFile;
  text: string;
  width: number;
}

/**
 * Written for a character no face has (an emoji newer than Noto Emoji, a script the chain does not
 * carry): the replacement character, so the gap shows instead of vanishing.
 */
const REPLACEMENT = '\uFFFD';
/** Marks with no glyph of their own (variation selectors, joiners, direction marks): dropped. */
const INVISIBLE = /[\u200B-\u200F\u2060\uFEFF\u{E0020}-\u{E007F}]|\uFE0E|\uFE0F|[\uFE00-\uFE0D]/gu;

/** Per style, the index in its chain of the first face with each character (-1: none has it). */
const faceOf = new Map<FontStyle, Map<number, number>>();

function faceIndex(style: FontStyle, codePoint: number): number {
  let known = faceOf.get(style);
  if (!known) {
    known = new Map();
    faceOf.set(style, known);
  }
  let index = known.get(codePoint);
  if (index === undefined) {
    index = FONT_CHAINS[style].findIndex((face) => loadFont(face).font.hasGlyphForCodePoint(codePoint));
    known.set(codePoint, index);
  }
  return index;
}

/** Per face laid out glyph by glyph, each character's advance in font units. */
const advances = new Map<FontFile, Map<string, number>>();

/** Width of `text` in `face` in em units of 1000, as pdf-lib adds the glyphs up. */
function widthOf(face: FontFile, text: string): number {
  const { font } = loadFont(face);
  let units = 0;
  if (face.shaped) {
    for (const glyph of font.layout(text).glyphs) units += glyph.advanceWidth;
  } else {
    let known = advances.get(face);
    if (!known) {
      known = new Map();
      advances.set(face, known);
    }
    for (const char of text) {
      let advance = known.get(char);
      if (advance === undefined) {
        advance = font.glyphForCodePoint(char.codePointAt(0) ?? 0).advanceWidth;
        known.set(char, advance);
      }
      units += advance;
    }
  }
  return (units * 1000) / font.unitsPerEm;
}

/**
 * `text` on one line (line breaks and tabs as spaces) split into runs by the face that writes each
 * character: the style's own face where it can, else the first fallback that has the character. A
 * space between two characters of one fallback stays in that run, so a Hebrew or Arabic name is laid
 * out (and, right to left, ordered) as a whole.
 */
export function textRuns(text: string, style: FontStyle, size: number): TextRun[] {
  const chain = FONT_CHAINS[style];
  const chars = Array.from(text.replace(/[\r\n\t]+/g, ' ').replace(INVISIBLE, ''));
  const faces = chars.map((char) => faceIndex(style, char.codePointAt(0) ?? 0));
  // The face of the nearest character that is not a space, after each position.
  const next: number[] = [];
  for (let i = chars.length - 1, seen = -1; i >= 0; i--) {
    next[i] = seen;
    if (chars[i] !== ' ') seen = faces[i] ?? -1;
  }
  for (let i = 0, before = -1; i < chars.length; i++) {
    if (chars[i] !== ' ') before = faces[i] ?? -1;
    else if (before > 0 && before === next[i]) faces[i] = before;
  }
  const runs: TextRun[] = [];
  let start = 0;
  for (let i = 1; i <= chars.length; i++) {
    if (i < chars.length && faces[i] === faces[start]) continue;
    const index = faces[start] ?? 0;
    const face = chain[Math.max(0, index)] ?? chain[0];
    const part = index < 0 ? REPLACEMENT.repeat(i - start) : chars.slice(start, i).join('');
    runs.push({ face, text: part, width: (widthOf(face, part) * size) / 1000 });
    start = i;
  }
  return runs.filter((run) => run.text);
}
