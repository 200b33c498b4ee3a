import { FieldMessages } from '@tac/contracts';
import { checkImage } from '../../images/image-content.ts';

/** The largest signed attestation PDF a device may send. */
export const MAX_PDF_BYTES = 2 * 1024 * 1024;

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  Buffer.from(bytes.subarray(from, to)).toString('latin1');

/**
 * What an upload is, read from its bytes (never its name or declared type): a photo or signature
 * must be a PNG, JPEG or WebP image (images/image-content.ts), a signed attestation a PDF (its
 * header, and its end-of-file marker near the end, so a truncated upload is refused).
 */
export function checkUpload(
  bytes: Uint8Array,
  purpose: 'photo' | 'attestationPdf' | 'signature',
): { ok: true; mime: string } | { ok: false; reason: string } {
  if (purpose !== 'attestationPdf') return checkImage(bytes);
  if (bytes.length === 0) return { ok: false, reason: 'The attachment is empty' };
  if (bytes.length > MAX_PDF_BYTES) return { ok: false, reason: FieldMessages.tooLarge };
  const isPdf =
    ascii(bytes, 0, 5) === '%PDF-' &&
    ascii(bytes, Math.max(0, bytes.length - 1024), bytes.length).includes('%%EOF');
  return isPdf ? { ok: true, mime: 'application/pdf' } : { ok: false, reason: FieldMessages.notPdf };
}
