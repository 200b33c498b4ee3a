import type { PDFImage } from 'pdf-lib';
import { isServableImage } from '../images/servable.ts';
import type { PdfWriter } from './writer.ts';

/** The formats a PDF can hold as they are. WebP must be converted before it reaches a PDF. */
export type PdfImageType = 'png' | 'jpeg';

/** What the bytes are, by their signature; null for anything a PDF cannot embed as it is. */
export function pdfImageType(bytes: Uint8Array): PdfImageType | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

async function embed(pdf: PdfWriter, bytes: Uint8Array): Promise<PDFImage> {
  const type = pdfImageType(bytes);
  if (type === 'png') return pdf.document.embedPng(bytes);
  if (type === 'jpeg') return pdf.document.embedJpg(bytes);
  throw new Error('A PDF image must be a PNG or a JPEG');
}

export interface ImageBox {
  /** The most room the image may take, in points; it keeps its proportions and is never enlarged. */
  maxWidth?: number;
  maxHeight?: number;
  /** A line of text beneath (e.g. the attachment's name). */
  caption?: string;
}

/** An image (PNG or JPEG) at the cursor, on a new page when it does not fit on this one. */
export async function drawImage(pdf: PdfWriter, bytes: Uint8Array, box: ImageBox = {}): Promise<void> {
  const image = await embed(pdf, bytes);
  const scale = Math.min(1, (box.maxWidth ?? pdf.width) / image.width, (box.maxHeight ?? 240) / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  pdf.room(height + pdf.lineHeight({ size: 9 }) + 5);
  // The cursor is a baseline: the image hangs from the line's top (a font size above it).
  const top = pdf.y + pdf.lineHeight() - 5;
  pdf.page.drawImage(image, { x: pdf.left, y: top - height, width, height });
  pdf.y = top - height - pdf.lineHeight({ size: 9 });
  if (box.caption) pdf.line(box.caption, { size: 9 });
  else pdf.space(4);
}

const SIGNATURE_WIDTH = 200;
const SIGNATURE_HEIGHT = 50;

/**
 * A signature block: the signature image (when there is one) over a rule, the signer's label
 * beneath. Without an image the rule is left blank for a signature in ink on the printout; so too
 * with a stored image a PDF cannot hold (not a PNG or JPEG, or beyond the pixel limit: decoding it
 * would take the memory the limit guards).
 */
export async function drawSignature(pdf: PdfWriter, label: string, bytes?: Uint8Array): Promise<void> {
  pdf.room(SIGNATURE_HEIGHT + 2 * pdf.lineHeight());
  const top = pdf.y + pdf.lineHeight() - 5;
  const ruleY = top - SIGNATURE_HEIGHT;
  if (bytes && pdfImageType(bytes) && (await isServableImage(bytes))) {
    const image = await embed(pdf, bytes);
    const scale = Math.min(1, SIGNATURE_WIDTH / image.width, (SIGNATURE_HEIGHT - 4) / image.height);
    pdf.page.drawImage(image, {
      x: pdf.left,
      y: ruleY + 2,
      width: image.width * scale,
      height: image.height * scale,
    });
  }
  pdf.page.drawLine({
    start: { x: pdf.left, y: ruleY },
    end: { x: pdf.left + SIGNATURE_WIDTH, y: ruleY },
    thickness: 0.75,
  });
  pdf.y = ruleY - pdf.lineHeight({ size: 9 });
  pdf.line(label, { size: 9 });
}
