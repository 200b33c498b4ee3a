import { imageHeader, withinPixelLimit } from './image-header.ts';

/**
 * Whether stored image bytes may be served or drawn into a PDF: a PNG, JPEG or WebP by its bytes and
 * header, within the pixel limit. Uploads are stored re-encoded (reencode.ts); this also keeps back
 * anything stored before they were, which was judged by its first bytes only.
 */
export async function isServableImage(bytes: Uint8Array): Promise<boolean> {
  const header = await imageHeader(bytes);
  return header !== null && withinPixelLimit(header);
}

/** The rows whose image may be served, in their order (their headers read in parallel). */
export async function servableRows<T>(rows: readonly T[], bytesOf: (row: T) => Uint8Array): Promise<T[]> {
  const servable = await Promise.all(rows.map((row) => isServableImage(bytesOf(row))));
  return rows.filter((_, i) => servable[i]);
}
