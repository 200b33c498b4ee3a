import { ReferenceMessages } from '@tac/contracts';
import type { Trx } from '../../../db/audit.ts';
import { ApiError } from '../../../http/envelope.ts';

/*
 * What a pay code must be wherever one is written (shared/docs/remotes/reference.md "Pay Code List"):
 * a live code of the list, matched exactly, as payroll reads it. Both reads lock the rows they find
 * (FOR SHARE) until the transaction ends, so a code deleted at the same moment waits for the write
 * that relies on it, rather than leaving a line with a code the list no longer holds. A device's
 * push reads the live codes with the rest of its assignment (modules/field/push-checks.ts).
 */

/** The live pay codes and whether each is active, locked for the rest of the transaction. */
export async function lockedPayCodes(trx: Trx): Promise<Map<string, { isActive: boolean }>> {
  const rows = await trx
    .selectFrom('pay_code')
    .select(['code', 'is_active as isActive'])
    .where('is_deleted', '=', false)
    .forShare()
    .execute();
  return new Map(rows.map((row) => [row.code, { isActive: row.isActive }]));
}

/**
 * Refuses `code` with a 400 naming `field` unless the list holds it; `active` also refuses an
 * inactive one (a code the office chooses now, not one a line already carries).
 */
export async function checkPayCode(
  trx: Trx,
  code: string,
  field: string,
  options: { active: boolean },
): Promise<void> {
  const row = await trx
    .selectFrom('pay_code')
    .select('is_active')
    .where('code', '=', code)
    .where('is_deleted', '=', false)
    .forShare()
    .executeTakeFirst();
  if (!row) throw new ApiError(400, ReferenceMessages.payCodeList.unknown(field, code));
  if (options.active && !row.is_active)
    throw new ApiError(400, ReferenceMessages.payCodeList.inactive(field, code));
}

/** Whether the list holds `code` (live), without a lock: a read that writes nothing on it. */
export async function isKnownPayCode(trx: Trx, code: string): Promise<boolean> {
  const row = await trx
    .selectFrom('pay_code')
    .select('id')
    .where('code', '=', code)
    .where('is_deleted', '=', false)
    .executeTakeFirst();
  return row !== undefined;
}
