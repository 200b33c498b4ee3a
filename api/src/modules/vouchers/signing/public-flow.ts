import {
  SignatureRequestEventType as E,
  VoucherSigningMessages as M,
  SIGNING_CODE_ATTEMPTS,
  SIGNING_CODE_LENGTH,
  SIGNING_CONSENT_STATEMENT,
  SIGNING_INTENT_STATEMENT,
  type SigningOpenAnswer,
  type SigningView,
  type VoucherPdf,
} from '@tac/contracts';
import type { Db } from '../../../db/database.ts';
import { ApiError } from '../../../http/envelope.ts';
import { revisionSource } from '../revision-source.ts';
import { voucherPdf } from '../voucher-pdf.ts';
import { recordEvent, type SigningClient } from './events.ts';
import { mailCode, mailNote, type SigningMail } from './mail.ts';
import { holdsProof, liveRequest, lockLive, requireProof, type SigningRequestRow } from './public-access.ts';
import { userName } from './store.ts';
import { emailHint, newCode, newSecret, sha256Hex } from './tokens.ts';

/**
 * The public signing steps before the signature (shared/docs/remotes/vouchers.md "Signing"): open
 * the link (a code e-mailed), a new code, the code's check (the signing proof), the voucher's view
 * and PDF, consent and a request for paper. Each step that happened is an event of the log.
 */

/** How long an e-mailed code and a signing proof live. */
export const CODE_MINUTES = 15;
export const PROOF_MINUTES = 30;

type Row = NonNullable<SigningRequestRow>;

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function voucherHead(db: Db, row: Row) {
  return db
    .selectFrom('tm_voucher as v')
    .select(['v.voucher_number as voucherNumber', 'v.device_id as deviceId'])
    .where('v.id', '=', row.voucher_id)
    .executeTakeFirstOrThrow();
}

/**
 * Counts a code e-mail against its own limit before it is sent (the routes' per-token window):
 * throws the 429 when past it. Only a mail actually sent is counted, so reopening the page is free.
 */
export type CodeMailGate = () => Promise<void>;

/**
 * A new code for the request (the earlier one dies), mailed to the signee; `unlessLive` (opening the
 * link) sends none when the request, locked, has a live code already, so two opens at once mail one.
 */
async function sendNewCode(
  db: Db,
  mail: SigningMail,
  token: string,
  client: SigningClient,
  gate: CodeMailGate,
  unlessLive = false,
): Promise<void> {
  // The limit's window is counted outside the transaction (PGlite has one connection for both).
  await gate();
  const code = newCode();
  await db.transaction().execute(async (trx) => {
    const row = await lockLive(trx, token);
    if (unlessLive && liveCode(row)) return;
    await trx
      .updateTable('signature_request')
      .set({ code_hash: sha256Hex(code), code_expires_at: minutesFromNow(CODE_MINUTES), code_attempts: 0 })
      .where('id', '=', row.id)
      .execute();
    await recordEvent(trx, row.id, E.CodeSent, client);
    await mailCode(mail, { name: row.signee_name, email: row.signee_email }, code);
  });
}

const liveCode = (row: Row) =>
  !!row.code_hash &&
  !!row.code_expires_at &&
  new Date(row.code_expires_at).getTime() > Date.now() &&
  row.code_attempts < SIGNING_CODE_ATTEMPTS;

/**
 * The link opened: recorded, and a code e-mailed unless a live one was sent already (or the
 * browser holds this request's proof). Shows who it is for and where the code went, nothing of
 * the voucher's content.
 */
export async function openLink(
  db: Db,
  mail: SigningMail,
  token: string,
  proof: string | undefined,
  client: SigningClient,
  gate: CodeMailGate,
): Promise<SigningOpenAnswer> {
  const row = await liveRequest(db, token);
  await db.transaction().execute((trx) => recordEvent(trx, row.id, E.Opened, client));
  const verified = holdsProof(row, proof);
  if (!verified && !liveCode(row)) await sendNewCode(db, mail, token, client, gate, true);
  const head = await voucherHead(db, row);
  const sender = row.sent_by ? await userName(db, row.sent_by) : { name: '' };
  return {
    voucherNumber: head.voucherNumber,
    senderName: sender.name,
    emailHint: emailHint(row.signee_email),
    signeeName: row.signee_name,
    expiresAt: new Date(row.expires_at).toISOString(),
    codeLength: SIGNING_CODE_LENGTH,
    verified,
  };
}

/** Another code, asked for by the signee (its own limit: routes). */
export async function resendCode(
  db: Db,
  mail: SigningMail,
  token: string,
  client: SigningClient,
  gate: CodeMailGate,
): Promise<string> {
  const row = await liveRequest(db, token);
  await sendNewCode(db, mail, token, client, gate);
  return M.codeSent(emailHint(row.signee_email));
}

/**
 * Checks the code: right, it dies (one use) and the request gets a signing proof, whose hash is
 * kept and whose value goes back only as the proof cookie; wrong, the try is counted and recorded,
 * and the last allowed wrong try kills the code. The event is written whatever the outcome.
 */
