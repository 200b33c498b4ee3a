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

/** Bytes as base64 (pg gives a Buffer, PGlite a Uint8Array). */
function toBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

/**
 * Stored attachment images as the API answers them (name and base64 content), the servable ones
 * only, in their order; each row keeps its other columns (a list groups them by their record).
 */
export async function servableAttachments<T extends { name: string; content: Uint8Array }>(
  rows: readonly T[],
): Promise<(Omit<T, 'name' | 'content'> & { attachmentName: string; attachmentContent: string })[]> {
  return (await servableRows(rows, (r) => r.content)).map(({ name, content, ...rest }) => ({
    ...rest,
    attachmentName: name,
    attachmentContent: toBase64(content),
  }));
}
