import { inflateSync } from 'node:zlib';

/** The text drawn by a PDF's content streams (Flate or plain; literal and hex strings). */
export function pdfText(pdf: Buffer): string {
  const latin = pdf.toString('latin1');
  const parts: string[] = [];
  const streams = /stream\r?\n/g;
  for (let m = streams.exec(latin); m; m = streams.exec(latin)) {
    if (latin.slice(m.index - 3, m.index) === 'end') continue;
    const dictionary = latin.slice(latin.lastIndexOf(' obj', m.index), m.index);
    const start = m.index + m[0].length;
    const end = latin.indexOf('endstream', start);
    let data = pdf.subarray(start, end);
    if (dictionary.includes('FlateDecode')) {
      try {
        data = inflateSync(data);
      } catch {
        continue;
      }
    }
    const content = data.toString('latin1');
    for (const s of content.matchAll(/\((?:\\.|[^\\)])*\)|<([0-9A-Fa-f\s]+)>/g)) {
      if (s[1] !== undefined) parts.push(Buffer.from(s[1].replace(/\s/g, ''), 'hex').toString('latin1'));
      else parts.push(s[0].slice(1, -1).replace(/\\([()\\])/g, '$1'));
    }
    parts.push(' ');
  }
  return parts.join(' ').replace(/\s+/g, ' ');
}