export async function checkCode(
  db: Db,
  token: string,
  code: string,
  client: SigningClient,
): Promise<{ proof: string; expiresAt: Date }> {
  await liveRequest(db, token);
  const typed = code.trim();
  if (!new RegExp(`^\\d{${SIGNING_CODE_LENGTH}}$`).test(typed))
    throw new ApiError(400, M.codeFormat(SIGNING_CODE_LENGTH));
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await lockLive(trx, token);
    if (!liveCode(row)) {
      await recordEvent(trx, row.id, E.CodeFailed, client, 'no live code');
      return { ok: false as const, message: M.codeDead };
    }
    if (sha256Hex(typed) !== row.code_hash) {
      const attempts = row.code_attempts + 1;
      const dead = attempts >= SIGNING_CODE_ATTEMPTS;
      await trx
        .updateTable('signature_request')
        .set({ code_attempts: attempts, ...(dead ? { code_hash: null, code_expires_at: null } : {}) })
        .where('id', '=', row.id)
        .execute();
      await recordEvent(trx, row.id, E.CodeFailed, client, `try ${attempts} of ${SIGNING_CODE_ATTEMPTS}`);
      return { ok: false as const, message: dead ? M.codeDead : M.codeWrong };
    }
    const proof = newSecret();
    const expiresAt = minutesFromNow(PROOF_MINUTES);
    await trx
      .updateTable('signature_request')
      .set({
        code_hash: null,
        code_expires_at: null,
        proof_hash: sha256Hex(proof),
        proof_expires_at: expiresAt,
      })
      .where('id', '=', row.id)
      .execute();
    await recordEvent(trx, row.id, E.CodeChecked, client);
    return { ok: true as const, proof, expiresAt };
  });
  if (!outcome.ok) throw new ApiError(400, outcome.message);
  return { proof: outcome.proof, expiresAt: outcome.expiresAt };
}

/** The revision's content as the signee sees it (no division scope: the request names it). */
async function viewContent(db: Db, row: Row): Promise<Omit<SigningView, 'sha256'>> {
  const head = await voucherHead(db, row);
  const source = await revisionSource(db, 'all', row.revision_id, head.deviceId);
  const photos = await db
    .selectFrom('tm_voucher_attachment')
    .select('name')
    .where('revision_id', '=', row.revision_id)
    .orderBy('id')
    .execute();
  return {
    voucherNumber: source.voucherNumber,
    version: source.version,
    projectNumber: source.projectNumber,
    projectName: source.projectName,
    taskNumber: source.taskNumber,
    taskName: source.taskName,
    createdDate: source.createdDate,
    employeeName: source.employeeName,
    notes: source.notes,
    companySignerName: source.companySignerName ?? '',
    labour: source.labour.map((l) => ({ ...l, hours: Number(l.hours) })),
    materials: source.materials.map((m) => ({ ...m, quantity: Number(m.quantity) })),
    equipment: source.equipment.map((e) => ({ ...e, hours: Number(e.hours) })),
    photos,
    intentStatement: SIGNING_INTENT_STATEMENT,
    consentStatement: SIGNING_CONSENT_STATEMENT,
    consentedAt: row.consented_at ? new Date(row.consented_at).toISOString() : '',
  };
}

/**
 * The voucher as shown to the signee, with the proof: recorded `viewed` with the SHA-256 of exactly
 * the content sent (the JSON of every field but the hash), kept on the request for the signed PDF.
 */
export async function viewVoucher(
  db: Db,
  token: string,
  proof: string | undefined,
  client: SigningClient,
): Promise<SigningView> {
  const found = await liveRequest(db, token);
  requireProof(found, proof);
  const content = await viewContent(db, found);
  const sha256 = sha256Hex(JSON.stringify(content));
  await db.transaction().execute(async (trx) => {
    const row = await lockLive(trx, token);
    await trx
      .updateTable('signature_request')
      .set({ viewed_sha256: sha256 })
      .where('id', '=', row.id)
      .execute();
    await recordEvent(trx, row.id, E.Viewed, client, sha256);
  });
  return { ...content, sha256 };
}

/** The revision's PDF, the same drawing the office downloads, with the proof. */
export async function voucherPdfFor(
  db: Db,
  token: string,
  proof: string | undefined,
  timeZone: string,
): Promise<VoucherPdf> {
  const row = await liveRequest(db, token);
  requireProof(row, proof);
  const head = await voucherHead(db, row);
  return voucherPdf(await revisionSource(db, 'all', row.revision_id, head.deviceId), timeZone);
}

/** The e-signature consent, recorded with its time (once; a second consent keeps the first time). */
export async function consent(db: Db, token: string, proof: string | undefined, client: SigningClient) {
  const found = await liveRequest(db, token);
  requireProof(found, proof);
  return db.transaction().execute(async (trx) => {
    const row = await lockLive(trx, token);
    if (!row.consented_at) {
      await trx
        .updateTable('signature_request')
        .set({ consented_at: new Date() })
        .where('id', '=', row.id)
        .execute();
      await recordEvent(trx, row.id, E.Consented, client, SIGNING_CONSENT_STATEMENT);
    }
    return row.status;
  });
}

/** The signee asks to sign on paper instead: recorded, and the sender told. The request stays open. */
export async function requestPaper(
  db: Db,
  mail: SigningMail,
  token: string,
  proof: string | undefined,
  note: string,
  client: SigningClient,
) {
  const found = await liveRequest(db, token);
  requireProof(found, proof);
  const head = await voucherHead(db, found);
  const sender = found.sent_by ? await userName(db, found.sent_by) : { name: '', email: '' };
  return db.transaction().execute(async (trx) => {
    const row = await lockLive(trx, token);
    await trx
      .updateTable('signature_request')
      .set({ paper_requested_at: new Date() })
      .where('id', '=', row.id)
      .execute();
    await recordEvent(trx, row.id, E.PaperRequested, client, note.trim());
    if (sender.email)
      await mailNote(mail, [sender.email], M.mailPaperSubject(head.voucherNumber), [
        `${row.signee_name} <${row.signee_email}> asks to sign T&M voucher ${head.voucherNumber} on paper instead.`,
        ...(note.trim() ? ['', `Their note: ${note.trim()}`] : []),
      ]);
    return row.status;
  });
}
