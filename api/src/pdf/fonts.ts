import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font, type Glyph, type Subset } from 'fontkit';
import { CustomFontSubsetEmbedder, type PDFDocument, PDFFont } from 'pdf-lib';

/**
 * The fonts every console PDF writes with (shared/docs/pdf.md): Noto Sans for Latin (with
 * Latin Extended and Vietnamese), Greek and Cyrillic, then one Noto face per script it lacks, tried
 * in this order for a character the ones before cannot write. Each is embedded as a subset of the
 * glyphs a document uses, and only into a document that uses it.
 */
const require = createRequire(import.meta.url);

interface FontFile {
  /** The package path of the file (a TTF, or a WOFF where the package ships no TTF). */
  file: string;
  /**
   * Right-to-left scripts and Arabic's joined letters need fontkit's full layout (shaping and
   * glyph order); every other face is laid out glyph by glyph from its character map, which is
   * what keeps a report of thousands of lines fast.
   */
  shaped?: boolean;
}

const REGULAR: FontFile = { file: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf' };
const BOLD: FontFile = { file: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf' };
const emoji = (part: number): FontFile => ({
  file: `@fontsource/noto-emoji/files/noto-emoji-${part}-400-normal.woff`,
});
const FALLBACKS: readonly FontFile[] = [
  { file: '@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-400-normal.woff', shaped: true },
  { file: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf', shaped: true },
  // Simplified Chinese carries the Han ideographs and Japanese kana; Korean brings Hangul.
  { file: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf' },
  { file: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf' },
  // Noto Emoji (monochrome outlines: a PDF font cannot hold the colour ones) in its eleven parts.
  ...Array.from({ length: 11 }, (_, part) => emoji(part)),
];

/** The face chain of a style: its own Noto Sans first, then the other scripts. */
export const FONT_CHAINS = {
  regular: [REGULAR, ...FALLBACKS],
  bold: [BOLD, ...FALLBACKS],
} as const;

/**
 * Each file parsed once per process (a CJK face is ten megabytes) and shared by every document:
 * the parsed font is only read from; each document's subset is its own.
 */
const parsed = new Map<FontFile, { bytes: Uint8Array; font: Font }>();

/**
 * A subset as pdf-lib 1.17 saves it: it reads `encodeStream` (fontkit 1's), while fontkit 2, whose
 * TrueType subsets keep every glyph's outline (fontkit 1's lose most of Noto Sans's), has `encode`.
 */
function streamed(subset: Subset): Subset {
  const encodeStream = () => {
    const handlers: Record<string, (value?: unknown) => void> = {};
    const stream = {
      on(event: string, handler: (value?: unknown) => void) {
        handlers[event] = handler;
        return stream;
      },
    };
    setImmediate(() => {
      try {
        handlers.data?.(subset.encode());
        handlers.end?.();
      } catch (error) {
        handlers.error?.(error);
      }
    });
    return stream;
  };
  return Object.assign(subset, { encodeStream });
}

export function loadFont(face: FontFile): { bytes: Uint8Array; font: Font } {
  let known = parsed.get(face);
  if (!known) {
    const bytes = readFileSync(require.resolve(face.file));
    const font = create(bytes) as Font;
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => streamed(createSubset());
    // fontkit keeps one glyph object per glyph with the characters it was first asked for: a
    // subset asks for a composite's parts (the o of ó, the Z of Ż) with none, and a later document
    // writing that letter would get no ToUnicode entry for it (its text would not copy, search or
    // read back). A glyph asked for with characters gets them when it has none yet.
    const getGlyph = font.getGlyph.bind(font);
    font.getGlyph = (id: number, codePoints: number[] = []) => {
      const glyph = getGlyph(id, codePoints);
      if (glyph && !glyph.codePoints.length && codePoints.length) glyph.codePoints = codePoints;
      return glyph;
    };
    if (!face.shaped) {
      // pdf-lib measures and encodes text through `layout`, whose shaping pass costs far more
      // than the table lookups these scripts need; kerning is all that is given up.
      const glyphs = (text: string): Glyph[] =>
        Array.from(text, (char) => font.glyphForCodePoint(char.codePointAt(0) ?? 0));
      font.layout = ((text: string) => ({ glyphs: glyphs(text) })) as unknown as Font['layout'];
    }
    known = { bytes, font };
    parsed.set(face, known);
  }
  return known;
}

/**
 * Embeds `face` into `document` at once, subset. pdf-lib's own `embedFont` only resolves
 * asynchronously, while a face is needed in the middle of drawing a line; this does what it does
 * (an embedder, a reference, the font saved with the document) without the wait.
 */
export function embedFace(document: PDFDocument, face: FontFile): PDFFont {
  const { bytes, font } = loadFont(face);
  const Embedder = CustomFontSubsetEmbedder as unknown as new (
    font: Font,
    bytes: Uint8Array,
  ) => CustomFontSubsetEmbedder;
  const embedded = PDFFont.of(document.context.nextRef(), document, new Embedder(font, bytes));
  (document as unknown as { fonts: PDFFont[] }).fonts.push(embedded);
  return embedded;
}

export type { FontFile };
