import {
  SignatureRequestEventType as E,
  VoucherLifecycleMessages as LM,
  VoucherSigningMessages as M,
  type SignatureRequest,
  VOUCHER_STATUS_LABELS,
  VoucherMessages,
  VoucherStatus,
} from '@tac/contracts';
import { sql } from 'kysely';
import { type DivisionScope, inScope } from '../../../auth/division-scope.ts';
import { auditedWrite } from '../../../db/audit.ts';
import type { Db } from '../../../db/database.ts';
import { isoUtcOrEmpty } from '../../../db/iso-utc.ts';
import { ApiError } from '../../../http/envelope.ts';
import { lockVoucher } from '../lifecycle.ts';
import { visibleContact } from './contacts.ts';
import { isOpenStatus, recordEvent, type SigningClient } from './events.ts';
import { mailSignatureRequest, type SigningMail } from './mail.ts';
import { openRequestOf } from './open-requests.ts';
import { newSecret, sha256Hex } from './tokens.ts';

/** A user's name as the request and its e-mail show it. */
export async function userName(db: Db, userId: number): Promise<{ name: string; email: string }> {
  const user = await db
    .selectFrom('app_user')
    .select(['first_name', 'last_name', 'user_name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return { name: '', email: '' };
  const name = `${user.first_name} ${user.last_name}`.trim() || user.user_name;
  return { name, email: user.email };
}

/**
 * Sends the voucher's current revision (the row the user acted on) to a contact of its project:
 * 404 outside the user's divisions, 409 when the row is no longer current, the voucher is not Ready
 * for Review (the company signed) or already has an open request. The link's token is made here,
 * mailed once and kept only as its hash; the mail goes inside the transaction, so a mail server's
 * refusal leaves no request behind.
 */
export async function sendForSignature(
  db: Db,
  scope: DivisionScope,
  userId: number,
  input: { revisionId: number; contactId: number; expiryDays: number },
  client: SigningClient,
  mail: SigningMail,
): Promise<{ requestId: number; message: string }> {
  const found = await db
    .selectFrom('tm_voucher_revision as r')
    .innerJoin('tm_voucher as v', 'v.id', 'r.voucher_id')
    .innerJoin('project as p', 'p.id', 'v.project_id')
    .select(['v.id as voucherId', 'v.project_id as projectId', 'r.version', 'p.name as projectName'])
    .where('r.id', '=', input.revisionId)
    .where(inScope('v.division_id', scope))
    .executeTakeFirst();
  if (!found) throw new ApiError(404, VoucherMessages.notFound);
  const contact = await visibleContact(db, scope, input.contactId);
  if (contact.projectId !== found.projectId) throw new ApiError(400, M.contactOtherProject);
  const sender = await userName(db, userId);
  return auditedWrite(db, userId, async (trx) => {
    const voucher = await lockVoucher(trx, found.voucherId);
    if (voucher.latest_revision_id !== input.revisionId)
      throw new ApiError(409, LM.staleRevision(found.version));
    if (voucher.status !== VoucherStatus.ReadyForReview)
      throw new ApiError(409, M.notReady(VOUCHER_STATUS_LABELS[voucher.status as VoucherStatus]));
    if (await openRequestOf(trx, voucher.id)) throw new ApiError(409, M.alreadyOpen);
    const token = newSecret();
    const expiresAt = new Date(Date.now() + input.expiryDays * 86_400_000);
    const { id } = await trx
      .insertInto('signature_request')
      .values({
        voucher_id: voucher.id,
        revision_id: input.revisionId,
        contact_id: contact.id,
        signee_name: contact.name,
        signee_title: contact.title,
        signee_company: contact.company,
        signee_email: contact.email,
        sent_by: userId,
        expires_at: expiresAt,
        token_hash: sha256Hex(token),
        link_origin: mail.origin,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordEvent(trx, id, E.Sent, client, `${sender.name} to ${contact.name} <${contact.email}>`);
    await mailSignatureRequest(
      mail,
      contact,
      {
        voucherNumber: voucher.voucher_number,
        projectName: found.projectName,
        senderName: sender.name,
        expiresAt,
      },
      token,
    );
    return {
      result: { requestId: id, message: M.sent(voucher.voucher_number, contact.name) },
      audit: {
        action: 'signatureRequest',
        entity: 'voucher',
        entityId: voucher.id,
        before: null,
        after: { requestId: id, version: found.version, signee: contact.name, email: contact.email },
      },
    };
  });
}

/** A request the user may see (its voucher in their divisions), or 404. */
export async function visibleRequest(db: Db, scope: DivisionScope, requestId: number) {
  const request = await db
    .selectFrom('signature_request as s')
    .innerJoin('tm_voucher as v', 'v.id', 's.voucher_id')
    .select(['s.id', 's.voucher_id as voucherId', 's.status'])
    .where('s.id', '=', requestId)
    .where(inScope('v.division_id', scope))
    .executeTakeFirst();
  if (!request) throw new ApiError(404, M.requestNotFound);
  return request;
}

/** The office takes an open request back: its link dies at once. 409 when it is no longer open. */
export async function revokeRequest(
  db: Db,
  scope: DivisionScope,
  userId: number,
  requestId: number,
  client: SigningClient,
): Promise<void> {
  const found = await visibleRequest(db, scope, requestId);
  const sender = await userName(db, userId);
  await auditedWrite(db, userId, async (trx) => {
    await lockVoucher(trx, found.voucherId);
    const open = await openRequestOf(trx, found.voucherId);
    if (open?.id !== requestId) throw new ApiError(409, M.notOpen);
    await recordEvent(trx, requestId, E.Revoked, client, sender.name);
    return {
      result: undefined,
      audit: {
        action: 'signatureRequest',
        entity: 'voucher',
        entityId: found.voucherId,
        before: { requestId, open: true },
        after: { requestId, revoked: true },
      },
    };
  });
}

const iso = (column: string) => isoUtcOrEmpty(sql.ref(column));

/** A voucher's requests, newest first, each with its events oldest first. 404 outside the divisions. */
export async function voucherRequests(
  db: Db,
  scope: DivisionScope,
  voucherId: number,
): Promise<SignatureRequest[]> {
  const voucher = await db
    .selectFrom('tm_voucher as v')
    .select('v.id')
    .where('v.id', '=', voucherId)
    .where(inScope('v.division_id', scope))
    .executeTakeFirst();
  if (!voucher) throw new ApiError(404, VoucherMessages.notFound);
  const rows = await db
    .selectFrom('signature_request as s')
    .innerJoin('tm_voucher_revision as r', 'r.id', 's.revision_id')
    .leftJoin('app_user as u', 'u.id', 's.sent_by')
    .leftJoin('signature_request_signed_pdf as pdf', 'pdf.request_id', 's.id')
    .select([
      's.id',
      's.voucher_id as voucherId',
      's.revision_id as revisionId',
      'r.version',
      // An open request whose link ran out reads Expired before anyone records it so.
      sql<string>`case when s.status in ('Sent', 'Viewed') and s.expires_at <= now() then 'Expired' else s.status end`.as(
        'status',
      ),
      's.signee_name as signeeName',
      's.signee_title as signeeTitle',
      's.signee_company as signeeCompany',
      's.signee_email as signeeEmail',
      sql<string>`coalesce(trim(u.first_name || ' ' || u.last_name), '')`.as('sentByName'),
      iso('s.sent_at').as('sentAt'),
      iso('s.expires_at').as('expiresAt'),
      's.signer_name as signerName',
      's.signer_title as signerTitle',
      's.signature_method as signatureMethod',
      's.rejected_reason as rejectedReason',
      iso('s.consented_at').as('consentedAt'),
      iso('s.paper_requested_at').as('paperRequestedAt'),
      iso('s.signed_at').as('signedAt'),
      's.viewed_sha256 as viewedSha256',
      sql<string>`coalesce(pdf.sha256, '')`.as('signedPdfSha256'),
    ])
    .where('s.voucher_id', '=', voucherId)
    .orderBy('s.id', 'desc')
    .execute();
  const events = rows.length
    ? await db
        .selectFrom('signature_request_event')
        .select([
          'id',
          'request_id as requestId',
          'event',
          iso('at').as('at'),
          'ip',
          'user_agent as userAgent',
          'detail',
        ])
        .where(
          'request_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return rows.map((row) => ({
    ...row,
    open: isOpenStatus(row.status),
    events: events.filter((e) => e.requestId === row.id).map(({ requestId: _r, ...e }) => e),
  }));
}
