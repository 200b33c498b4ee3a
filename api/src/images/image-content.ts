/** The largest attachment image a device may upload. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * The most pixels (width × height) an attachment image may have: decoding one takes memory in
 * proportion to them, whatever the file's size (shared/docs/field-sync.md "Attachments").
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp';

/** `tooLarge`: refused for its size alone, so a smaller picture would pass (counted apart from bad content). */
export type ImageCheck = { ok: true; mime: ImageMime } | { ok: false; reason: string; tooLarge?: true };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  return prefix.every((b, i) => bytes[at + i] === b);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * Decides what an attachment is from its bytes alone (PNG, JPEG or WebP), never from its name or
 * a declared type: a file named photo.png holding HTML or a script is refused. Also refuses empty
 * and oversized content.
 */
export function checkImage(bytes: Uint8Array, maxBytes = MAX_IMAGE_BYTES): ImageCheck {
  if (bytes.length === 0) return { ok: false, reason: 'The attachment is empty' };
  if (bytes.length > maxBytes) {
    return {
      ok: false,
      reason: `The attachment is larger than ${Math.floor(maxBytes / 1024 / 1024)} MB`,
      tooLarge: true,
    };
  }
  // PNG: the 8-byte signature, then the IHDR chunk first.
  if (startsWith(bytes, PNG_SIGNATURE) && startsWith(bytes, ascii('IHDR'), 12)) {
    return { ok: true, mime: 'image/png' };
  }
  // JPEG: SOI marker then another marker; ends with EOI.
  if (
    startsWith(bytes, [0xff, 0xd8, 0xff]) &&
    bytes.length >= 4 &&
    bytes[bytes.length - 2] === 0xff &&
    bytes[bytes.length - 1] === 0xd9
  ) {
    return { ok: true, mime: 'image/jpeg' };
  }
  // WebP: RIFF <size> WEBP, with the RIFF size matching the content.
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8) && bytes.length >= 16) {
    const riffSize =
      (bytes[4] ?? 0) | ((bytes[5] ?? 0) << 8) | ((bytes[6] ?? 0) << 16) | ((bytes[7] ?? 0) << 24);
    if (riffSize + 8 === bytes.length) return { ok: true, mime: 'image/webp' };
  }
  return { ok: false, reason: 'The attachment is not a PNG, JPEG or WebP image' };
}
