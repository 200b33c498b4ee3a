import sharp from 'sharp';
import { checkImage, type ImageCheck, type ImageMime, MAX_IMAGE_PIXELS } from './image-content.ts';
import { imageHeader, withinPixelLimit } from './image-header.ts';

export type ReencodedImage =
  | { ok: true; mime: ImageMime; content: Buffer }
  | Extract<ImageCheck, { ok: false }>;

const NOT_AN_IMAGE = 'The attachment is not a PNG, JPEG or WebP image';

/**
 * An uploaded image decoded and encoded again, the copy that is stored and served
 * (shared/docs/field-sync.md "Attachments"): only its pixels survive, so markup or a script hidden
 * in a chunk or after the image's end does not, nor its metadata (EXIF, GPS position, comments); its
 * EXIF orientation is applied to the pixels first, so it still shows upright. Its type is read from
 * its bytes and kept, unless `as: 'png'` (a signature, which a PDF must embed). Refuses empty,
 * oversized and undecodable content, and an image whose header claims more than MAX_IMAGE_PIXELS,
 * before decoding it.
 */
export async function reencodeImage(bytes: Uint8Array, { as }: { as?: 'png' } = {}): Promise<ReencodedImage> {
  const sniffed = checkImage(bytes);
  if (!sniffed.ok) return sniffed;
  const header = await imageHeader(bytes);
  if (!header) return { ok: false, reason: NOT_AN_IMAGE };
  if (!withinPixelLimit(header)) {
    return {
      ok: false,
      reason: `The attachment is larger than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
      tooLarge: true,
    };
  }
  const mime = as === 'png' ? 'image/png' : header.mime;
  // The pixel limit again while decoding, and 'error': a corrupt or truncated image is refused.
  const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', autoOrient: true });
  const encoded =
    mime === 'image/png'
      ? image.png()
      : mime === 'image/jpeg'
        ? image.jpeg({ quality: 90 })
        : image.webp({ quality: 90 });
  try {
    return { ok: true, mime, content: await encoded.toBuffer() };
  } catch {
    return { ok: false, reason: NOT_AN_IMAGE };
  }
}
