import { describe, expect, it } from 'vitest';
import { decodeCsv, firstLines } from './csv-encoding.ts';

const NAME = 'José Müller';
const utf16 = (text: string, littleEndian: boolean, bom: boolean) => {
  const bytes: number[] = bom ? (littleEndian ? [0xff, 0xfe] : [0xfe, 0xff]) : [];
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    bytes.push(...(littleEndian ? [code & 0xff, code >> 8] : [code >> 8, code & 0xff]));
  }
  return new Uint8Array(bytes);
};
/** Windows-1252 of the Latin-1 range: one byte per character. */
const windows1252 = (text: string) => new Uint8Array([...text].map((ch) => ch.charCodeAt(0)));

describe('decodeCsv', () => {
  const csv = `EmployeeNumber,FullName\nE1,${NAME}\n`;

  it('reads UTF-8 with and without its byte order mark', () => {
    const plain = new TextEncoder().encode(csv);
    expect(decodeCsv(plain)).toEqual({ text: csv, encoding: 'UTF-8' });
    expect(decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf, ...plain]))).toEqual({ text: csv, encoding: 'UTF-8' });
  });

  it('reads UTF-16 either way round, with or without its byte order mark', () => {
    expect(decodeCsv(utf16(csv, true, true))).toEqual({ text: csv, encoding: 'UTF-16LE' });
    expect(decodeCsv(utf16(csv, false, true))).toEqual({ text: csv, encoding: 'UTF-16BE' });
    expect(decodeCsv(utf16(csv, true, false))).toEqual({ text: csv, encoding: 'UTF-16LE' });
    expect(decodeCsv(utf16(csv, false, false))).toEqual({ text: csv, encoding: 'UTF-16BE' });
  });

  it("reads bytes that are not UTF-8 as Windows-1252: 'José Müller' stays whole", () => {
    const read = decodeCsv(windows1252(csv));
    expect(read).toEqual({ text: csv, encoding: 'Windows-1252' });
    expect(read.text).not.toContain('\uFFFD');
    // Windows-1252's own characters above Latin-1: the euro sign and curly quotes.
    expect(decodeCsv(new Uint8Array([0x80, 0x20, 0x93, 0x41, 0x94])).text).toBe('€ “A”');
  });

  it('gives the first non-blank lines for the preview', () => {
    expect(firstLines('a,b\r\n\r\nc,d\re,f\n', 2)).toEqual(['a,b', 'c,d']);
  });
});
