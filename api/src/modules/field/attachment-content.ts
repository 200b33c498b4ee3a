import { FieldMessages } from '@tac/contracts';
import { reencodeImage } from '../../images/reencode.ts';
import { checkPdf } from './pdf-content.ts';
import { SIGNED_ATTESTATION_MIME } from './signed-attestations.ts';

/** The largest signed attestation PDF a device may send. */
export const MAX_PDF_BYTES = 2 * 1024 * 1024;

/** `tooLarge`: refused for its size (bytes or pixels) alone, counted apart from what it is. */
export type UploadCheck =
  | { ok: true; mime: string; content: Uint8Array }
  | { ok: false; reason: string; tooLarge?: true };

/**
 * What an upload is, read from its bytes (never its name or declared type), and the copy to store
 * (shared/docs/field-sync.md "Attachments"): a photo is a PNG, JPEG or WebP image decoded within the
 * pixel limit and stored re-encoded (images/reencode.ts); a signature the same, stored as a PNG, the
 * form a voucher's PDF embeds; a signed attestation a PDF with no script, action or embedded file
 * (pdf-content.ts), stored as sent.
 */
export async function checkUpload(
  bytes: Uint8Array,
  purpose: 'photo' | 'attestationPdf' | 'signature',
): Promise<UploadCheck> {
  if (purpose === 'photo') return reencodeImage(bytes);
  if (purpose === 'signature') return reencodeImage(bytes, { as: 'png' });
  if (bytes.length === 0) return { ok: false, reason: 'The attachment is empty' };
  if (bytes.length > MAX_PDF_BYTES) return { ok: false, reason: FieldMessages.tooLarge, tooLarge: true };
  const check = await checkPdf(bytes);
  return check.ok ? { ok: true, mime: SIGNED_ATTESTATION_MIME, content: bytes } : check;
}
