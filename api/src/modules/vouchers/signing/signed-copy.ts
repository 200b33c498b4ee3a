import { VoucherSigningMessages as M, type VoucherPdf } from '@tac/contracts';
import type { Db } from '../../../db/database.ts';
import { ApiError } from '../../../http/envelope.ts';
import { revisionSource } from '../revision-source.ts';
import { voucherPdf } from '../voucher-pdf.ts';
import { requestsWithVoucher } from './request-voucher.ts';
import { userName } from './store.ts';
import { emailHint } from './tokens.ts';

/** What the sealed PDF is made from (signed-pdf.ts `SignedPdfInput`). */
export interface SignedCopyInput {
  revisionPdf: Uint8Array;
  ticket: { voucherId: string; voucherNumber: string; revision: number; projectName: string };
  requestId: string;
  sender: { name: string; email: string };
  signer: { name: string; title: string; email: string };
  checkedBy: string;
  consentedAt: string | null;
  signature: { method: 'drawn'; pngDataUrl: string } | { method: 'typed'; text: string };
  statementOfIntent: string;
  events: { kind: string; at: string; address: string; browser: string }[];
  shownSha256: string;
  signedAt: string;
}

/**
 * The maker of the sealed PDF (signed-pdf.ts `buildSignedPdf`), handed in by app.ts: without one
 * the signing is stored whole and the signed copy is made at its first read once there is one.
 */
export type BuildSignedPdf = (input: SignedCopyInput) => Promise<{ pdf: Uint8Array; sha256: string }>;

/**
 * The signed request's sealed PDF (signed-pdf.ts), made once from what was stored at signing and
 * kept with its SHA-256 in a table that is never updated (a trigger refuses it). Made right after
 * the signing's transaction; when that fails (the process died, the seal's key could not be read)
 * the next read of it makes it, so a signing never waits on, nor is undone by, its copy.
 */
export async function signedCopy(
  db: Db,
  requestId: number,
  timeZone: string,
  buildSignedPdf: BuildSignedPdf | undefined,
): Promise<{ pdf: Uint8Array; sha256: string; fileName: string }> {
  const request = await requestsWithVoucher(db)
    .leftJoin('signature_request_signed_pdf as pdf', 'pdf.request_id', 's.id')
    .select([
      's.id',
      's.voucher_id',
      's.revision_id',
      's.sent_by',
      's.signee_email',
      's.signer_name',
      's.signer_title',
      's.signature_method',
      's.signature_text',
      's.signature_image',
      's.intent_statement',
      's.consented_at',
      's.signed_at',
      's.viewed_sha256',
      'v.voucher_number',
      'v.device_id',
      'p.name as project_name',
      'pdf.pdf',
      'pdf.sha256',
    ])
    .where('s.id', '=', requestId)
    .where('s.status', '=', 'Signed')
    .executeTakeFirstOrThrow();
  const source = await revisionSource(db, 'all', request.revision_id, request.device_id);
  const fileName = `TMVoucher_${request.voucher_number}_Rev${source.version}_Signed.pdf`;
  if (request.pdf && request.sha256) return { pdf: request.pdf, sha256: request.sha256, fileName };
  if (!buildSignedPdf) throw new ApiError(404, M.noSignedPdf);

  const revision: VoucherPdf = await voucherPdf(source, timeZone, { signedOnline: true });
  const events = await db
    .selectFrom('signature_request_event')
    .select(['event', 'at', 'ip', 'user_agent'])
    .where('request_id', '=', requestId)
    .orderBy('id')
    .execute();
  const sender = request.sent_by ? await userName(db, request.sent_by) : { name: '', email: '' };
  const built = await buildSignedPdf({
    revisionPdf: new Uint8Array(Buffer.from(revision.attachmentContent, 'base64')),
    ticket: {
      voucherId: String(request.voucher_id),
      voucherNumber: request.voucher_number,
      revision: source.version,
      projectName: request.project_name,
    },
    requestId: String(request.id),
    sender,
    signer: { name: request.signer_name, title: request.signer_title, email: request.signee_email },
    checkedBy: `One-time code sent to ${emailHint(request.signee_email)}`,
    consentedAt: request.consented_at ? new Date(request.consented_at).toISOString() : null,
    signature:
      request.signature_method === 'drawn' && request.signature_image
        ? {
            method: 'drawn',
            pngDataUrl: `data:image/png;base64,${Buffer.from(request.signature_image).toString('base64')}`,
          }
        : { method: 'typed', text: request.signature_text },
    statementOfIntent: request.intent_statement,
    events: events.map((e) => ({
      kind: e.event,
      at: new Date(e.at).toISOString(),
      address: e.ip,
      browser: e.user_agent,
    })),
    shownSha256: request.viewed_sha256,
    signedAt: new Date(request.signed_at ?? Date.now()).toISOString(),
  });
  // Two readers making it at once: the first stored wins, and both answer the stored one.
  await db
    .insertInto('signature_request_signed_pdf')
    .values({ request_id: requestId, pdf: built.pdf, sha256: built.sha256 })
    .onConflict((oc) => oc.column('request_id').doNothing())
    .execute();
  const stored = await db
    .selectFrom('signature_request_signed_pdf')
    .select(['pdf', 'sha256'])
    .where('request_id', '=', requestId)
    .executeTakeFirstOrThrow();
  return { pdf: stored.pdf, sha256: stored.sha256, fileName };
}
