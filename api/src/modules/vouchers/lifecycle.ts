import {
  VoucherLifecycleMessages as M,
  VOUCHER_MOVES,
  type VoucherActor,
  VoucherMessages,
  VoucherMove,
  VoucherSigningMessages,
  VoucherStatus,
  type VoucherStatusState,
  voucherTransition,
} from '@tac/contracts';
import { type RawBuilder, sql } from 'kysely';
import { type DivisionScope, inScope } from '../../auth/division-scope.ts';
import { type AuditEntry, auditAlso, auditedWrite, type Trx } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { isoUtc } from '../../db/iso-utc.ts';
import { ApiError } from '../../http/envelope.ts';
import { openRequestOf, voidOpenRequest } from './signing/open-requests.ts';

/** What a move carries: a reason (reopen, a customer's rejection) or a billing reference (close). */
export interface MoveDetails {
  reason?: string;
  billingReference?: string;
}

/**
 * A voucher's status on tm_voucher aliased `alias`, as every read shows it: as stored, or, for one
 * with none stored yet (stored before migration 0074 and untouched since, or by an older build), as
 * its signature says: Field Verified when its current revision carries the customer's signature,
 * else In Progress. The one place that rule is written (the migration derives nothing, so it
 * rewrites no row).
 */
export const voucherStatusSql = (alias: string): RawBuilder<string> =>
  sql<string>`coalesce(${sql.ref(`${alias}.status`)}, case when ${sql.ref(`${alias}.has_signature`)}
    then ${VoucherStatus.FieldVerified} else ${VoucherStatus.InProgress} end)`;

/** When its status last changed: for one with none stored, when it was last synced. */
export const voucherStatusChangedSql = (alias: string): RawBuilder<Date> =>
  sql<Date>`coalesce(${sql.ref(`${alias}.status_changed_at`)}, ${sql.ref(`${alias}.synced_at`)})`;

interface LockedVoucher {
  id: number;
  voucher_number: string;
  latest_revision_id: number | null;
  status: string;
  status_reason: string;
  billing_reference: string;
}

/**
 * The voucher locked until the transaction ends, with its status; one with none stored gets the
 * one it reads as stored first, before anything changes what it reads from (a new revision resets
 * the signature flag). Every write of a status goes through here.
 */
