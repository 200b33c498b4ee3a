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

/**
 * The signature in a box `width` x `height` points whose top left is (x, top) on the writer's
 * current page: the PNG scaled into it keeping its proportions, or the typed name followed by
 * '(typed)'. The standard fonts write WinAnsi only, so a typed name with a character outside it
 * (Łukasz, 王小明) is written in the console's own fonts instead (shared/docs/pdf.md "Fonts").
 */
export async function drawSignatureMark(
  pdf: PdfWriter,
  mark: SignatureMark,
  box: { x: number; top: number; width: number; height: number },
): Promise<void> {
  if (mark.method === 'drawn') {
    const image = await pdf.document.embedPng(mark.png);
    const scale = Math.min(1, box.width / image.width, box.height / image.height);
    pdf.page.drawImage(image, {
      x: box.x,
      y: box.top - box.height,
      width: image.width * scale,
      height: image.height * scale,
    });
    return;
  }
  const baseline = box.top - box.height + 10;
  const font = await pdf.document.embedFont(SCRIPT_FONT);
  const winAnsi = new Set(font.getCharacterSet());
  const typedSize = Math.min(TYPED_SIZE, box.height - 12);
  let width: number;
  if (Array.from(mark.text).every((char) => winAnsi.has(char.codePointAt(0) ?? 0))) {
    pdf.page.drawText(mark.text, { x: box.x, y: baseline, size: typedSize, font });
    width = font.widthOfTextAtSize(mark.text, typedSize);
  } else {
    const saved = pdf.y;
    pdf.y = baseline;
    pdf.drawAt(mark.text, box.x - pdf.left, { size: typedSize - 4 });
    width = pdf.measure(mark.text, { size: typedSize - 4 });
    pdf.y = saved;
  }
  const saved = pdf.y;
  pdf.y = baseline;
  pdf.drawAt('(typed)', box.x - pdf.left + width + 6, { size: 9 });
  pdf.y = saved;
}
