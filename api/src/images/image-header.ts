import sharp from 'sharp';
import { checkImage, type ImageMime, MAX_IMAGE_PIXELS } from './image-content.ts';

export interface ImageHeader {
  mime: ImageMime;
  width: number;
  height: number;
}

const FORMAT_OF: Record<ImageMime, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

/**
 * What an image says it is, from its first bytes and its header, without decoding its pixels: null
 * when the bytes are not a PNG, JPEG or WebP, or the header does not read as the format the first
 * bytes name.
 */
export async function imageHeader(bytes: Uint8Array): Promise<ImageHeader | null> {
  const sniffed = checkImage(bytes, Number.POSITIVE_INFINITY);
  if (!sniffed.ok) return null;
  try {
    // No pixel limit here: this reads the header only, so the limit can be judged with its own message.
    const { format, width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return format === FORMAT_OF[sniffed.mime] ? { mime: sniffed.mime, width, height } : null;
  } catch {
    return null;
  }
}

export const withinPixelLimit = ({ width, height }: ImageHeader) => width * height <= MAX_IMAGE_PIXELS;
