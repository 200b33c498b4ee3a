import type { PayRollNoteOptionItem, SearchTextEntry } from '@tac/contracts';
import { Messages, PayRollNoteOptionSearchField } from '@tac/contracts';
import { sql } from 'kysely';
import { auditedWrite } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { applySearch, runPaged } from '../../db/paged.ts';
import { ApiError } from '../../http/envelope.ts';
import type { OffsetLimit } from '../../http/paging.ts';
import { assertUniqueText, refuseDuplicates } from '../reference-lists/unique-text.ts';

const messages = Messages.payRollNote;
const entity = 'payroll_note_option';
const unique = { table: 'payroll_note_option', column: 'name' } as const;
const columns = ['id', 'name', 'is_active as isActive', 'is_deleted as isDeleted'] as const;

/** FieldName (as the browser sends it) → column searched with "contains". */
const SEARCHABLE = { [PayRollNoteOptionSearchField.Name]: 'name' };

export interface PayRollNoteOptionInput {
  name: string;
  /** Undefined: active for a new option, unchanged for an existing one. */
  isActive: boolean | undefined;
}

function liveOptions(db: Db) {
  return db.selectFrom('payroll_note_option').select(columns).where('is_deleted', '=', false);
}

/**
 * Active and inactive options alike (this is the maintenance list), sorted by name ignoring case
 * (spec 002 §4), id breaking ties; collation "C" orders alike on every server.
 */
export function listPayRollNoteOptions(
  db: Db,
  search: readonly SearchTextEntry[] | undefined,
  range: OffsetLimit,
) {
  const query = applySearch(liveOptions(db), search, SEARCHABLE)
    .orderBy(sql`lower(name) collate "C"`)
    .orderBy('id');
  return runPaged<PayRollNoteOptionItem>(query, range);
}

export function findPayRollNoteOption(db: Db, id: number): Promise<PayRollNoteOptionItem | undefined> {
  return liveOptions(db).where('id', '=', id).executeTakeFirst();
}

export function createPayRollNoteOption(
  db: Db,
  userId: number,
  input: PayRollNoteOptionInput,
): Promise<PayRollNoteOptionItem> {
  const write = auditedWrite(db, userId, async (trx) => {
    await assertUniqueText(trx, unique, input.name, null, messages.duplicate);
    const row = await trx
      .insertInto('payroll_note_option')
      .values({ name: input.name, is_active: input.isActive ?? true })
      .returning(columns)
      .executeTakeFirstOrThrow();
    return { result: row, audit: { action: 'create', entity, entityId: row.id, before: null, after: row } };
  });
  return refuseDuplicates(messages.duplicate, write);
}

export function updatePayRollNoteOption(
  db: Db,
  userId: number,
  id: number,
  input: PayRollNoteOptionInput,
): Promise<PayRollNoteOptionItem> {
  const write = auditedWrite(db, userId, async (trx) => {
    const before = await liveOptions(trx).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) throw new ApiError(404, messages.notFound);
    await assertUniqueText(trx, unique, input.name, id, messages.duplicate);
    const after = await trx
      .updateTable('payroll_note_option')
      .set({ name: input.name, is_active: input.isActive ?? before.isActive, updated_at: sql`now()` })
      .where('id', '=', id)
      .returning(columns)
      .executeTakeFirstOrThrow();
    return { result: after, audit: { action: 'update', entity, entityId: id, before, after } };
  });
  return refuseDuplicates(messages.duplicate, write);
}

/** Soft delete: timecard notes that used the option keep showing its name (ARCHITECTURE.md). */
export async function deletePayRollNoteOption(db: Db, userId: number, id: number): Promise<void> {
  await auditedWrite(db, userId, async (trx) => {
    const before = await liveOptions(trx).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) throw new ApiError(404, messages.notFound);
    await trx
      .updateTable('payroll_note_option')
      .set({ is_deleted: true, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
    return { result: undefined, audit: { action: 'delete', entity, entityId: id, before, after: null } };
  });
}
