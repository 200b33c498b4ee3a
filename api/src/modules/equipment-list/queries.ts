import type { EquipmentListItem, SearchTextEntry } from '@tac/contracts';
import { EquipmentListSearchField, Messages } from '@tac/contracts';
import { sql } from 'kysely';
import { auditedWrite } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { applySearch, runPaged } from '../../db/paged.ts';
import { ApiError } from '../../http/envelope.ts';
import type { OffsetLimit } from '../../http/paging.ts';
import { assertUniqueText, refuseDuplicates } from '../reference-lists/unique-text.ts';

const messages = Messages.equipment;
const entity = 'equipment';
const unique = { table: 'equipment', column: 'display_text' } as const;

/** FieldName (as the browser sends it) → column searched with "contains". */
const SEARCHABLE = { [EquipmentListSearchField.DisplayText]: 'display_text' };

function liveEquipment(db: Db) {
  return db
    .selectFrom('equipment')
    .select(['id', 'display_text as displayText'])
    .where('is_deleted', '=', false);
}

/** Sorted case-insensitively by name, id breaking ties; collation "C" orders alike on every server. */
export function listEquipment(db: Db, search: readonly SearchTextEntry[] | undefined, range: OffsetLimit) {
  const query = applySearch(liveEquipment(db), search, SEARCHABLE)
    .orderBy(sql`lower(display_text) collate "C"`)
    .orderBy('id');
  return runPaged<EquipmentListItem>(query, range);
}

export function findEquipment(db: Db, id: number): Promise<EquipmentListItem | undefined> {
  return liveEquipment(db).where('id', '=', id).executeTakeFirst();
}

export function createEquipment(db: Db, userId: number, displayText: string): Promise<EquipmentListItem> {
  const write = auditedWrite(db, userId, async (trx) => {
    await assertUniqueText(trx, unique, displayText, null, messages.duplicate);
    const row = await trx
      .insertInto('equipment')
      .values({ display_text: displayText })
      .returning(['id', 'display_text as displayText'])
      .executeTakeFirstOrThrow();
    return { result: row, audit: { action: 'create', entity, entityId: row.id, before: null, after: row } };
  });
  return refuseDuplicates(messages.duplicate, write);
}

export function updateEquipment(
  db: Db,
  userId: number,
  id: number,
  displayText: string,
): Promise<EquipmentListItem> {
  const write = auditedWrite(db, userId, async (trx) => {
    const before = await liveEquipment(trx).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) throw new ApiError(404, messages.notFound);
    await assertUniqueText(trx, unique, displayText, id, messages.duplicate);
    const after = await trx
      .updateTable('equipment')
      .set({ display_text: displayText, updated_at: sql`now()` })
      .where('id', '=', id)
      .returning(['id', 'display_text as displayText'])
      .executeTakeFirstOrThrow();
    return { result: after, audit: { action: 'update', entity, entityId: id, before, after } };
  });
  return refuseDuplicates(messages.duplicate, write);
}

/** Soft delete: the row stays, so records that name the equipment keep their text (ARCHITECTURE.md). */
export async function deleteEquipment(db: Db, userId: number, id: number): Promise<void> {
  await auditedWrite(db, userId, async (trx) => {
    const before = await trx
      .updateTable('equipment')
      .set({ is_deleted: true, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('is_deleted', '=', false)
      .returning(['id', 'display_text as displayText'])
      .executeTakeFirst();
    if (!before) throw new ApiError(404, messages.notFound);
    return { result: undefined, audit: { action: 'delete', entity, entityId: id, before, after: null } };
  });
}
