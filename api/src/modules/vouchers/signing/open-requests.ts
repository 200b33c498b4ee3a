import { SignatureRequestEventType as E, OPEN_SIGNATURE_REQUEST_STATUSES } from '@tac/contracts';
import { sql } from 'kysely';
import type { Trx } from '../../../db/audit.ts';
import { NO_CLIENT, recordEvent, type SigningClient } from './events.ts';

/**
 * A voucher's open signature request, for the lifecycle (the voucher locked by the caller): one
 * whose link expired meanwhile is recorded Expired first and is not open. Undefined when none.
 */
export async function openRequestOf(trx: Trx, voucherId: number): Promise<{ id: number } | undefined> {
  const open = await trx
    .selectFrom('signature_request')
    .select(['id', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('voucher_id', '=', voucherId)
    .where('status', 'in', OPEN_SIGNATURE_REQUEST_STATUSES)
    .forUpdate()
    .executeTakeFirst();
  if (!open) return undefined;
  if (open.expired) {
    await recordEvent(trx, open.id, E.Expired, NO_CLIENT);
    return undefined;
  }
  return { id: open.id };
}

/**
 * Voids the voucher's open request, if any: the device sent a new revision (or the customer signed
 * on the device), so what the link shows is no longer what would be signed. Its token dies with it.
 */
export async function voidOpenRequest(
  trx: Trx,
  voucherId: number,
  detail: string,
  client: SigningClient = NO_CLIENT,
): Promise<void> {
  const open = await openRequestOf(trx, voucherId);
  if (open) await recordEvent(trx, open.id, E.Voided, client, detail);
}
