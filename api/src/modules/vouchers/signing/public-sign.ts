import {
  SignatureRequestEventType as E,
  isRecipientEmail,
  VoucherSigningMessages as M,
  SIGNING_INTENT_STATEMENT,
  SignatureMethod,
  type SigningReassignRequest,
  type SigningSignRequest,
  VoucherMove,
} from '@tac/contracts';
import { auditedWrite } from '../../../db/audit.ts';
import type { Db } from '../../../db/database.ts';
import { ApiError } from '../../../http/envelope.ts';
import { checkImage } from '../../../images/image-content.ts';
import { customerMoveIn, lockVoucher } from '../lifecycle.ts';
import { recordEvent, type SigningClient } from './events.ts';
import { mailNote, mailSignatureRequest, type SigningMail } from './mail.ts';
import { liveRequest, lockLive, requireProof } from './public-access.ts';
import { userName } from './store.ts';
import { newSecret, sha256Hex } from './tokens.ts';

/**
 * The public steps that end or hand on a request (shared/docs/remotes/vouchers.md "Signing"): sign,
 * reject (the lifecycle's customerSign / customerReject by the actor 'customer', in the same
 * transaction as the request's event) and reassign. Each locks the voucher, then the request, as
 * every voucher write does, so two at once meet one after the other and the second finds the link
 * used.
 */

const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;

/** The signature as stored: a drawn PNG's bytes, or the typed text (400 naming the field). */
function checkedSignature(body: SigningSignRequest): { image: Uint8Array | null; text: string } {
  if (!body.intentAccepted) throw new ApiError(400, M.intentRequired);
  if (!body.signerName.trim()) throw new ApiError(400, M.signerNameRequired);
  if (body.signatureMethod === SignatureMethod.Typed) {
    const text = body.signature.replace(/\s+/g, ' ').trim();
    if (!text) throw new ApiError(400, M.signatureRequired);
    if (text.length > 100) throw new ApiError(400, M.signatureTooLarge);
    return { image: null, text };
  }
  if (!body.signature) throw new ApiError(400, M.signatureRequired);
  const match = PNG_DATA_URL.exec(body.signature);
  if (!match?.[1]) throw new ApiError(400, M.signatureImage);
  const image = new Uint8Array(Buffer.from(match[1], 'base64'));
  const check = checkImage(image);
  if (!check.ok || check.mime !== 'image/png') throw new ApiError(400, M.signatureImage);
  return { image, text: '' };
}

async function heads(db: Db, voucherId: number, sentBy: number | null) {
  const voucher = await db
    .selectFrom('tm_voucher')
    .select('voucher_number as voucherNumber')
    .where('id', '=', voucherId)
    .executeTakeFirstOrThrow();
  const sender = sentBy ? await userName(db, sentBy) : { name: '', email: '' };
  return { voucherNumber: voucher.voucherNumber, sender };
}

/**
 * Signs: the voucher moves to Field Verified by the customer, the request is Signed with the
 * signer's name, title, the statement of intent and the signature, and its link dies. The signee
 * must have viewed the voucher first (what they signed is its hash). Answers the request's id for
 * the signed copy (signed-copy.ts), made after this transaction.
 */
export async function signRequest(
  db: Db,
  token: string,
  proof: string | undefined,
  body: SigningSignRequest,
  client: SigningClient,
): Promise<number> {
  const found = await liveRequest(db, token);
  requireProof(found, proof);
  const signature = checkedSignature(body);
  if (!found.viewed_sha256) throw new ApiError(409, M.viewFirst);
  return auditedWrite(db, null, async (trx) => {
    await lockVoucher(trx, found.voucher_id);
    const row = await lockLive(trx, token);
    requireProof(row, proof);
    const { audit } = await customerMoveIn(trx, row.revision_id, VoucherMove.CustomerSign, {});
    await trx
      .updateTable('signature_request')
      .set({
        signer_name: body.signerName.trim(),
        signer_title: body.signerTitle.trim(),
        signature_method: body.signatureMethod,
        signature_text: signature.text,
        signature_image: signature.image,
        intent_statement: SIGNING_INTENT_STATEMENT,
        signed_at: new Date(),
        code_hash: null,
      })
      .where('id', '=', row.id)
      .execute();
    await recordEvent(trx, row.id, E.Signed, client, `${body.signerName.trim()} (${body.signatureMethod})`);
    return {
      result: row.id,
      audit: { ...audit, after: { ...(audit.after as object), signatureRequest: row.id } },
    };
  });
}

