import { FieldMessages } from '@tac/contracts';
import {
  EncryptedPDFError,
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFRef,
} from 'pdf-lib';
import { latin1, nameOf, scanPdf, unescapeName } from './pdf-scan.ts';

export type PdfCheck = { ok: true } | { ok: false; reason: string };

/**
 * Names that make a PDF act or carry other files: scripts, actions run on opening or on an event
 * (AA), launching programs, sending or importing data, forms that script themselves (XFA), media and
 * embedded or attached files. A signed attestation needs none of them.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'AA',
  'Launch',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'Rendition',
  'RichMedia',
  'RichMediaExecute',
  'XFA',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
]);

/** Those long enough never to occur by chance in compressed bytes: searched for in the raw bytes too. */
const LONG_ACTIVE_NAMES = new Set([...ACTIVE_NAMES].filter((name) => name.length >= 6));

/** Every name token in raw PDF bytes, its escapes undone. */
function rawNames(bytes: Uint8Array | Uint8ClampedArray): string[] {
  return Array.from(latin1(bytes).matchAll(/\/([^\0\t\n\f\r ()<>[\]{}/%]*)/g), (match) =>
    unescapeName(match[1] ?? ''),
  );
}

/** The active names in a set of objects, as a dictionary key or a name value, at any depth. */
function activeNames(context: PDFContext): Set<string> {
  const found = new Set<string>();
  const pending: PDFObject[] = context.enumerateIndirectObjects().map(([, object]) => object);
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (object instanceof PDFName) {
      const name = nameOf(object);
      if (ACTIVE_NAMES.has(name)) found.add(name);
    } else if (object instanceof PDFArray) {
      for (const item of object.asArray()) pending.push(item);
    } else if (object instanceof PDFDict || object instanceof PDFRawStream) {
      const dict = object instanceof PDFRawStream ? object.dict : object;
      for (const [key, value] of dict.entries()) {
        const name = nameOf(key);
        if (ACTIVE_NAMES.has(name)) found.add(name);
        // Opening at a page is a destination (an array); an action dictionary runs something.
        const target = value instanceof PDFRef ? context.lookup(value) : value;
        if (name === 'OpenAction' && target instanceof PDFDict) found.add(name);
        pending.push(value);
      }
    }
  }
  return found;
}

const refusal = (reason: string): PdfCheck => ({ ok: false, reason });
const activeRefusal = (names: Iterable<string>) =>
  refusal(`${FieldMessages.pdfActive}: ${[...new Set(names)].sort().join(', ')}`);

/**
 * Whether a signed attestation PDF may be kept (shared/docs/field-sync.md "Attachments"): a PDF
 * pdf-lib reads, with a catalog and pages, not encrypted, holding no script, action, form script,
 * media or embedded file. Its objects are looked at wherever a reader could find them: in the file
 * as pdf-lib reads it, inside compressed object streams, and (the longer names) anywhere in the raw
 * bytes, each name with its #xx escapes undone. The file is first read within bounds (pdf-scan.ts),
 * so no small file can make pdf-lib unpack or parse without end.
 */
export async function checkPdf(bytes: Uint8Array): Promise<PdfCheck> {
  const tail = latin1(bytes.subarray(Math.max(0, bytes.length - 1024)));
  if (latin1(bytes.subarray(0, 5)) !== '%PDF-' || !tail.includes('%%EOF'))
    return refusal(FieldMessages.notPdf);
  const raw = rawNames(bytes);
  if (raw.includes('Encrypt')) return refusal(FieldMessages.pdfEncrypted);
  const rawActive = raw.filter((name) => LONG_ACTIVE_NAMES.has(name));
  if (rawActive.length > 0) return activeRefusal(rawActive);

  const scanned = scanPdf(bytes);
  if (scanned === 'tooPacked') return refusal(FieldMessages.pdfTooPacked);
  if (scanned === 'unreadable') return refusal(FieldMessages.notPdf);
  // Every object or cross-reference stream the file names must be one read within bounds above;
  // one it did not reach (hidden in another object, say) pdf-lib or a reader might unpack unbounded.
  const named = (type: string) => raw.filter((name) => name === type).length;
  if (named('ObjStm') > scanned.streams.ObjStm || named('XRef') > scanned.streams.XRef) {
    return refusal(FieldMessages.notPdf);
  }
  const found = [
    ...scanned.unpacked.flatMap(rawNames).filter((name) => LONG_ACTIVE_NAMES.has(name)),
    ...activeNames(scanned.context),
  ];

  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
  } catch (error) {
    return refusal(error instanceof EncryptedPDFError ? FieldMessages.pdfEncrypted : FieldMessages.notPdf);
  }
  // pdf-lib loads a file with no catalog or page tree; a reader shows nothing of it. (Its page count
  // walks the tree, which a crafted file can make endless: only the tree's root is looked at.)
  const catalog = document.context.lookup(document.context.trailerInfo.Root);
  if (!(catalog instanceof PDFDict) || !(catalog.lookup(PDFName.of('Pages')) instanceof PDFDict)) {
    return refusal(FieldMessages.notPdf);
  }
  found.push(...activeNames(document.context));
  return found.length > 0 ? activeRefusal(found) : { ok: true };
}
