import { drawTable, fitColumns, PdfWriter } from '../../../pdf/index.ts';
import { drawSignatureMark, type SignatureMark } from './signature-mark.ts';
import type { SignedPdfInput } from './signed-pdf.ts';
import { utcText } from './utc-text.ts';

const MARK_WIDTH = 240;
const MARK_HEIGHT = 60;

export interface CertificateFacts {
  input: SignedPdfInput;
  mark: SignatureMark;
  /** SHA-256 of the revision's pages with the signature drawn, before this page and the seal. */
  contentSha256: string;
  /** Who seals the file (the signing certificate's name). */
  sealedBy: string;
}

/**
 * The signature certificate, the proof a payment dispute reads (shared/docs/pdf.md "Signed voucher
 * PDF"): which ticket and request, who sent it, who signed and how they were checked, their consent,
 * the signature, the statement they signed under, every event of the request with its time in UTC,
 * address and browser, and the two hashes. Drawn by the console's PdfWriter, so every name prints
 * and as many pages follow as the events take; its pages are copied after the voucher's.
 */
export async function certificatePages(facts: CertificateFacts): Promise<Uint8Array> {
  const { input, mark } = facts;
  const { ticket } = input;
  const pdf = await PdfWriter.create({
    title: `Signature certificate: T&M Voucher ${ticket.voucherNumber} Revision ${ticket.revision}`,
    footer: (page, pages) =>
      `Signature certificate - T&M Voucher ${ticket.voucherNumber} - Revision ${ticket.revision} - Page ${page} / ${pages}`,
  });
  pdf.heading('Signature certificate');
  pdf.line(`T&M Voucher ${ticket.voucherNumber} - Revision ${ticket.revision}`, { size: 12, bold: true });
  pdf.space(6);
  pdf.facts([
    ['Project', ticket.projectName],
    ['Voucher id', ticket.voucherId],
    ['Signature request', input.requestId],
    ['Sent by', `${input.sender.name} <${input.sender.email}>`],
    ['Signer', input.signer.name],
    ['Title', input.signer.title],
    ['E-mail', input.signer.email],
    ['Signer checked by', input.checkedBy],
    ['Consent to sign electronically', utcText(input.consentedAt)],
    ['Signed at', utcText(input.signedAt)],
    ['Signature method', mark.method === 'drawn' ? 'Drawn on screen' : 'Typed name'],
  ]);

  pdf.space(8);
  pdf.line('Signature', { size: 12, bold: true });
  pdf.room(MARK_HEIGHT + pdf.lineHeight());
  await drawSignatureMark(pdf, mark, { width: MARK_WIDTH, height: MARK_HEIGHT });

  pdf.line('Statement of intent', { size: 12, bold: true });
  pdf.paragraph(input.statementOfIntent);

  pdf.space(8);
  pdf.line('Document hashes (SHA-256)', { size: 12, bold: true });
  pdf.line('What the signer was shown:', { bold: true });
  pdf.line(input.shownSha256, { size: 9, indent: 12 });
  pdf.line("The signed voucher's pages with the signature, before this certificate and the seal:", {
    bold: true,
  });
  pdf.line(facts.contentSha256, { size: 9, indent: 12 });
  pdf.paragraph(
    `This file is sealed with a digital signature (PAdES) by ${facts.sealedBy}. A PDF reader's signature panel shows whether anything changed after it was sealed.`,
    { size: 9 },
  );

  pdf.space(8);
  pdf.line(`Events (${input.events.length}, times in UTC)`, { size: 12, bold: true });
  if (input.events.length) {
    const size = 8;
    // The time, the event and an IPv6 address (its widest, in digits) each on one line; the browser
    // takes the rest.
    const [time = 0, kind = 0, address = 0, browser = 0] = fitColumns(
      pdf,
      [
        {
          weight: 0,
          texts: [
            { text: 'Time (UTC)', bold: true },
            { text: utcText(input.signedAt), whole: true },
          ],
        },
        { weight: 0, texts: [{ text: 'Event', bold: true }, ...input.events.map((e) => ({ text: e.kind }))] },
        {
          weight: 0,
          texts: [{ text: 'Address', bold: true }, { text: '8888:8888:8888:8888:8888:8888:8888:8888' }],
        },
        { weight: 1, texts: [{ text: 'Browser', bold: true }] },
      ],
      pdf.width,
      size,
    );
    drawTable(
      pdf,
      {
        columns: [
          { header: 'Time (UTC)', width: time },
          { header: 'Event', width: kind },
          { header: 'Address', width: address },
          { header: 'Browser', width: browser },
        ],
        rows: input.events.map((event) => [utcText(event.at), event.kind, event.address, event.browser]),
      },
      { size },
    );
  } else pdf.line('No events were recorded.');
  return pdf.save();
}