/** Rejects with the reason: the voucher moves to Rejected by the customer, the sender is told. */
export async function rejectRequest(
  db: Db,
  mail: SigningMail,
  token: string,
  proof: string | undefined,
  reason: string,
  client: SigningClient,
): Promise<void> {
  const found = await liveRequest(db, token);
  requireProof(found, proof);
  const why = reason.trim();
  if (!why) throw new ApiError(400, M.reasonRequired);
  const { voucherNumber, sender } = await heads(db, found.voucher_id, found.sent_by);
  await auditedWrite(db, null, async (trx) => {
    await lockVoucher(trx, found.voucher_id);
    const row = await lockLive(trx, token);
    requireProof(row, proof);
    const { audit } = await customerMoveIn(trx, row.revision_id, VoucherMove.CustomerReject, { reason: why });
    await trx
      .updateTable('signature_request')
      .set({ rejected_reason: why, code_hash: null })
      .where('id', '=', row.id)
      .execute();
    await recordEvent(trx, row.id, E.Rejected, client, why);
    if (sender.email)
      await mailNote(mail, [sender.email], M.mailRejectedSubject(voucherNumber), [
        `${row.signee_name} <${row.signee_email}> rejected T&M voucher ${voucherNumber}.`,
        '',
        `Their reason: ${why}`,
      ]);
    return {
      result: undefined,
      audit: { ...audit, after: { ...(audit.after as object), signatureRequest: row.id } },
    };
  });
}

/**
 * Hands the request to another person: logged with both names, a new token mailed to them, the old
 * one dead (the request's code, proof, consent and view start afresh: the new signee does them).
 */
export async function reassignRequest(
  db: Db,
  mail: SigningMail,
  token: string,
  proof: string | undefined,
  body: SigningReassignRequest,
  client: SigningClient,
): Promise<string> {
  const found = await liveRequest(db, token);
  requireProof(found, proof);
  const to = { name: body.name.trim(), title: body.title.trim(), email: body.email.trim().toLowerCase() };
  if (!to.name) throw new ApiError(400, M.reassignNameRequired);
  if (!isRecipientEmail(to.email)) throw new ApiError(400, M.emailInvalid('email'));
  if (to.email === found.signee_email.toLowerCase()) throw new ApiError(400, M.reassignSame);
  const { voucherNumber, sender } = await heads(db, found.voucher_id, found.sent_by);
  const project = await db
    .selectFrom('tm_voucher as v')
    .innerJoin('project as p', 'p.id', 'v.project_id')
    .select('p.name')
    .where('v.id', '=', found.voucher_id)
    .executeTakeFirstOrThrow();
  const next = newSecret();
  await db.transaction().execute(async (trx) => {
    const row = await lockLive(trx, token);
    requireProof(row, proof);
    await trx
      .updateTable('signature_request')
      .set({
        signee_name: to.name,
        signee_title: to.title,
        signee_email: to.email,
        contact_id: null,
        token_hash: sha256Hex(next),
        link_origin: mail.origin,
        code_hash: null,
        code_expires_at: null,
        code_attempts: 0,
        proof_hash: null,
        proof_expires_at: null,
        consented_at: null,
        viewed_sha256: '',
      })
      .where('id', '=', row.id)
      .execute();
    await recordEvent(
      trx,
      row.id,
      E.Reassigned,
      client,
      `${row.signee_name} <${row.signee_email}> to ${to.name} <${to.email}>`,
    );
    await mailSignatureRequest(
      mail,
      to,
      {
        voucherNumber,
        projectName: project.name,
        senderName: sender.name,
        expiresAt: new Date(row.expires_at),
      },
      next,
    );
  });
  return M.reassigned(to.name);
}
