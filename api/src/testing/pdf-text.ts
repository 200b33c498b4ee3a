import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by pdf-lib shows: every content stream (deflated or not) read for its
 * text-showing operators, hex strings decoded as WinAnsi (windows-1252, the standard fonts'
 * encoding: Latin-1 but for … and a few others), joined by single spaces in drawing order.
 */
/**
 * WinAnsi's 0x80-0x9F, where it differs from Latin-1 (Node's TextDecoder reads 'windows-1252' as
 * Latin-1, so it cannot be asked).
 */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function winAnsi(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes)
    text += byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return text;
}

export function pdfText(pdf: Uint8Array | string): string {
  const bytes = typeof pdf === 'string' ? Buffer.from(pdf, 'base64') : Buffer.from(pdf);
  const raw = bytes.toString('latin1');
  const parts: string[] = [];
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null = re.exec(raw);
  while (m) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    const body = bytes.subarray(start, end);
    let text: string;
    try {
      text = inflateSync(body).toString('latin1');
    } catch {
      text = body.toString('latin1');
    }
    for (const hex of text.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      parts.push(winAnsi(Buffer.from(hex[1] ?? '', 'hex')));
    for (const lit of text.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) parts.push(lit[1] ?? '');
    m = re.exec(raw);
  }
  return parts.join(' ').replace(/\s+/g, ' ');
}
