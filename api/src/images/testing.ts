import sharp from 'sharp';
import { pngChunk, tinyPng } from './tiny-png.ts';

/** Bytes of a PNG laid out as signature, IHDR, …, IEND (as tinyPng draws it). */
const IHDR_END = 8 + 25;

/**
 * A PNG that is also an HTML page: the markup rides in a text chunk and again after the image's
 * end, where a browser sniffing the bytes as HTML would run it. Still a valid PNG.
 */
export function pngHtmlPolyglot(): Buffer {
  const html = '<html><body><script>alert(document.cookie)</script></body></html>';
  const png = tinyPng(6, 6, [10, 120, 200], [240, 200, 20]);
  return Buffer.concat([
    png.subarray(0, IHDR_END),
    pngChunk('tEXt', Buffer.from(`Comment\0${html}`, 'latin1')),
    png.subarray(IHDR_END),
    Buffer.from(html, 'latin1'),
  ]);
}

/** A small, well-formed PNG whose header claims width × height pixels (a decompression bomb's shape). */
export function pngClaimingSize(width: number, height: number): Buffer {
  const png = tinyPng(4, 4, [0, 0, 0], [255, 255, 255]);
  const header = Buffer.from(png.subarray(16, 29));
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  return Buffer.concat([png.subarray(0, 8), pngChunk('IHDR', header), png.subarray(IHDR_END)]);
}

/**
 * A 40×20 JPEG as a phone stores a photo taken upright: its EXIF says "rotate 90°" (orientation 6)
 * and carries a camera make and a GPS position.
 */
export function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'FieldPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer();
}

/** A WebP image (e.g. a signature pad's export). */
export function webpImage(): Promise<Buffer> {
  return sharp({
    create: { width: 30, height: 10, channels: 4, background: { r: 0, g: 0, b: 90, alpha: 1 } },
  })
    .webp()
    .toBuffer();
}
