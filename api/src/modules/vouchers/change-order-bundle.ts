import { VoucherMessages, VoucherStatus } from '@tac/contracts';
import { formatCalendarDate, formatDateTime } from '@tac/contracts/formats';
import { PDFDocument } from 'pdf-lib';
import { type DivisionScope, inScope } from '../../auth/division-scope.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { drawTable, fitColumns, PdfWriter } from '../../pdf/index.ts';
import { revisionSource } from './revision-source.ts';
import { type BuildSignedPdf, signedCopy } from './signing/signed-copy.ts';
import { sha256Hex } from './signing/tokens.ts';
import { voucherPdf } from './voucher-pdf.ts';

/** A bundle holds at most this many tickets: a change order's, not a year's. */
export const CHANGE_ORDER_BUNDLE_MOST = 200;

interface BundleTicket {
  voucherNumber: string;
  version: number;
  projectName: string;
  createdDate: string;
  /** The customer's sealed copy (signing page) or the revision's PDF (signed on the device). */
  pdf: Uint8Array;
  fileName: string;
  sealed: boolean;
  sha256: string;
  signer: string;
}

/**
 * The change order's bundle (shared/docs/remotes/vouchers.md "T&M log"): every Closed voucher in the
 * user's divisions billed under `billingReference`, each as the customer signed it (the sealed copy
 * with its certificate page when signed on the signing page, else the current revision's PDF), after
 * a cover page listing them with each file's SHA-256. Copying pages into one file cannot keep each
 * copy's seal, so each sealed copy is also attached to the bundle byte for byte: a PDF reader's
 * attachments panel opens it with its seal intact, and its hash matches the cover's.
 */
export async function changeOrderBundle(
  db: Db,
  scope: DivisionScope,
  billingReference: string,
  timeZone: string,
  buildSignedPdf: BuildSignedPdf | undefined,
): Promise<{ attachmentName: string; attachmentContent: string }> {
  const reference = billingReference.trim();
  const vouchers = await db
    .selectFrom('tm_voucher as v')
    .innerJoin('project as p', 'p.id', 'v.project_id')
    .leftJoin('signature_request as s', (join) =>
      join
        .onRef('s.voucher_id', '=', 'v.id')
        .onRef('s.revision_id', '=', 'v.latest_revision_id')
        .on('s.status', '=', 'Signed'),
    )
    .select([
      'v.voucher_number as voucherNumber',
      'v.latest_revision_id as revisionId',
      'v.device_id as deviceId',
      'p.name as projectName',
      's.id as requestId',
    ])
    .where('v.status', '=', VoucherStatus.Closed)
    .where('v.billing_reference', '=', reference)
    .where(inScope('v.division_id', scope))
    .orderBy('v.voucher_number')
    .orderBy('v.id')
    .limit(CHANGE_ORDER_BUNDLE_MOST + 1)
    .execute();
  if (vouchers.length === 0) throw new ApiError(404, VoucherMessages.noChangeOrderTickets(reference));
  if (vouchers.length > CHANGE_ORDER_BUNDLE_MOST)
    throw new ApiError(400, VoucherMessages.changeOrderTooLarge(reference, CHANGE_ORDER_BUNDLE_MOST));

  const tickets: BundleTicket[] = [];
  for (const v of vouchers) {
    const source = await revisionSource(db, scope, v.revisionId as number, v.deviceId);
    const base = {
      voucherNumber: v.voucherNumber,
      version: source.version,
      projectName: v.projectName,
      createdDate: source.createdDate,
    };
    if (v.requestId) {
      const copy = await signedCopy(db, v.requestId, timeZone, buildSignedPdf);
      const signer = await db
        .selectFrom('signature_request')
        .select(['signer_name', 'signer_title'])
        .where('id', '=', v.requestId)
        .executeTakeFirstOrThrow();
      tickets.push({
        ...base,
        pdf: copy.pdf,
        fileName: copy.fileName,
        sealed: true,
        sha256: copy.sha256,
        signer: [signer.signer_name, signer.signer_title].filter(Boolean).join(', '),
      });
    } else {
      const revision = await voucherPdf(source, timeZone);
      const pdf = new Uint8Array(Buffer.from(revision.attachmentContent, 'base64'));
      tickets.push({
        ...base,
        pdf,
        fileName: revision.attachmentName,
        sealed: false,
        sha256: sha256Hex(pdf),
        signer: source.signature ? 'Signed on the device' : 'Not signed',
      });
    }
  }

  const bundle = await PDFDocument.load(await coverPage(reference, tickets, timeZone));
  for (const ticket of tickets) {
    const document = await PDFDocument.load(ticket.pdf);
    for (const page of await bundle.copyPages(document, document.getPageIndices())) bundle.addPage(page);
    if (ticket.sealed)
      await bundle.attach(ticket.pdf, ticket.fileName, {
        mimeType: 'application/pdf',
        description: `T&M Voucher ${ticket.voucherNumber} Revision ${ticket.version}, sealed, SHA-256 ${ticket.sha256}`,
      });
  }
  bundle.setTitle(`Change order ${reference}: signed T&M vouchers`);
  const bytes = await bundle.save();
  return {
    attachmentName: `ChangeOrder_${reference.replace(/[^A-Za-z0-9._-]+/g, '_')}_TMVouchers.pdf`,
    attachmentContent: Buffer.from(bytes).toString('base64'),
  };
}

async function coverPage(reference: string, tickets: readonly BundleTicket[], timeZone: string) {
  const pdf = await PdfWriter.create({
    title: `Change order ${reference}: signed T&M vouchers`,
    footer: (page, pages) => `Change order ${reference} - Page ${page} / ${pages}`,
  });
  pdf.heading(`Change order ${reference}`);
  pdf.line(
    `${tickets.length} signed T&M ${tickets.length === 1 ? 'voucher' : 'vouchers'}, closed as billed`,
    {
      size: 12,
      bold: true,
    },
  );
  pdf.line(`Made ${formatDateTime(new Date().toISOString(), timeZone)}`, { size: 9 });
  pdf.space(8);
  pdf.paragraph(
    "Each voucher follows as the customer signed it. A copy signed on the console's signing page carries its signature certificate and a digital seal; pages copied into this bundle cannot keep a seal, so each sealed copy is also attached to this file unchanged (a PDF reader's attachments panel), with the SHA-256 below.",
    { size: 9 },
  );
  pdf.space(6);
  const size = 8;
  const rows = tickets.map((t) => [
    t.voucherNumber,
    String(t.version),
    formatCalendarDate(t.createdDate),
    t.projectName,
    t.signer,
    t.sealed ? `Sealed copy ${t.sha256}` : `Revision PDF ${t.sha256}`,
  ]);
  const headers = ['Voucher', 'Rev', 'Date', 'Project', 'Signed by', 'File (SHA-256)'];
  const widths = fitColumns(
    pdf,
    headers.map((header, i) => ({
      weight: i >= 3 ? 1 : 0,
      texts: [{ text: header, bold: true }, ...rows.map((row) => ({ text: row[i] ?? '' }))],
    })),
    pdf.width,
    size,
  );
  drawTable(
    pdf,
    { columns: headers.map((header, i) => ({ header, width: widths[i] ?? 0 })), rows },
    { size },
  );
  return pdf.save();
}
