import { StandardFonts } from 'pdf-lib';
import { isServableImage } from '../../../images/servable.ts';
import { type PdfWriter, pdfImageType } from '../../../pdf/index.ts';
import type { SignedPdfInput } from './signed-pdf.ts';

/** The customer's signature as it is drawn: the PNG they drew, or the name they typed. */
export type SignatureMark = { method: 'drawn'; png: Uint8Array } | { method: 'typed'; text: string };

/** Input the signed PDF cannot be made from, naming the field (the caller answers 400 with it). */
export class SignedPdfInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
    this.name = 'SignedPdfInputError';
  }
}

const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;

/**
 * The signature of the input, checked: a drawn one must be a PNG data URL the console can draw (a
 * PNG within the image pixel limit), a typed one must hold text.
 */
export async function signatureMarkOf(signature: SignedPdfInput['signature']): Promise<SignatureMark> {
  if (signature.method === 'typed') {
    const text = signature.text.replace(/\s+/g, ' ').trim();
    if (!text) throw new SignedPdfInputError('signature.text', 'the typed signature is empty');
    return { method: 'typed', text };
  }
  const base64 = PNG_DATA_URL.exec(signature.pngDataUrl.trim())?.[1];
  const png = base64 ? new Uint8Array(Buffer.from(base64, 'base64')) : undefined;
  if (!png || pdfImageType(png) !== 'png' || !(await isServableImage(png)))
    throw new SignedPdfInputError(
      'signature.pngDataUrl',
      'not a PNG image as a data URL within the image limits',
    );
  return { method: 'drawn', png };
}

/** A typed signature in the standard font nearest to handwriting, when it can write every character. */
const SCRIPT_FONT = StandardFonts.TimesRomanBoldItalic;
const TYPED_SIZE = 22;
/** Smaller than this, a typed signature no longer reads as one: it is wrapped as text instead. */
const TYPED_SIZE_MIN = 12;
const TYPED_NOTE = '(typed)';
const NOTE_SIZE = 9;

/**
 * The signature at the writer's cursor, in an area `height` points tall: the PNG scaled into
 * `width` x `height` keeping its proportions, or the typed name followed by '(typed)', as large as
 * fits the width between the margins. The standard fonts write WinAnsi only, so a typed name with a
 * character outside it (Łukasz, 王小明) is written in the console's own fonts (shared/docs/pdf.md
 * "Fonts"); one too long for a line even small is wrapped, never run off the page. Answers the
 * bottom of what it drew, where a signature line goes; the cursor is left below it.
 */
export async function drawSignatureMark(
  pdf: PdfWriter,
  mark: SignatureMark,
  area: { width: number; height: number },
): Promise<number> {
  const top = pdf.y + pdf.lineHeight() - 5;
  const bottom = top - area.height;
  if (mark.method === 'drawn') {
    const image = await pdf.document.embedPng(mark.png);
    const scale = Math.min(1, area.width / image.width, area.height / image.height);
    pdf.page.drawImage(image, {
      x: pdf.left,
      y: bottom,
      width: image.width * scale,
      height: image.height * scale,
    });
    pdf.y = bottom - pdf.lineHeight();
    return bottom;
  }
  const font = await pdf.document.embedFont(SCRIPT_FONT);
  const winAnsi = new Set(font.getCharacterSet());
  const script = Array.from(mark.text).every((char) => winAnsi.has(char.codePointAt(0) ?? 0));
  const widthAt = (size: number) =>
    script ? font.widthOfTextAtSize(mark.text, size) : pdf.measure(mark.text, { size });
  const room = pdf.width - pdf.measure(` ${TYPED_NOTE}`, { size: NOTE_SIZE }) - 6;
  const largest = Math.min(TYPED_SIZE, area.height - 12);
  const size = Math.min(largest, (largest * room) / Math.max(1, widthAt(largest)));
  if (size < TYPED_SIZE_MIN) {
    pdf.y = top - pdf.lineHeight() + 5;
    pdf.paragraph(`${mark.text} ${TYPED_NOTE}`);
    const end = pdf.y + pdf.lineHeight() - 5;
    pdf.y = end - pdf.lineHeight();
    return end;
  }
  const baseline = bottom + 10;
  if (script) pdf.page.drawText(mark.text, { x: pdf.left, y: baseline, size, font });
  pdf.y = baseline;
  if (!script) pdf.drawAt(mark.text, 0, { size });
  pdf.drawAt(TYPED_NOTE, widthAt(size) + 6, { size: NOTE_SIZE });
  pdf.y = bottom - pdf.lineHeight();
  return bottom;
}
