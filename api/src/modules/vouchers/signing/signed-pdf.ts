import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { VOUCHER_COMPANY } from '../voucher-pdf.ts';
import { certificatePages } from './certificate-page.ts';
import { sealPdf } from './seal.ts';
import { drawSignatureBox } from './signature-box.ts';
import { SignedPdfInputError, signatureMarkOf } from './signature-mark.ts';
import { documentSigningKey } from './signing-key.ts';

export { SignedPdfInputError } from './signature-mark.ts';

export interface SignedPdfInput {
  revisionPdf: Uint8Array; // the revision's PDF as the console renders it (api/src/modules/vouchers/voucher-pdf.ts)
  ticket: { voucherId: string; voucherNumber: string; revision: number; projectName: string };
  requestId: string;
  sender: { name: string; email: string };
  signer: { name: string; title: string; email: string };
  checkedBy: string; // how the signer was checked, e.g. 'One-time code sent to j***@example.com'
  consentedAt: string | null; // ISO UTC
  signature: { method: 'drawn'; pngDataUrl: string } | { method: 'typed'; text: string };
  statementOfIntent: string;
  events: { kind: string; at: string; address: string; browser: string }[];
  shownSha256: string; // hash of exactly what the signer was shown
  signedAt: string; // ISO UTC
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * The signed T&M voucher a payment dispute can rely on (shared/docs/pdf.md "Signed voucher PDF"):
 * the revision's PDF with the customer's signature in a box on its last page, the signature
 * certificate after it, the whole sealed with a PAdES signature by the install's document key
 * (signing-key.ts), so any later change shows in a PDF reader. `sha256` is of the sealed bytes, as
 * stored and served. A signature the PDF cannot hold throws SignedPdfInputError naming the field;
 * text in any script prints (never throws).
 */
export async function buildSignedPdf(input: SignedPdfInput): Promise<{ pdf: Uint8Array; sha256: string }> {
  const mark = await signatureMarkOf(input.signature);
  const signedAt = new Date(input.signedAt);
  if (Number.isNaN(signedAt.getTime())) throw new SignedPdfInputError('signedAt', 'not an instant');
  const key = await documentSigningKey();
  const document = await PDFDocument.load(input.revisionPdf, { updateMetadata: false });
  await drawSignatureBox(document, mark, {
    signerName: input.signer.name,
    signerTitle: input.signer.title,
    signerEmail: input.signer.email,
    signedAt: input.signedAt,
  });
  // The signed content as it stands before the certificate names its hash and the seal is added.
  const content = await document.save({ useObjectStreams: false });
  const signed = await PDFDocument.load(content, { updateMetadata: false });
  const certificate = await PDFDocument.load(
    await certificatePages({ input, mark, contentSha256: sha256(content), sealedBy: key.subject }),
  );
  const copies = await signed.copyPages(certificate, certificate.getPageIndices());
  for (const page of copies) signed.addPage(page);

  const { ticket } = input;
  signed.setTitle(`Signed T&M Voucher ${ticket.voucherNumber} Revision ${ticket.revision}`);
  signed.setModificationDate(signedAt);
  const pdf = await sealPdf(signed, key, {
    reason: `T&M Voucher ${ticket.voucherNumber} revision ${ticket.revision} signed by the customer; signature request ${input.requestId}`,
    location: VOUCHER_COMPANY.name,
    contactInfo: input.sender.email,
    signingTime: signedAt,
  });
  return { pdf, sha256: sha256(pdf) };
}