export async function lockVoucher(trx: Trx, voucherId: number): Promise<LockedVoucher> {
  const voucher = await trx
    .selectFrom('tm_voucher as v')
    .select([
      'v.id',
      'v.voucher_number',
      'v.latest_revision_id',
      'v.status as stored',
      voucherStatusSql('v').as('status'),
      'v.status_reason',
      'v.billing_reference',
    ])
    .where('v.id', '=', voucherId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (voucher.stored === null) {
    await trx
      .updateTable('tm_voucher')
      .set((eb) => ({ status: voucher.status, status_changed_at: eb.ref('synced_at') }))
      .where('id', '=', voucherId)
      .execute();
  }
  const { stored: _stored, ...locked } = voucher;
  return locked;
}

const stateOf = (v: Pick<LockedVoucher, 'status' | 'status_reason' | 'billing_reference'>) => ({
  status: v.status,
  statusReason: v.status_reason,
  billingReference: v.billing_reference,
});

/**
 * Makes `move` on a voucher locked by the caller's transaction, as VOUCHER_MOVES allows it: a 409
 * naming the status when the move is not allowed from it (nothing written), else the new status,
 * its reason or billing reference (each move sets both: a move that carries neither clears them)
 * and the time; answers the voucher's History row to write with it (entity 'voucher', action
 * 'status'; a device's or customer's move has no user). The one place a status changes, whoever
 * makes the move.
 */
async function applyMove(
  trx: Trx,
  voucher: LockedVoucher,
  move: VoucherMove,
  by: VoucherActor,
  details: MoveDetails,
): Promise<{ state: VoucherStatusState; audit: AuditEntry }> {
  const from = voucher.status as VoucherStatus;
  const transition = voucherTransition(move, from);
  if (!transition) throw new ApiError(409, M.notFrom(M.moveWords[move], from));
  if (!transition.by.includes(by))
    throw new Error(`The move ${move} is the ${transition.by}'s, not the ${by}'s`);
  const after = {
    status: transition.to,
    statusReason: transition.needs === 'reason' ? (details.reason ?? '').trim() : '',
    billingReference: transition.needs === 'billingReference' ? (details.billingReference ?? '').trim() : '',
  };
  await trx
    .updateTable('tm_voucher')
    .set({
      status: after.status,
      status_reason: after.statusReason,
      billing_reference: after.billingReference,
      status_changed_at: sql`now()`,
    })
    .where('id', '=', voucher.id)
    .execute();
  return {
    state: {
      voucherId: voucher.id,
      voucherStatus: after.status,
      statusReason: after.statusReason,
      billingReference: after.billingReference,
    },
    audit: {
      action: 'status',
      entity: 'voucher',
      entityId: voucher.id,
      before: stateOf(voucher),
      after: { ...after, move },
    },
  };
}

/** What a move must carry, checked before anything is read (a 400 naming the field). */
function checkDetails(move: VoucherMove, details: MoveDetails): void {
  const needs = VOUCHER_MOVES.find((t) => t.move === move)?.needs;
  if (needs && !details[needs]?.trim())
    throw new ApiError(
      400,
      (M.missing as Partial<Record<VoucherMove, string>>)[move] ?? `${needs} is required`,
    );
}

/**
 * An office user's move on the voucher of revision `revisionId` (the row they acted on): 404 when
 * the revision is not in their divisions (as one that does not exist), 409 when it is no longer the
 * voucher's current revision (a device sent a newer one meanwhile) or the move is not allowed from
 * the voucher's status. The voucher is locked first, so two moves at once meet one after the other:
 * two closes, one wins and the other is told the voucher is Closed. The claims are the route's.
 */
export async function officeMove(
  db: Db,
  scope: DivisionScope,
  userId: number,
  revisionId: number,
  move: VoucherMove,
  details: MoveDetails,
): Promise<{ state: VoucherStatusState; voucherNumber: string }> {
  checkDetails(move, details);
  const found = await db
    .selectFrom('tm_voucher_revision as r')
    .innerJoin('tm_voucher as v', 'v.id', 'r.voucher_id')
    .select(['v.id as voucherId', 'r.version'])
    .where('r.id', '=', revisionId)
    .where(inScope('v.division_id', scope))
    .executeTakeFirst();
  if (!found) throw new ApiError(404, VoucherMessages.notFound);
  return auditedWrite(db, userId, async (trx) => {
    const voucher = await lockVoucher(trx, found.voucherId);
    if (voucher.latest_revision_id !== revisionId) throw new ApiError(409, M.staleRevision(found.version));
    // Out for the customer's signature, the voucher is frozen: what they were sent must stand.
    if (await openRequestOf(trx, voucher.id))
      throw new ApiError(409, VoucherSigningMessages.frozen(voucher.voucher_number));
    const { state, audit } = await applyMove(trx, voucher, move, 'office', details);
    return { result: { state, voucherNumber: voucher.voucher_number }, audit };
  });
}

/**
 * The device's side, inside its push's or upload's transaction, the voucher locked already
 * (store.ts): a new current revision voids the previous one's signatures and whatever waited on
 * them (revise: back to In Progress, or Ready for Review when the company signed it on the device;
 * an open signature request is voided first), then the customer's refusal
 * recorded with it; a customer's signature uploaded for the current revision makes it Field
 * Verified. A move the status does not allow is skipped (the device recorded a fact; the office's
 * status stands), but for a Closed voucher, which store.ts refuses before anything is written.
 */
export async function deviceMoves(
  trx: Trx,
  voucherId: number,
  moves: readonly { move: VoucherMove; details?: MoveDetails }[],
): Promise<void> {
  // What an open signature request shows is no longer what the customer would sign: its link dies
  // (shared/docs/remotes/vouchers.md "Signing").
  if (moves.length > 0)
    await voidOpenRequest(
      trx,
      voucherId,
      moves[0]?.move === VoucherMove.CustomerSign ? 'Signed on the device' : 'A new revision from the device',
    );
  for (const { move, details } of moves) {
    const voucher = await lockVoucher(trx, voucherId);
    const transition = voucherTransition(move, voucher.status as VoucherStatus);
    if (!transition) continue;
    // A new revision of a voucher In Progress leaves it so: its revision row says what changed.
    const unchanged =
      transition.to === voucher.status &&
      !transition.needs &&
      !voucher.status_reason &&
      !voucher.billing_reference;
    if (unchanged) continue;
    const { audit } = await applyMove(trx, voucher, move, 'device', details ?? {});
    await auditAlso(trx, null, audit);
  }
}

/**
 * The customer's move on the revision their request named, inside the signing page's transaction
 * (the voucher locked first, by lockVoucher there): sign or reject, with no user, by the same table.
 * 409 when that revision is no longer the voucher's current one (a new revision voids what the
 * customer was shown) or the move does not leave the voucher's status. Answers the History row to
 * write with it.
 */
export async function customerMoveIn(
  trx: Trx,
  revisionId: number,
  move: typeof VoucherMove.CustomerSign | typeof VoucherMove.CustomerReject,
  details: MoveDetails,
): Promise<{ state: VoucherStatusState; audit: AuditEntry }> {
  checkDetails(move, details);
  const revision = await trx
    .selectFrom('tm_voucher_revision')
    .select(['voucher_id', 'version'])
    .where('id', '=', revisionId)
    .executeTakeFirstOrThrow();
  const voucher = await lockVoucher(trx, revision.voucher_id);
  if (voucher.latest_revision_id !== revisionId) throw new ApiError(409, M.staleRevision(revision.version));
  return applyMove(trx, voucher, move, 'customer', details);
}

/**
 * The customer's move on its own transaction (customerMoveIn): the seam the lifecycle's tests call;
 * the signing page (signing/public-flow.ts) calls customerMoveIn within its own.
 */
export async function customerMove(
  db: Db,
  revisionId: number,
  move: typeof VoucherMove.CustomerSign | typeof VoucherMove.CustomerReject,
  details: MoveDetails,
): Promise<VoucherStatusState> {
  checkDetails(move, details);
  const revision = await db
    .selectFrom('tm_voucher_revision')
    .select('id')
    .where('id', '=', revisionId)
    .executeTakeFirst();
  if (!revision) throw new ApiError(404, VoucherMessages.notFound);
  return auditedWrite(db, null, async (trx) => {
    const { state, audit } = await customerMoveIn(trx, revisionId, move, details);
    return { result: state, audit };
  });
}

/** How long a closed voucher stays in its device's pull after its close, so the tablet sees it closed. */
const CLOSED_PULL_DAYS = 30;

/**
 * The device's vouchers with their lifecycle status, for its pull (shared/docs/field-sync.md "Pull":
 * section `vouchers`): every one not Closed, and those closed in the last 30 days; an older closed
 * one leaves the tablet as a removal. A status changed anywhere (office, customer) is a changed row.
 */
export function deviceVoucherStates(trx: Trx, deviceId: number) {
  return (
    trx
      .selectFrom('tm_voucher as v')
      .select([
        'v.id',
        'v.voucher_number as voucherNumber',
        'v.project_id as projectId',
        'v.task_id as taskId',
        'v.version as revision',
        voucherStatusSql('v').as('status'),
        'v.status_reason as statusReason',
        'v.billing_reference as billingReference',
        isoUtc(voucherStatusChangedSql('v')).as('statusChangedAt'),
      ])
      .where('v.device_id', '=', deviceId)
      // Closed is stored, never read from a signature: a voucher with none stored is not closed.
      .where(
        sql<boolean>`(v.status is distinct from ${VoucherStatus.Closed}
        or v.status_changed_at > now() - make_interval(days => ${CLOSED_PULL_DAYS}))`,
      )
      .orderBy('v.id')
      .execute()
  );
}
