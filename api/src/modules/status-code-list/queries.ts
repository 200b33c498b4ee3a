import type { SearchTextEntry, StatusCodeItem } from '@tac/contracts';
import { Messages, StatusCodeListSearchField } from '@tac/contracts';
import { sql } from 'kysely';
import { auditedWrite } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { applySearch, runPaged, type SearchTarget } from '../../db/paged.ts';
import { ApiError } from '../../http/envelope.ts';
import type { OffsetLimit } from '../../http/paging.ts';
import { assertUniqueText, refuseDuplicates } from '../reference-lists/unique-text.ts';

const messages = Messages.statusCode;
const entity = 'status_code';
const unique = { table: 'status_code', column: 'status_initial' } as const;
const columns = [
  'id',
  'status_initial as statusInitial',
  'display_text as displayText',
  'is_active as isActive',
] as const;

/** FieldName → what it searches with "contains"; `statusCode` is the row as the screen shows it. */
const SEARCHABLE: Record<string, SearchTarget> = {
  [StatusCodeListSearchField.StatusCode]: sql<string>`status_initial || ' - ' || display_text`,
  [StatusCodeListSearchField.StatusInitial]: 'status_initial',
  [StatusCodeListSearchField.DisplayText]: 'display_text',
};

export interface StatusCodeInput {
  statusInitial: string;
  displayText: string;
  /** Undefined: active for a new code, unchanged for an existing one. */
  isActive: boolean | undefined;
}

function liveCodes(db: Db) {
  return db.selectFrom('status_code').select(columns).where('is_deleted', '=', false);
}

/** Sorted by initial ignoring case (then id), so 'C - Complete' comes before 'IP - In Progress'. */
export function listStatusCodes(db: Db, search: readonly SearchTextEntry[] | undefined, range: OffsetLimit) {
  const query = applySearch(liveCodes(db), search, SEARCHABLE)
    .orderBy(sql`lower(status_initial) collate "C"`)
    .orderBy('id');
  return runPaged<StatusCodeItem>(query, range);
}

export function findStatusCode(db: Db, id: number): Promise<StatusCodeItem | undefined> {
  return liveCodes(db).where('id', '=', id).executeTakeFirst();
}

export function createStatusCode(db: Db, userId: number, input: StatusCodeInput): Promise<StatusCodeItem> {
  const write = auditedWrite(db, userId, async (trx) => {
    await assertUniqueText(trx, unique, input.statusInitial, null, messages.duplicate);
    const row = await trx
      .insertInto('status_code')
      .values({
        status_initial: input.statusInitial,
        display_text: input.displayText,
        is_active: input.isActive ?? true,
      })
      .returning(columns)
      .executeTakeFirstOrThrow();
    return { result: row, audit: { action: 'create', entity, entityId: row.id, before: null, after: row } };
  });
  return refuseDuplicates(messages.duplicate, write);
}

export function updateStatusCode(
  db: Db,
  userId: number,
  id: number,
  input: StatusCodeInput,
): Promise<StatusCodeItem> {
  const write = auditedWrite(db, userId, async (trx) => {
    const before = await liveCodes(trx).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) throw new ApiError(404, messages.notFound);
    await assertUniqueText(trx, unique, input.statusInitial, id, messages.duplicate);
    const after = await trx
      .updateTable('status_code')
      .set({
        status_initial: input.statusInitial,
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

/** Soft delete: timecards recorded with the code keep showing it (ARCHITECTURE.md). */
export async function deleteStatusCode(db: Db, userId: number, id: number): Promise<void> {
  await auditedWrite(db, userId, async (trx) => {
    const before = await liveCodes(trx).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) throw new ApiError(404, messages.notFound);
    await trx
      .updateTable('status_code')
      .set({ is_deleted: true, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
    return { result: undefined, audit: { action: 'delete', entity, entityId: id, before, after: null } };
  });
}
