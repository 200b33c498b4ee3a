import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RevisionSource } from '../revision-source.ts';
import { voucherPdf } from '../voucher-pdf.ts';
import { lowestDrawn } from './page-free-space.ts';
import { buildSignedPdf, type SignedPdfInput, SignedPdfInputError } from './signed-pdf.ts';
import {
  documentSigningKeyFromPem,
  documentSigningKeyFromPkcs12,
  makeSelfSignedKey,
  useDocumentSigningKey,
} from './signing-key.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'tac-signed-pdf-'));
let written = 0;
/** Writes the bytes to a file of their own for poppler's tools. */
function file(bytes: Uint8Array): string {
  const where = path.join(dir, `${++written}.pdf`);
  writeFileSync(where, bytes);
  return where;
}
const run = (tool: string, ...args: string[]) => {
  try {
    return execFileSync(tool, args, { encoding: 'utf8' });
  } catch (error) {
    // pdfsig exits non-zero when a signature does not check out; its report is what is tested.
    return String((error as { stdout?: string }).stdout ?? '');
  }
};
const text = (where: string, page?: number) =>
  run('pdftotext', ...(page ? ['-f', String(page), '-l', String(page)] : []), '-enc', 'UTF-8', where, '-');
const pageCount = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount();

function revision(labourLines: number): RevisionSource {
  return {
    voucherNumber: 'TM-1042',
    version: 3,
    deviceName: 'Truck 7',
    employeeName: 'Dana Field',
    projectNumber: 'P-77',
    projectName: 'Harbor Bridge Retrofit',
    taskNumber: '020',
    taskName: 'Deck repair',
    createdDate: '2026-12-01',
    syncedAt: '2026-12-01T18:00:00Z',
    submittedMode: 'Submitted',
    notes: '',
    labour: Array.from({ length: labourLines }, (_, i) => ({
      employeeNumber: `E${100 + i}`,
      employeeName: `Worker ${i}`,
      payCode: 'REG',
      hours: 8,
    })),
    materials: [{ name: 'Rebar #5', quantity: 12, unit: 'ea' }],
    equipment: [{ name: 'Crane', hours: 3 }],
    companySignerName: 'Sam Foreman',
  };
}
const revisionPdf = async (labourLines: number) =>
  new Uint8Array(
    Buffer.from((await voucherPdf(revision(labourLines), 'America/Chicago')).attachmentContent, 'base64'),
  );

const SHOWN = 'a'.repeat(64);
const EVENT_KINDS = ['sent', 'opened', 'codeSent', 'codeChecked', 'consented', 'viewed', 'signed'];
const events = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    kind: EVENT_KINDS[i % EVENT_KINDS.length] ?? 'sent',
    at: new Date(Date.UTC(2026, 11, 7, 9, 0, i)).toISOString(),
    address: i % 2 ? `203.0.113.${i % 250}` : `2001:db8:85a3::8a2e:370:${7000 + i}`,
    browser: `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 #${i}`,
  }));

