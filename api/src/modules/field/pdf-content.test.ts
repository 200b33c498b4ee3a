import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkPdf } from './pdf-content.ts';
import {
  handWrittenPdf,
  pdfWithCompressionBomb,
  pdfWithEmbeddedFile,
  pdfWithJavaScript,
  plainPdf,
} from './testing-pdfs.ts';

const hidden = '9 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj';

const refusal = async (bytes: Uint8Array) => {
  const result = await checkPdf(bytes);
  return result.ok ? 'accepted' : result.reason;
};

describe('attestation PDF content check', () => {
  it('accepts a plain PDF, compressed or written by hand, and an OpenAction that only opens a page', async () => {
    expect(await checkPdf(await plainPdf())).toEqual({ ok: true });
    expect(await checkPdf(handWrittenPdf(''))).toEqual({ ok: true });
    expect(await checkPdf(handWrittenPdf('/OpenAction [3 0 R /Fit]'))).toEqual({ ok: true });
  });

  it('refuses JavaScript and embedded files hidden in compressed object streams', async () => {
    expect(await refusal(await pdfWithJavaScript())).toContain('JavaScript');
    expect(await refusal(await pdfWithEmbeddedFile())).toContain('EmbeddedFile');
  });

  it.each([
    [
      'a name escaped in hex (/J#61vaScript)',
      handWrittenPdf('/OpenAction << /S /J#61vaScript /JS (app.alert(1)) >>'),
    ],
    [
      'every name escaped, in lower-case hex',
      handWrittenPdf('/Names << /#4aavaScript 4 0 R >>', [
        '<< /Names [(a) 5 0 R] >>',
        '<< /S /#4aava#53cript /#4a#53 (app.alert(1)) >>',
      ]),
    ],
    ['an action on opening the document', handWrittenPdf('/OpenAction << /S /Launch /F (cmd.exe) >>')],
    [
      'additional actions (AA), even one only going to a page',
      handWrittenPdf('/AA << /O << /S /GoTo /D [3 0 R /Fit] >> >>'),
    ],
    [
      'an XFA form',
      handWrittenPdf('/AcroForm << /Fields [] /XFA 4 0 R >>', ['<< /Length 0 >>\nstream\n\nendstream']),
    ],
    [
      'a file attachment annotation',
      handWrittenPdf('', ['<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 10 10] /FS (x.exe) >>']),
    ],
    ['rich media', handWrittenPdf('', ['<< /Type /Annot /Subtype /RichMedia /Rect [0 0 10 10] >>'])],
    [
      'an object a reader finds by offset inside another stream',
      handWrittenPdf('', [`<< /Length ${hidden.length} >>\nstream\n${hidden}\nendstream`]),
    ],
  ])('refuses %s', async (_, bytes) => {
    expect(await refusal(bytes)).toMatch(/^The attachment is a PDF with scripts, actions or embedded files/);
  });

  it.each([
    [
      'a cross-reference stream claiming a billion entries',
      handWrittenPdf('', [
        '<< /Type /XRef /Size 1000000000 /W [1 2 1] /Length 4 >>\nstream\n\0\0\0\0\nendstream',
      ]),
    ],
    [
      'an object stream whose entries all point at one large array',
      (() => {
        const table = Array.from({ length: 200 }, (_, i) => `${i + 10} 0`).join(' ');
        const content = `${table} [${'0 '.repeat(20_000)}]`;
        return handWrittenPdf('', [
          `<< /Type /ObjStm /N 200 /First ${table.length + 1} /Length ${content.length} >>\nstream\n${content}\nendstream`,
        ]);
      })(),
    ],
    [
      'an object stream hidden inside another stream',
      (() => {
        const packed = deflateSync('<< /S /JS /JS (app.alert(1)) >>').toString('latin1');
        const inner = `9 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >> stream\n${packed}\nendstream endobj`;
        return handWrittenPdf('', [`<< /Length ${inner.length} >>\nstream\n${inner}\nendstream`]);
      })(),
    ],
    [
      'an array that never closes, its headers repeated',
      new TextEncoder().encode(`%PDF-1.7\n${'1 0 obj [ '.repeat(20_000)}\n%%EOF\n`),
    ],
  ])('refuses %s, as not a PDF it can read within bounds', async (_, bytes) => {
    expect(await refusal(bytes)).toBe('The attachment is not a PDF');
  });

  it('refuses an object stream that unpacks beyond the limit', async () => {
    expect(await refusal(pdfWithCompressionBomb(32))).toBe(
      'The attachment is a PDF that unpacks to too much data',
    );
  });

  it.each([
    ['no catalog', new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')],
    ['a truncated file', plainPdf().then((bytes) => bytes.subarray(0, 400))],
  ])('refuses %s as not a PDF', async (_, bytes) => {
    expect(await refusal(await bytes)).toBe('The attachment is not a PDF');
  });

  it('refuses an encrypted PDF, whose objects cannot be read', async () => {
    const text = new TextDecoder('latin1').decode(handWrittenPdf(''));
    const encrypted = text.replace(
      '<< /Root 1 0 R',
      '<< /Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 >>',
    );
    expect(await refusal(Buffer.from(encrypted, 'latin1'))).toBe(
      'The attachment is an encrypted PDF: its content cannot be checked',
    );
  });
});
