import { inflateSync } from 'node:zlib';

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

interface PdfObject {
  /** The object's text up to its stream (its dictionary), or all of it. */
  text: string;
  stream?: Buffer;
}

/** Every object of the file, those packed in object streams too, by number. */
function objects(bytes: Buffer): Map<number, PdfObject> {
  const raw = bytes.toString('latin1');
  const found = new Map<number, PdfObject>();
  const re = /(\d+) 0 obj\b/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endobj', start);
    const body = raw.slice(start, end);
    const streamAt = body.search(/stream\r?\n/);
    if (streamAt < 0) {
      found.set(Number(m[1]), { text: body });
      continue;
    }
    const text = body.slice(0, streamAt);
    const dataStart = start + streamAt + (body.slice(streamAt).match(/^stream\r?\n/)?.[0].length ?? 0);
    let stream = bytes.subarray(dataStart, raw.indexOf('endstream', dataStart));
    if (text.includes('FlateDecode')) stream = inflateSync(stream);
    found.set(Number(m[1]), { text, stream });
    if (/\/Type\s*\/ObjStm/.test(text)) {
      const first = Number(text.match(/\/First (\d+)/)?.[1]);
      const packed = stream.toString('latin1');
      const header = packed.slice(0, first).trim().split(/\s+/).map(Number);
      for (let i = 0; i < header.length; i += 2) {
        const from = first + (header[i + 1] ?? 0);
        const to = i + 3 < header.length ? first + (header[i + 3] ?? 0) : packed.length;
        found.set(header[i] ?? 0, { text: packed.slice(from, to) });
      }
    }
  }
  return found;
}

/** UTF-16BE hex ('D83DDE00') as the text it encodes. */
function utf16Hex(hex: string): string {
  let text = '';
  for (let i = 0; i + 3 < hex.length; i += 4)
    text += String.fromCharCode(Number.parseInt(hex.slice(i, i + 4), 16));
  return text;
}

/**
 * Parsed ToUnicode CMaps by their text: every PDF made with an embedded font carries the same map
 * again, and parsing one of a large font's maps costs more than reading the rest of the file.
 */
const parsedCmaps = new Map<string, Map<number, string>>();

/** A ToUnicode CMap's two-byte codes and what each stands for. */
function toUnicode(cmap: string): Map<number, string> {
  const known = parsedCmaps.get(cmap);
  if (known) return known;
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, text] of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(Number.parseInt(code ?? '', 16), utf16Hex(text ?? ''));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, lo, hi, target] of (block[1] ?? '').matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g,
    )) {
      const from = Number.parseInt(lo ?? '', 16);
      const to = Number.parseInt(hi ?? '', 16);
      const targets = [...(target ?? '').matchAll(/<([0-9A-Fa-f]+)>/g)].map((t) => t[1] ?? '');
      // A single target counts up from its last UTF-16 unit, one a code.
      const base = utf16Hex(targets[0] ?? '');
      const head = base.slice(0, -1);
      const last = base.charCodeAt(base.length - 1);
      for (let code = from; code <= to; code++)
        map.set(
          code,
          targets.length > 1
            ? utf16Hex(targets[code - from] ?? '')
            : head + String.fromCharCode(last + code - from),
        );
    }
  parsedCmaps.set(cmap, map);
  return map;
}

/** Right-to-left letters (Hebrew, Arabic): a run of them is drawn in visual order. */
const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/**
 * The text a PDF made by pdf-lib shows: every content stream read for its text-showing operators
 * in drawing order, joined by single spaces. A string in an embedded font is read through the
 * font's ToUnicode map (a right-to-left run back in reading order); one in a standard font as
 * WinAnsi (windows-1252: Latin-1 but for … and a few others).
 */
export function pdfText(pdf: Uint8Array | string): string {
  const bytes = typeof pdf === 'string' ? Buffer.from(pdf, 'base64') : Buffer.from(pdf);
  const all = objects(bytes);
  // Resource names of fonts (pdf-lib gives each a unique one) to their ToUnicode maps.
  const fonts = new Map<string, Map<number, string> | null>();
  for (const object of all.values())
    for (const dict of object.text.matchAll(/\/Font\s*<<([^>]*)>>/g))
      for (const [, name, ref] of (dict[1] ?? '').matchAll(/\/(\S+)\s+(\d+) 0 R/g)) {
        const cmapRef = all.get(Number(ref))?.text.match(/\/ToUnicode (\d+) 0 R/)?.[1];
        const cmap = cmapRef ? all.get(Number(cmapRef))?.stream : undefined;
        fonts.set(name ?? '', cmap ? toUnicode(cmap.toString('latin1')) : null);
      }
  const parts: string[] = [];
  const ordered = [...all.entries()].sort(([a], [b]) => a - b);
  for (const [, object] of ordered) {
    if (!object.stream || /\/Type\s*\/ObjStm|\/Subtype|\/Length1/.test(object.text)) continue;
    let font: Map<number, string> | null = null;
    const content = object.stream.toString('latin1');
    for (const op of content.matchAll(
      /\/(\S+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g,
    )) {
      if (op[1] !== undefined) font = fonts.get(op[1]) ?? null;
      else if (op[2] !== undefined) {
        const hex = Buffer.from(op[2], 'hex');
        if (!font) parts.push(winAnsi(hex));
        else {
          let text = '';
          for (let i = 0; i + 1 < hex.length; i += 2) text += font.get(hex.readUInt16BE(i)) ?? '';
          parts.push(RTL.test(text) ? Array.from(text).reverse().join('') : text);
        }
      } else parts.push(op[3] ?? '');
    }
  }
  return parts.join(' ').replace(/\s+/g, ' ');
}
