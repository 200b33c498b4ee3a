import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_PIXELS } from './image-content.ts';
import { reencodeImage } from './reencode.ts';
import { isServableImage } from './servable.ts';
import { jpegWithExif, pngClaimingSize, pngHtmlPolyglot, webpImage } from './testing.ts';
import { tinyPng } from './tiny-png.ts';

const html = Buffer.from('<html', 'latin1');

describe('attachment images are decoded and stored re-encoded', () => {
  it('keeps only the pixels of a PNG that is also an HTML page', async () => {
    const polyglot = pngHtmlPolyglot();
    expect(polyglot.includes(html)).toBe(true);
    const result = await reencodeImage(polyglot);
    if (!result.ok) throw new Error(result.reason);
    expect(result.mime).toBe('image/png');
    expect(result.content.includes(html)).toBe(false);
    expect(result.content.includes(Buffer.from('tEXt', 'latin1'))).toBe(false);
    const decoded = await sharp(result.content).raw().toBuffer({ resolveWithObject: true });
    const original = await sharp(polyglot).raw().toBuffer();
    expect([decoded.info.width, decoded.info.height]).toEqual([6, 6]);
    expect(decoded.data.equals(original)).toBe(true);
  });

  it('refuses a small file claiming more pixels than the limit, before decoding it', async () => {
    const bomb = pngClaimingSize(60_000, 60_000);
    expect(bomb.length).toBeLessThan(200);
    expect(await reencodeImage(bomb)).toEqual({
      ok: false,
      reason: `The attachment is larger than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
      tooLarge: true,
    });
    expect(await isServableImage(bomb)).toBe(false);
  });

  it('turns a photo upright by its EXIF orientation and drops its metadata (GPS position included)', async () => {
    const photo = await jpegWithExif();
    const before = await sharp(photo).metadata();
    expect([before.width, before.height, before.orientation]).toEqual([40, 20, 6]);
    expect(photo.includes(Buffer.from('FieldPhone'))).toBe(true);
    const result = await reencodeImage(photo);
    if (!result.ok) throw new Error(result.reason);
    expect(result.mime).toBe('image/jpeg');
    const after = await sharp(result.content).metadata();
    expect([after.width, after.height, after.orientation, after.exif]).toEqual([
      20,
      40,
      undefined,
      undefined,
    ]);
    expect(result.content.includes(Buffer.from('FieldPhone'))).toBe(false);
  });

  it('keeps WebP as WebP, or makes it a PNG when asked (a signature a PDF must embed)', async () => {
    const webp = await webpImage();
    expect(await reencodeImage(webp)).toMatchObject({ ok: true, mime: 'image/webp' });
    const signature = await reencodeImage(webp, { as: 'png' });
    if (!signature.ok) throw new Error(signature.reason);
    expect(signature.mime).toBe('image/png');
    expect((await sharp(signature.content).metadata()).format).toBe('png');
  });

  it.each([
    [
      'bytes that start like a PNG but do not decode',
      Buffer.concat([tinyPng(4, 4, [0, 0, 0], [9, 9, 9]).subarray(0, 40)]),
    ],
    ['HTML', Buffer.from('<html><script>alert(1)</script></html>')],
    ['empty content', Buffer.alloc(0)],
  ])('refuses %s', async (_, bytes) => {
    const result = await reencodeImage(bytes);
    expect(result.ok).toBe(false);
  });

  it('serves stored images that are a PNG, JPEG or WebP within the pixel limit, and nothing else', async () => {
    expect(await isServableImage(tinyPng(4, 4, [0, 0, 0], [9, 9, 9]))).toBe(true);
    expect(await isServableImage(await webpImage())).toBe(true);
    expect(await isServableImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(false);
    expect(await isServableImage(Buffer.from('GIF89a'))).toBe(false);
  });
});
