import { createRequire } from 'node:module';
import {
  decodePDFRawStream,
  PDFArray,
  PDFContext,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFObjectParser,
  PDFRawStream,
  PDFRef,
} from 'pdf-lib';
import type ByteStreamClass from 'pdf-lib/cjs/core/parser/ByteStream.js';

// pdf-lib's byte cursor: its object parser reads from one and says where an object ended, but the
// package's index exports only the parsers.
const { default: ByteStream } = createRequire(import.meta.url)('pdf-lib/cjs/core/parser/ByteStream.js') as {
  default: typeof ByteStreamClass;
};

/** The most bytes the object and cross-reference streams of one PDF may unpack to, all together. */
export const MAX_UNPACKED_BYTES = 16 * 1024 * 1024;

export interface ScannedPdf {
  /** Every object found, those inside object streams included. */
  context: PDFContext;
  /** Object and cross-reference streams read, by the type their dictionary names (escapes undone). */
  streams: { ObjStm: number; XRef: number };
  /** What the object streams unpacked to. */
  unpacked: (Uint8Array | Uint8ClampedArray)[];
}

/** Why a file could not be read within bounds. */
export type ScanFailure = 'tooPacked' | 'unreadable';

/** A name with every #xx escape undone, in either case (pdf-lib undoes only upper-case ones). */
export const unescapeName = (name: string) =>
  name.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

export const nameOf = (name: PDFName) => unescapeName(name.decodeText());

export const latin1 = (bytes: Uint8Array | Uint8ClampedArray) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

// PDF whitespace and comments, as pdf-lib's parser skips them between the parts of a header.
const GAP = String.raw`(?:[\0\t\n\f\r ]|%[^\r\n]*[\r\n])`;

/** An indirect object's header ("12 0 obj"); starts only where a run of digits starts, so stays linear. */
const OBJECT_HEADER = new RegExp(String.raw`(?<!\d)(\d+)${GAP}+(\d+)${GAP}*obj`, 'g');

/** One "object number, offset" pair of an object stream's table, read from where the last ended. */
const TABLE_PAIR = new RegExp(String.raw`${GAP}*(\d+)${GAP}+(\d+)`, 'y');

const directInteger = (object: PDFObject | undefined) =>
  object instanceof PDFNumber && Number.isSafeInteger(object.asNumber()) && object.asNumber() >= 0
    ? object.asNumber()
    : null;

/**
 * Whether a cross-reference stream's table fits its unpacked bytes: pdf-lib reads as many entries
 * as its Size or Index says, whatever the bytes, so a tiny stream claiming a billion entries would
 * take minutes and all memory. Widths, sizes and indexes must be plain numbers here.
 */
function crossReferenceFits(stream: PDFRawStream, unpackedLength: number): boolean {
  const widths = stream.dict.get(PDFName.of('W'));
  if (!(widths instanceof PDFArray)) return false;
  const width = widths.asArray().slice(0, 3).map(directInteger);
  if (width.some((w) => w === null || w > 8)) return false;
  const entryBytes = width.reduce<number>((sum, w) => sum + (w ?? 0), 0);
  const index = stream.dict.get(PDFName.of('Index'));
  let entries: number | null;
  if (index === undefined) entries = directInteger(stream.dict.get(PDFName.of('Size')));
  else if (index instanceof PDFArray && index.size() % 2 === 0) {
    const counts = index.asArray().map(directInteger);
    entries = counts.some((n) => n === null)
      ? null
      : counts.reduce<number>((sum, n, i) => sum + (i % 2 ? (n ?? 0) : 0), 0);
  } else entries = null;
  return entries !== null && entryBytes > 0 && entries * entryBytes <= unpackedLength;
}

/**
 * Reads an object stream's objects into the context. Each must start after the last ended and end
 * before the next starts: pdf-lib parses every entry from its offset, so entries pointing into one
 * large object would cost the square of its size.
 */
function readObjectStream(
  stream: PDFRawStream,
  unpacked: Uint8Array | Uint8ClampedArray,
  context: PDFContext,
): boolean {
  const count = directInteger(stream.dict.get(PDFName.of('N')));
  const first = directInteger(stream.dict.get(PDFName.of('First')));
  if (count === null || first === null || first > unpacked.length) return false;
  const text = latin1(unpacked);
  const table: { objectNumber: number; offset: number }[] = [];
  TABLE_PAIR.lastIndex = 0;
  for (let i = 0; i < count; i++) {
    const pair = TABLE_PAIR.exec(text);
    if (!pair) return false;
    table.push({ objectNumber: Number(pair[1]), offset: first + Number(pair[2]) });
  }
  const cursor = ByteStream.of(new Uint8Array(unpacked.buffer, unpacked.byteOffset, unpacked.byteLength));
  const parser = PDFObjectParser.forByteStream(cursor, context);
  let lastEnd = first;
  for (const [i, { objectNumber, offset }] of table.entries()) {
    const nextStart = table[i + 1]?.offset ?? unpacked.length;
    if (offset < lastEnd || offset > nextStart) return false;
    cursor.moveTo(offset);
    try {
      context.assign(PDFRef.of(objectNumber, 0), parser.parseObject());
    } catch {
      return false;
    }
    lastEnd = cursor.offset();
    if (lastEnd > nextStart) return false;
  }
  return true;
}

/**
 * Reads a PDF's objects as pdf-lib would, within bounds: each object from its header to its end in
 * file order (one inside another's span is left to a search of the raw bytes), and every object and
 * cross-reference stream unpacked within one budget for the whole file, its table checked against
 * its bytes. Once this succeeds, pdf-lib's own reading of the file is bounded too.
 */
export function scanPdf(bytes: Uint8Array): ScannedPdf | ScanFailure {
  const context = PDFContext.create();
  const cursor = ByteStream.of(bytes);
  const parser = PDFObjectParser.forByteStream(cursor, context);
  const scanned: ScannedPdf = { context, streams: { ObjStm: 0, XRef: 0 }, unpacked: [] };
  let budget = MAX_UNPACKED_BYTES;
  let end = 0;
  for (const header of latin1(bytes).matchAll(OBJECT_HEADER)) {
    if (header.index < end) continue;
    cursor.moveTo(header.index + header[0].length);
    let object: PDFObject;
    try {
      object = parser.parseObject();
    } catch {
      // What it read stays read: headers inside it are not tried again, so the scan stays linear.
      end = cursor.offset();
      continue;
    }
    end = cursor.offset();
    context.assign(PDFRef.of(Number(header[1]), Number(header[2])), object);
    if (!(object instanceof PDFRawStream)) continue;
    const type = object.dict.get(PDFName.of('Type'));
    // pdf-lib looks a type up through a reference, to whatever it has read by then: refused rather
    // than guessed.
    if (type instanceof PDFRef) return 'unreadable';
    const kind = type instanceof PDFName ? nameOf(type) : '';
    if (kind !== 'ObjStm' && kind !== 'XRef') continue;
    let unpacked: Uint8Array | Uint8ClampedArray;
    try {
      unpacked = decodePDFRawStream(object).getBytes(budget + 1);
    } catch {
      return 'unreadable';
    }
    if (unpacked.length > budget) return 'tooPacked';
    budget -= unpacked.length;
    scanned.streams[kind] += 1;
    if (kind === 'XRef' && !crossReferenceFits(object, unpacked.length)) return 'unreadable';
    if (kind === 'ObjStm') {
      if (!readObjectStream(object, unpacked, context)) return 'unreadable';
      scanned.unpacked.push(unpacked);
    }
  }
  return scanned;
}
