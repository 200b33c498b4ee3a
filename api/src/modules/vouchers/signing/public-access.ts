import { VoucherSigningMessages as M } from '@tac/contracts';
import type { Trx } from '../../../db/audit.ts';
import type { Db } from '../../../db/database.ts';
import { ApiError } from '../../../http/envelope.ts';
import { isOpenStatus } from './events.ts';
import { openRequestOf } from './open-requests.ts';
import { looksLikeSecret, sameHash, sha256Hex } from './tokens.ts';

/**
 * How a public call finds its request (shared/docs/remotes/vouchers.md "Signing"). A token that is
 * malformed, unknown, used, expired, revoked, voided or handed on gets one answer, 404 with one text,
 * so a caller learns nothing about which; and every step past the code also needs the signing
 * proof the code gave, bound to this request alone.
 */

const columns = [
  'id',
  'voucher_id',
  'revision_id',
  'status',
  'signee_name',
  'signee_title',
  'signee_email',
  'sent_by',
  'expires_at',
  'token_hash',
  'code_hash',
  'code_expires_at',
  'code_attempts',
  'proof_hash',
  'proof_expires_at',
  'consented_at',
  'paper_requested_at',
  'viewed_sha256',
] as const;

export type SigningRequestRow = Awaited<ReturnType<typeof readByHash>>;

function readByHash(db: Db | Trx, tokenHash: string) {
  return db
    .selectFrom('signature_request')
    .select(columns)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export const unusable = (): ApiError => new ApiError(404, M.linkUnusable);
const codeNeeded = (): ApiError => new ApiError(401, M.codeNeeded);

const expired = (row: { expires_at: Date }) => new Date(row.expires_at).getTime() <= Date.now();

/**
 * The open request the token names, or the one refusal. A request found expired is recorded so
 * (its own small transaction) before the refusal.
 */
export async function liveRequest(db: Db, token: string): Promise<NonNullable<SigningRequestRow>> {
  if (!looksLikeSecret(token)) throw unusable();
  const row = await readByHash(db, sha256Hex(token));
  if (!row || !isOpenStatus(row.status)) throw unusable();
  if (expired(row)) {
    await db.transaction().execute((trx) => openRequestOf(trx, row.voucher_id));
    throw unusable();
  }
  return row;
}

/**
 * The request again inside a step's transaction, locked (after the voucher, when the step moves
 * it: the lifecycle's order), and still what the token named and open: two signings at once meet
 * here one after the other, and the second is refused as a used link.
 */
export async function lockLive(trx: Trx, token: string): Promise<NonNullable<SigningRequestRow>> {
  const row = await trx
    .selectFrom('signature_request')
    .select(columns)
    .where('token_hash', '=', sha256Hex(token))
    .forUpdate()
    .executeTakeFirst();
  if (!row || !isOpenStatus(row.status) || expired(row)) throw unusable();
  return row;
}

/** Whether `proof` (the cookie's value) is this request's live signing proof. */
export function holdsProof(
  row: { proof_hash: string | null; proof_expires_at: Date | null },
  proof: string | undefined,
): boolean {
  if (!proof || !row.proof_hash || !row.proof_expires_at || !looksLikeSecret(proof)) return false;
  return new Date(row.proof_expires_at).getTime() > Date.now() && sameHash(sha256Hex(proof), row.proof_hash);
}

/** Refuses (401, the code first) a step past the code without this request's proof. */
export function requireProof(
  row: { proof_hash: string | null; proof_expires_at: Date | null },
  proof: string | undefined,
): void {
  if (!holdsProof(row, proof)) throw codeNeeded();
}

/**
 * A signed request's copy for its signee right after signing: the token is dead for every step, but
 * with the proof still live it names its own signed request.
 */
export async function signedRequest(db: Db, token: string, proof: string | undefined) {
  if (!looksLikeSecret(token)) throw unusable();
  const row = await readByHash(db, sha256Hex(token));
  if (row?.status !== 'Signed') throw unusable();
  requireProof(row, proof);
  return row;
}
