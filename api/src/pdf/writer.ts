import { type Color, PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { embedFace, type FontFile } from './fonts.ts';
import { type TextRun, textRuns } from './text-runs.ts';
import { wrapText } from './wrap.ts';

/** US Letter in points (1/72 in), the page every console PDF is printed on. */
export const LETTER: readonly [number, number] = [612, 792];

export interface PdfSetup {
  /** The document's title (its metadata, what a viewer's title bar shows). */
  title: string;
  pageSize?: readonly [number, number];
  /** Blank border on every side, in points. */
  margin?: number;
  /** The footer of page `page` of `pages` (e.g. 'Page 1 of 2'), drawn once all pages exist. */
  footer?: (page: number, pages: number) => string;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: Color;
  /** Points from the left margin. */
  indent?: number;
}

const BODY_SIZE = 10;
/** Space between two lines' baselines beyond the font size. */
const LEADING = 5;
const FOOTER_SIZE = 8;

/**
 * One PDF being written top to bottom: page setup, the fonts (Noto Sans and its bold, with a face
 * per other script: fonts.ts, text-runs.ts), a cursor and the paging. Whatever is drawn asks for
 * its room first (`room`), and continues on a new page when the page is full, so no user of it
 * counts lines. Tables and images are drawn by table.ts and image.ts through the same cursor.
 */
export class PdfWriter {
  /** The baseline of the next line on the current page. */
  y: number;
  readonly left: number;
  /** Width between the margins. */
  readonly width: number;
  private current: PDFPage;

  /** The faces this document has embedded so far, each the first time it writes with it. */
  private readonly faces = new Map<FontFile, PDFFont>();

  private constructor(
    readonly document: PDFDocument,
    private readonly setup: Required<Omit<PdfSetup, 'footer'>> & Pick<PdfSetup, 'footer'>,
  ) {
    this.left = setup.margin;
    this.width = setup.pageSize[0] - 2 * setup.margin;
    this.current = document.addPage([...setup.pageSize] as [number, number]);
    this.y = this.top;
  }

  static async create(setup: PdfSetup): Promise<PdfWriter> {
    const document = await PDFDocument.create();
    document.setTitle(setup.title);
    document.setCreator('Time Admin Console');
    document.setProducer('Time Admin Console');
    // The properties say when it was drawn, as a viewer's Document Properties show it.
    const now = new Date();
    document.setCreationDate(now);
    document.setModificationDate(now);
    return new PdfWriter(document, {
      ...setup,
      pageSize: setup.pageSize ?? LETTER,
      margin: setup.margin ?? 50,
    });
  }

  get page(): PDFPage {
    return this.current;
  }

  private get top(): number {
    return this.setup.pageSize[1] - this.setup.margin;
  }

  /** The lowest a baseline may go: the footer keeps the bottom margin to itself. */
  private get bottom(): number {
    return this.setup.margin;
  }

  private face(face: FontFile): PDFFont {
    let font = this.faces.get(face);
    if (!font) {
      font = embedFace(this.document, face);
      this.faces.set(face, font);
    }
    return font;
  }

  /** `text` as the stretches each face writes, in the style's font chain. */
  private runs(text: string, style: TextStyle): TextRun[] {
    return textRuns(text, style.bold ? 'bold' : 'regular', style.size ?? BODY_SIZE);
  }

  /** Width of `text` in points in `style`. */
  measure(text: string, style: TextStyle = {}): number {
    return this.runs(text, style).reduce((sum, run) => sum + run.width, 0);
  }

  /** Draws `text` on `page` with its baseline at (x, y), each stretch in the face that has it. */
  private drawRuns(page: PDFPage, text: string, x: number, y: number, style: TextStyle): void {
    let left = x;
    for (const run of this.runs(text, style)) {
      page.drawText(run.text, {
        x: left,
        y,
        size: style.size ?? BODY_SIZE,
        font: this.face(run.face),
        ...(style.color ? { color: style.color } : {}),
      });
      left += run.width;
    }
  }

  lineHeight(style: TextStyle = {}): number {
    return (style.size ?? BODY_SIZE) + LEADING;
  }

  /** Makes sure `height` points fit above the bottom margin, starting a new page when not. */
  room(height: number): void {
    if (this.y - height + this.lineHeight() >= this.bottom) return;
    this.current = this.document.addPage([...this.setup.pageSize] as [number, number]);
    this.y = this.top;
  }

  space(points: number): void {
    this.y -= points;
  }

  /** Draws `text` at the cursor's baseline, `dx` points right of the left margin, without moving on. */
  drawAt(text: string, dx: number, style: TextStyle = {}): void {
    this.drawRuns(this.current, text, this.left + dx, this.y, style);
  }

  /** One line of text (not wrapped), then the cursor moves to the next line. */
  line(text: string, style: TextStyle = {}): void {
    this.room(this.lineHeight(style));
    this.drawAt(text, style.indent ?? 0, style);
    this.y -= this.lineHeight(style);
  }

  /** A title: large and bold, with room beneath. */
  heading(text: string, style: TextStyle = {}): void {
    this.line(text, { size: 18, bold: true, ...style });
    this.space(8);
  }

  /** Text wrapped to the width between the margins (less the indent). */
  paragraph(text: string, style: TextStyle = {}): void {
    const indent = style.indent ?? 0;
    for (const line of wrapText(text, (t) => this.measure(t, style), this.width - indent))
      this.line(line, style);
  }

  /**
   * Where the values of `facts` start: `labelWidth` points from the margin, or further when a
   * label is wider (a Spanish label is), so no label runs into its value.
   */
  factsIndent(labels: readonly string[], labelWidth = 110): number {
    return Math.max(labelWidth, ...labels.map((label) => this.measure(`${label}:`, { bold: true }) + 8));
  }

  /** 'Label: value' lines, the values lined up past the widest label and wrapped beside it. */
  facts(rows: readonly (readonly [string, string])[], labelWidth = 110): void {
    const indent = this.factsIndent(
      rows.map(([label]) => label),
      labelWidth,
    );
    for (const [label, value] of rows) {
      const lines = wrapText(value, (t) => this.measure(t), this.width - indent);
      this.room(this.lineHeight() * Math.max(1, lines.length));
      this.drawAt(`${label}:`, 0, { bold: true });
      for (const [i, text] of (lines.length ? lines : ['']).entries()) {
        if (i > 0) this.y -= this.lineHeight();
        this.drawAt(text, indent);
      }
      this.y -= this.lineHeight();
    }
  }

  /** The finished PDF, with every page's footer drawn now that the number of pages is known. */
  async save(): Promise<Uint8Array> {
    const pages = this.document.getPages();
    const { footer } = this.setup;
    if (footer) {
      for (const [i, page] of pages.entries()) {
        const text = footer(i + 1, pages.length);
        const style = { size: FOOTER_SIZE };
        this.drawRuns(
          page,
          text,
          this.left + this.width - this.measure(text, style),
          this.setup.margin / 2,
          style,
        );
      }
    }
    return this.document.save();
  }
}
