import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';

/**
 * PDFs for the attestation upload's checks. pdf-lib writes its objects into compressed object
 * streams, so what these carry is invisible to a search of the file's bytes.
 */
async function onePage(
  extend: (document: PDFDocument) => void | Promise<void> = () => {},
): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([300, 200]);
  page.drawText('Attestation: signed', {
    x: 20,
    y: 150,
    font: await document.embedFont(StandardFonts.Helvetica),
  });
  await extend(document);
  return document.save({ useObjectStreams: true });
}

/** A plain one-page PDF, as a device's attestation. */
export const plainPdf = () => onePage();

/** A PDF that runs JavaScript when opened (its catalog's OpenAction), compressed. */
export const pdfWithJavaScript = () =>
  onePage((document) => {
    const action = document.context.obj({
      Type: 'Action',
      S: 'JavaScript',
      JS: PDFString.of('app.alert(1)'),
    });
    document.catalog.set(PDFName.of('OpenAction'), document.context.register(action));
  });

/** A PDF carrying an HTML file in its attachments (EmbeddedFiles, EmbeddedFile), compressed. */
export const pdfWithEmbeddedFile = () =>
  onePage((document) =>
    document.attach(new TextEncoder().encode('<script>alert(1)</script>'), 'readme.html', {
      mimeType: 'text/html',
    }),
  );

/**
 * A PDF written by hand, uncompressed: a catalog with `catalogEntries`, one empty page, and
 * `objects` numbered from 4 on. The cross-reference table is left out; readers rebuild it.
 */
export function handWrittenPdf(catalogEntries: string, objects: readonly string[] = []): Uint8Array {
  const body = [
    `1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalogEntries} >>\nendobj`,
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] >>\nendobj',
    ...objects.map((object, i) => `${i + 4} 0 obj\n${object}\nendobj`),
  ];
  return new TextEncoder().encode(`%PDF-1.7\n${body.join('\n')}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);
}

/**
 * A PDF whose object stream inflates to `megabytes` MB of spaces from a small fraction of that: a
 * reader that unpacks it whole spends as much memory, and time in proportion.
 */
export function pdfWithCompressionBomb(megabytes: number): Uint8Array {
  const packed = deflateSync(Buffer.alloc(megabytes * 1024 * 1024, 0x20), { level: 1 });
  const head = new TextEncoder().encode(
    `%PDF-1.7\n4 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
  );
  const tail = handWrittenPdf('').subarray('%PDF-1.7\n'.length);
  return Buffer.concat([head, packed, new TextEncoder().encode('\nendstream\nendobj\n'), tail]);
}
