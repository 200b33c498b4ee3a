import { sql } from 'kysely';
import type { Trx } from '../../db/audit.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ApiError } from '../../http/envelope.ts';

/** Soft-deleted lists whose one text column is unique, ignoring case, among live rows. */
type UniqueText =
  | { table: 'division'; column: 'division_name' }
  | { table: 'payroll_note_option'; column: 'name' }
  | { table: 'equipment'; column: 'display_text' }
  | { table: 'status_code'; column: 'status_initial' }
  | { table: 'supervisor_override_reason'; column: 'display_text' };

/**
 * Refuses (409) a text a live row other than `exceptId` already has, ignoring case. It runs in the
 * write's transaction, before anything is written; the partial unique index catches the rest
 * (two saves racing, see `refuseDuplicates`).
 */
export async function assertUniqueText(
  trx: Trx,
  target: UniqueText,
  value: string,
  exceptId: number | null,
  message: string,
): Promise<void> {
  const { rows } = await sql`
    select 1 from ${sql.table(target.table)}
    where not is_deleted and lower(${sql.ref(target.column)}) = lower(${value})
    ${exceptId === null ? sql`` : sql`and id <> ${exceptId}`}
    limit 1`.execute(trx);
  if (rows.length > 0) throw new ApiError(409, message);
}

/** Turns a unique index's refusal into the same 409 as the check above. */
export async function refuseDuplicates<T>(message: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, message);
    throw error;
  }
}
