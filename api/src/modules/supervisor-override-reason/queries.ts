import type { SearchTextEntry, SupervisorOverrideReasonItem } from '@tac/contracts';
import { Messages, SupervisorOverrideReasonSearchField } from '@tac/contracts';
import { sql } from 'kysely';
import { auditedWrite } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { applySearch, runPaged } from '../../db/paged.ts';
import { ApiError } from '../../http/envelope.ts';
import type { OffsetLimit } from '../../http/paging.ts';
import { assertUniqueText, refuseDuplicates } from '../reference-lists/unique-text.ts';

const messages = Messages.supervisorOverrideReason;
const entity = 'supervisor_override_reason';
const unique = { table: 'supervisor_override_reason', column: 'display_text' } as const;
const columns = [
  'id',
  'display_text as displayText',
  'is_active as isActive',
  'is_deleted as isDeleted',
] as const;

/** FieldName (as the browser sends it) → column searched with "contains". */
const SEARCHABLE = { [SupervisorOverrideReasonSearchField.DisplayText]: 'display_text' };

export interface SupervisorOverrideReasonInput {
  displayText: string;
  /** Undefined: active for a new reason, unchanged for an existing one. */
  isActive: boolean | undefined;
}

function liveReasons(db: Db) {
  return db.selectFrom('supervisor_override_reason').select(columns).where('is_deleted', '=', false);
}

/**
 * Active and inactive reasons alike (this is the maintenance list), sorted by display text ignoring
 * case (spec 002 §2), id breaking ties; collation "C" orders alike on every server.
 */
export function listSupervisorOverrideReasons(
  db: Db,
  search: readonly SearchTextEntry[] | undefined,
  range: OffsetLimit,
) {
  const query = applySearch(liveReasons(db), search, SEARCHABLE)
    .orderBy(sql`lower(display_text) collate "C"`)
    .orderBy('id');
  return runPaged<SupervisorOverrideReasonItem>(query, range);
}

export function findSupervisorOverrideReason(
  db: Db,
  id: number,
): Promise<SupervisorOverrideReasonItem | undefined> {
  return liveReasons(db).where('id', '=', id).executeTakeFirst();
}

export function createSupervisorOverrideReason(
  db: Db,
  userId: number,
  input: SupervisorOverrideReasonInput,
): Promise<SupervisorOverrideReasonItem> {
  const write = auditedWrite(db, userId, async (trx) => {
    await assertUniqueText(trx, unique, input.displayText, null, messages.duplicate);
    const row = await trx
      .insertInto('supervisor_override_reason')
      .values({ display_text: input.displayText, is_active: input.isActive ?? true })
      .returning(columns)
      .executeTakeFirstOrThrow();
    return { result: row, audit: { action: 'create', entity, entityId: row.id, before: null, after: row } };
  });
  return refuseDuplicates(messages.duplicate, write);
}

export function updateSupervisorOverrideReason(
  db: Db,
  userId: number,
  id: number,
  input: SupervisorOverrideReasonInput,
): Promise<SupervisorOverrideReasonItem> {
  const write = auditedWrite(db, userId, async (trx) => {
    const before = await liveReasons(trx).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) throw new ApiError(404, messages.notFound);
    await assertUniqueText(trx, unique, input.displayText, id, messages.duplicate);
    const after = await trx
      .updateTable('supervisor_override_reason')
      .set({
        display_text: input.displayText,
        is_active: input.isActive ?? before.isActive,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .returning(columns)
      .executeTakeFirstOrThrow();
    return { result: after, audit: { action: 'update', entity, entityId: id, before, after } };
  });
  return refuseDuplicates(messages.duplicate, write);
}

/** Soft delete: timecards overridden for this reason keep showing it (ARCHITECTURE.md). */
export async function deleteSupervisorOverrideReason(db: Db, userId: number, id: number): Promise<void> {
  await auditedWrite(db, userId, async (trx) => {
    const before = await liveReasons(trx).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) throw new ApiError(404, messages.notFound);
    await trx
      .updateTable('supervisor_override_reason')
      .set({ is_deleted: true, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
    return { result: undefined, audit: { action: 'delete', entity, entityId: id, before, after: null } };
  });
}