async function drawnPng(): Promise<string> {
  const png = await sharp({ create: { width: 300, height: 90, channels: 4, background: '#1d3c8f' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

async function input(over: Partial<SignedPdfInput> = {}): Promise<SignedPdfInput> {
  return {
    revisionPdf: await revisionPdf(4),
    ticket: {
      voucherId: 'v-5f1c',
      voucherNumber: 'TM-1042',
      revision: 3,
      projectName: 'Harbor Bridge Retrofit',
    },
    requestId: 'req-8d2e41',
    sender: { name: 'Olivia Office', email: 'olivia@contractor.example' },
    signer: { name: 'Jordan Customer', title: 'Site Superintendent', email: 'jordan@owner.example' },
    checkedBy: 'One-time code sent to j***@owner.example',
    consentedAt: '2026-12-07T09:00:04Z',
    signature: { method: 'drawn', pngDataUrl: await drawnPng() },
    statementOfIntent: 'By signing I confirm the labour, materials and equipment of this T&M voucher.',
    events: events(7),
    shownSha256: SHOWN,
    signedAt: '2026-12-07T09:00:06Z',
    ...over,
  };
}

const made = makeSelfSignedKey('Test Contractor');
const testKey = documentSigningKeyFromPem(made.certificatePem, made.privateKeyPem);
beforeAll(() => useDocumentSigningKey(undefined, testKey));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('buildSignedPdf', () => {
  let signed: { pdf: Uint8Array; sha256: string };
  let revisionPages: number;
  let where: string;

  beforeAll(async () => {
    const given = await input();
    revisionPages = await pageCount(given.revisionPdf);
    signed = await buildSignedPdf(given);
    where = file(signed.pdf);
  }, 60_000);

  it('holds the revision pages, the signature on its last page and the certificate after', async () => {
    expect(await pageCount(signed.pdf)).toBeGreaterThan(revisionPages);
    expect(text(where, revisionPages + 1)).toMatch(/^Signature certificate/);
    const last = text(where, revisionPages);
    expect(last).toContain('Customer signature');
    expect(last).toContain('Jordan Customer, Site Superintendent');
    expect(last).toContain('Signed 2026-12-07 09:00:06 UTC by jordan@owner.example');
    // The voucher's own text is still there.
    expect(text(where, 1)).toContain('Voucher TM-1042 - Revision 3');
  });

  it('writes the names, ids, every event and both hashes on the certificate', () => {
    const certificate = text(where).split('\f').slice(revisionPages).join('\n');
    for (const expected of [
      'Signature certificate',
      'v-5f1c',
      'req-8d2e41',
      'Olivia Office <olivia@contractor.example>',
      'Jordan Customer',
      'Site Superintendent',
      'jordan@owner.example',
      'One-time code sent to j***@owner.example',
      '2026-12-07 09:00:04 UTC',
      'Drawn on screen',
      'By signing I confirm the labour',
      SHOWN,
    ])
      expect(certificate).toContain(expected);
    for (const event of events(7)) {
      expect(certificate).toContain(event.at.slice(0, 19).replace('T', ' '));
      expect(certificate).toContain(event.address);
    }
    // The hash of the signed content: a second SHA-256, not the shown one.
    const hashes = certificate.match(/\b[0-9a-f]{64}\b/g) ?? [];
    expect(hashes.filter((hash) => hash !== SHOWN)).toHaveLength(1);
  });

  it('carries the signature image on the last voucher page and on the certificate', () => {
    const images = run('pdfimages', '-list', where)
      .split('\n')
      .filter((line) => /^\s*\d+\s+\d+\s+image\b/.test(line))
      .map((line) => Number(line.trim().split(/\s+/)[0]));
    expect(images.sort()).toEqual([revisionPages, revisionPages + 1]);
  });

  it('is sealed (PAdES) over the whole file, and sha256 is of the sealed bytes', async () => {
    const report = run('pdfsig', where);
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Test Contractor document seal');
    const { createHash } = await import('node:crypto');
    expect(signed.sha256).toBe(createHash('sha256').update(signed.pdf).digest('hex'));
  });

  it('shows an edit made after sealing: appended, the seal no longer covers the file; inside, it fails', () => {
    const appended = file(
      Buffer.concat([Buffer.from(signed.pdf), Buffer.from('\n99 0 obj\n(changed)\nendobj\n%%EOF\n')]),
    );
    const report = run('pdfsig', appended);
    expect(report).toContain('Not total document signed');
    expect(report).not.toContain('Total document signed');

    // One digit of the document's modification date (its Info dictionary), inside the signed bytes.
    const changed = Buffer.from(signed.pdf);
    const at = changed.indexOf('/ModDate (D:2026');
    expect(at).toBeGreaterThan(0);
    changed.write('7', at + '/ModDate (D:202'.length, 'latin1');
    const tampered = run('pdfsig', file(changed));
    expect(tampered).toContain('Signature Validation: Digest Mismatch.');
  });
});

describe('buildSignedPdf with other input', () => {
  it('prints a typed name in any script, with (typed), without throwing', async () => {
    for (const name of ['Łukasz Żółć', '王小明', 'Zoë Brontë']) {
      const { pdf } = await buildSignedPdf(
        await input({
          signer: { name, title: 'Kierownik budowy', email: 'lukasz@example.pl' },
          signature: { method: 'typed', text: name },
          // Whatever else arrives prints too: an emoji, a control character, a direction mark.
          sender: { name: 'Ольга 😀', email: 'olga@example.com' },
          events: [
            {
              kind: 'opened',
              at: '2026-12-07T09:00:00Z',
              address: '203.0.113.9',
              browser: 'Bot\u0000\u202eX',
            },
          ],
        }),
      );
      const where = file(pdf);
      const all = text(where);
      expect(all).toContain(`${name}, Kierownik budowy`);
      expect(all).toContain('Ольга 😀 <olga@example.com>');
      expect(all).toContain('(typed)');
      expect(all).toContain('Typed name');
      expect(run('pdfsig', where)).toContain('Signature is Valid.');
    }
  }, 60_000);

  it('spreads 200 events over several certificate pages, every one of them printed', async () => {
    const many = events(200);
    const given = await input({ events: many });
    const revisionPages = await pageCount(given.revisionPdf);
    const { pdf } = await buildSignedPdf(given);
    const pages = await pageCount(pdf);
    expect(pages - revisionPages).toBeGreaterThanOrEqual(3);
    const where = file(pdf);
    const all = text(where);
    for (const event of many) expect(all).toContain(event.browser.slice(-5));
    expect(all).toContain(`Page ${pages - revisionPages} / ${pages - revisionPages}`);
    expect(run('pdfsig', where)).toContain('Total document signed');
  }, 60_000);

  it('puts the signature on a page of its own after a last page with no room below its content', async () => {
    // The fewest labour lines whose last page is filled to within the box's height of its margin.
    let lines = 1;
    let bytes = await revisionPdf(lines);
    for (; lines < 120; lines++) {
      bytes = await revisionPdf(lines);
      const doc = await PDFDocument.load(bytes);
      const last = doc.getPage(doc.getPageCount() - 1);
      const lowest = lowestDrawn(last, 40);
      // Less room than the smallest box takes (its heading, the signature and three lines).
      if (lowest !== null && lowest < 50 + 100 + 16) break;
    }
    const revisionPages = await pageCount(bytes);
    const { pdf } = await buildSignedPdf(await input({ revisionPdf: bytes }));
    const where = file(pdf);
    expect(text(where, revisionPages + 2)).toMatch(/^Signature certificate/);
    expect(text(where, revisionPages)).not.toContain('Customer signature');
    expect(text(where, revisionPages + 1)).toContain('Customer signature');
  }, 60_000);

  it("seals with a PKCS#12 key signed by a CA, carrying the CA's certificate too", async () => {
    const ca = makeSelfSignedKey('Root CA');
    const leafKeys = makeSelfSignedKey('unused');
    const caCert = forge.pki.certificateFromPem(ca.certificatePem);
    const leaf = forge.pki.createCertificate();
    leaf.publicKey = forge.pki.certificateFromPem(leafKeys.certificatePem).publicKey;
    leaf.serialNumber = '0a1b2c3d';
    leaf.validity.notBefore = new Date(Date.now() - 86_400_000);
    leaf.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
    leaf.setSubject([{ name: 'commonName', value: 'Office Seal' }]);
    leaf.setIssuer(caCert.subject.attributes);
    leaf.sign(forge.pki.privateKeyFromPem(ca.privateKeyPem), forge.md.sha256.create());
    const p12 = forge.pkcs12.toPkcs12Asn1(
      forge.pki.privateKeyFromPem(leafKeys.privateKeyPem),
      [leaf, caCert],
      'pw',
      {
        algorithm: '3des',
      },
    );
    const key = documentSigningKeyFromPkcs12(Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'), 'pw');
    expect(key.chain).toHaveLength(1);
    useDocumentSigningKey(undefined, key);
    try {
      const { pdf } = await buildSignedPdf(await input());
      const where = file(pdf);
      const report = run('pdfsig', where);
      expect(report).toContain('Signer Certificate Common Name: Office Seal');
      // The CMS carries the signer's certificate and the CA's.
      const contents = /\/Contents <([0-9a-f]+)>/.exec(Buffer.from(pdf).toString('latin1'))?.[1] ?? '';
      // The zeros that pad the room kept for it follow the CMS (an option @types/node-forge lacks).
      const fromDer = forge.asn1.fromDer as unknown as (
        bytes: string,
        options: { parseAllBytes: boolean },
      ) => forge.asn1.Asn1;
      const cms = fromDer(Buffer.from(contents, 'hex').toString('binary'), { parseAllBytes: false });
      const children = (node: forge.asn1.Asn1 | undefined) => (node?.value ?? []) as forge.asn1.Asn1[];
      // ContentInfo [1] is [0] SignedData, whose fourth field is [0] its certificates.
      const signedData = children(children(cms)[1])[0];
      expect(children(children(signedData)[3])).toHaveLength(2);
      expect(report).toContain('Signature Validation: Signature is Valid.');
      expect(report).toContain('Total document signed');
    } finally {
      useDocumentSigningKey(undefined, testKey);
    }
  }, 60_000);

  it('wraps a typed name too long for a line and a long title inside the box, every word printed', async () => {
    const name = Array.from({ length: 24 }, (_, i) => `Name${i}`).join(' ');
    const title = Array.from({ length: 30 }, (_, i) => `Title${i}`).join(' ');
    const given = await input({
      signer: { name, title, email: 'long@example.com' },
      signature: { method: 'typed', text: name },
    });
    const revisionPages = await pageCount(given.revisionPdf);
    const where = file((await buildSignedPdf(given)).pdf);
    const words = [
      ...run(
        'pdftotext',
        '-f',
        String(revisionPages),
        '-l',
        String(revisionPages + 1),
        '-bbox',
        where,
        '-',
      ).matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g),
    ].map(([, xMin, xMax, word]) => ({ xMin: Number(xMin), xMax: Number(xMax), word }));
    for (const expected of [...name.split(' '), ...title.split(' ')])
      expect(words.map((w) => w.word)).toContain(expected);
    for (const word of words) expect(word.xMax, word.word).toBeLessThanOrEqual(612 - 50);
  }, 60_000);

  it('refuses a drawn signature that is not a PNG, or a signing time that is not an instant, naming the field', async () => {
    await expect(buildSignedPdf(await input({ signedAt: 'yesterday' }))).rejects.toThrow(/^signedAt:/);

    const bad = await input({ signature: { method: 'drawn', pngDataUrl: 'data:image/png;base64,AAAA' } });
    await expect(buildSignedPdf(bad)).rejects.toThrow(SignedPdfInputError);
    await expect(buildSignedPdf(bad)).rejects.toThrow(/signature\.pngDataUrl/);
  });
});

describe('lowestDrawn', () => {
  it('finds the lowest line of text above the footer', async () => {
    const bytes = await revisionPdf(2);
    const doc = await PDFDocument.load(bytes);
    const lowest = lowestDrawn(doc.getPage(0), 40);
    expect(lowest).not.toBeNull();
    // Two labour lines leave most of the page free; the footer (below 40) does not count.
    expect(lowest ?? 0).toBeGreaterThan(200);
    expect(lowest ?? 0).toBeLessThan(792 - 50);
  });
});
