import { describe, expect, it } from 'vitest';
import { checkImage, MAX_IMAGE_BYTES } from './image-content.ts';
import { tinyPng } from './tiny-png.ts';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

function webp(payload: number): Uint8Array {
  const b = new Uint8Array(12 + payload);
  b.set(bytes('RIFF'), 0);
  new DataView(b.buffer).setUint32(4, 4 + payload, true);
  b.set(bytes('WEBP'), 8);
  b.set(bytes('VP8 '), 12);
  return b;
}

describe('attachment image content check', () => {
  it('accepts a PNG drawn in code, by its bytes', () => {
    expect(checkImage(tinyPng(8, 8, [0, 0, 0], [255, 255, 255]))).toEqual({ ok: true, mime: 'image/png' });
  });

  it('accepts JPEG (SOI … EOI) and WebP (RIFF size matching)', () => {
    expect(checkImage(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF', [0, 0xff, 0xd9]))).toEqual({
      ok: true,
      mime: 'image/jpeg',
    });
    expect(checkImage(webp(20))).toEqual({ ok: true, mime: 'image/webp' });
  });

  it.each([
    ['empty content', new Uint8Array(0), 'The attachment is empty'],
    ['HTML named like an image', bytes('<html><script>alert(1)</script></html>'), 'not a PNG, JPEG or WebP'],
    [
      'a PNG signature with no IHDR',
      bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'xxxxJUNK'),
      'not a PNG',
    ],
    ['a truncated JPEG (no EOI)', bytes([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'not a PNG'],
    ['a RIFF that is a WAV', bytes('RIFF', [4, 0, 0, 0], 'WAVE'), 'not a PNG'],
    [
      'a WebP whose size lies',
      (() => {
        const w = webp(20);
        w[4] = 99;
        return w;
      })(),
      'not a PNG',
    ],
    ['a PDF', bytes('%PDF-1.7\n'), 'not a PNG'],
  ])('refuses %s', (_, content, reason) => {
    const result = checkImage(content);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(reason);
  });

  it('refuses content over the size limit, whatever it starts with', () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(tinyPng(2, 2, [0, 0, 0], [0, 0, 0]));
    expect(checkImage(big)).toEqual({
      ok: false,
      reason: 'The attachment is larger than 5 MB',
      tooLarge: true,
    });
    expect(checkImage(tinyPng(2, 2, [0, 0, 0], [0, 0, 0]), 10).ok).toBe(false);
  });
});
