/** The encodings an import file is read in: what spreadsheet programs save a CSV as. */
export type CsvEncoding = 'UTF-8' | 'UTF-16LE' | 'UTF-16BE' | 'Windows-1252';

const decode = (encoding: string, bytes: Uint8Array, fatal = false) =>
  new TextDecoder(encoding, { fatal }).decode(bytes);

/**
 * Windows-1252's characters for the bytes 0x80–0x9F (the euro sign, curly quotes, dashes…); the other
 * bytes are their own code points. Decoded here rather than by TextDecoder('windows-1252'), which
 * some runtimes (Node 20) read as ISO-8859-1, turning these into invisible control characters.
 */
const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes)
    text += byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return text;
}

/**
 * UTF-16 without a byte order mark: text of a CSV is mostly ASCII, so every other byte is zero, on
 * the odd positions for little-endian and the even ones for big-endian. Undefined when not so.
 */
function utf16WithoutBom(bytes: Uint8Array): CsvEncoding | undefined {
  const pairs = Math.min(bytes.length, 2000) >> 1;
  if (pairs < 2) return undefined;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < pairs * 2; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  if (oddZeros > pairs * 0.6 && evenZeros === 0) return 'UTF-16LE';
  if (evenZeros > pairs * 0.6 && oddZeros === 0) return 'UTF-16BE';
  return undefined;
}

/**
 * Reads an import file's bytes as text: UTF-8 with or without its byte order mark, UTF-16 either way
 * round (Excel's "Unicode text"), and otherwise Windows-1252, which Excel's plain "CSV" writes on
 * Western Windows. Read as UTF-8 regardless, 'José Müller' in Windows-1252 became 'Jos� M�ller';
 * bytes that are not valid UTF-8 are never taken for it (shared/docs/remotes/workforce.md "Imports", shared/docs/remotes/reference.md "Import").
 */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { text: decode('utf-8', bytes.subarray(3)), encoding: 'UTF-8' };
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: decode('utf-16le', bytes.subarray(2)), encoding: 'UTF-16LE' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: decode('utf-16be', bytes.subarray(2)), encoding: 'UTF-16BE' };
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) return { text: decode(utf16.toLowerCase(), bytes), encoding: utf16 };
  try {
    return { text: decode('utf-8', bytes, true), encoding: 'UTF-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'Windows-1252' };
  }
}

/** The first lines of the decoded file, for the preview to show how its text was read. */
export function firstLines(text: string, count: number): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .filter((line) => line.trim() !== '')
    .slice(0, count);
}
