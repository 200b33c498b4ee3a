import { PDFDocument } from 'pdf-lib';
import { PdfWriter, rgb } from '../../../pdf/index.ts';
import { lowestDrawn } from './page-free-space.ts';
import { drawSignatureMark, type SignatureMark } from './signature-mark.ts';
import { utcText } from './utc-text.ts';

/** The console's PDFs keep this border on every side (pdf/writer.ts); the box keeps to it. */
const MARGIN = 50;
/** The footer is drawn below this height; content never is. */
const FOOTER_TOP = 40;
/** The writer's page the box is drawn on: far taller than any box. */
const WRITER_HEIGHT = 1000;
const PADDING = 6;
const GAP = 16;
const MARK_HEIGHT = 52;
const BORDER = rgb(0.35, 0.35, 0.35);

export interface SignatureBoxText {
  signerName: string;
  signerTitle: string;
  signerEmail: string;
  signedAt: string;
}

/**
 * The customer's signature in a clear box on the last page of the revision's PDF, below what the
 * page already shows: the signature, the signer's name, title and e-mail, when, and where the
 * proof is. When the last page has no room below its content, the box goes on a page of its own
 * after it, the same size, so it never covers the voucher. The box is drawn by the console's
 * PdfWriter (its fonts write every name) on a page of its own and placed as a form.
 */
export async function drawSignatureBox(
  document: PDFDocument,
  mark: SignatureMark,
  text: SignatureBoxText,
): Promise<void> {
  const pages = document.getPages();
  const last = pages[pages.length - 1];
  if (!last) throw new Error('The revision PDF has no pages');
  const { width, height } = last.getSize();

  // The box is drawn first on a page of its own, tall enough for any name, then sized to what it holds.
  const drawn = await PdfWriter.create({
    title: 'Signature',
    pageSize: [width, WRITER_HEIGHT],
    margin: MARGIN,
  });
  const left = MARGIN - PADDING;
  const right = width - MARGIN + PADDING;
  const ceiling = WRITER_HEIGHT - MARGIN;
  drawn.y = ceiling - 16;
  drawn.line('Customer signature', { size: 11, bold: true });
  const ruleY = (await drawSignatureMark(drawn, mark, { width: 220, height: MARK_HEIGHT })) - 2;
  drawn.page.drawLine({
    start: { x: MARGIN, y: ruleY },
    end: { x: MARGIN + 240, y: ruleY },
    thickness: 0.75,
  });
  drawn.y = ruleY - 12;
  const who = [text.signerName, text.signerTitle].filter(Boolean).join(', ');
  drawn.paragraph(who, { size: 10, bold: true });
  drawn.paragraph(`Signed ${utcText(text.signedAt)} by ${text.signerEmail}`, { size: 9 });
  drawn.paragraph(
    'Signed electronically: the signature certificate at the end of this file holds the proof.',
    {
      size: 8,
    },
  );
  const bottom = drawn.y + drawn.lineHeight() - 5 - PADDING;
  const boxHeight = ceiling - bottom;
  drawn.page.drawRectangle({
    x: left,
    y: bottom,
    width: right - left,
    height: boxHeight,
    borderColor: BORDER,
    borderWidth: 1,
  });

  // Below the last page's content when it fits there, else at the top of a page of its own.
  const lowest = lowestDrawn(last, FOOTER_TOP);
  const top = lowest === null ? height - MARGIN : lowest - GAP;
  const fits = top - boxHeight >= MARGIN;
  const page = fits ? last : document.insertPage(pages.length, [width, height]);
  const boxTop = fits ? top : height - MARGIN;
  // Only the box is placed: the writer's page around it is its margins.
  const box = await PDFDocument.load(await drawn.save());
  const form = await document.embedPage(box.getPage(0), { left, right, bottom, top: ceiling });
  page.drawPage(form, { x: left, y: boxTop - boxHeight });
}
