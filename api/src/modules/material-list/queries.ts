import type { MaterialListItem, SearchTextEntry } from '@tac/contracts';
import { MaterialListSearchField, Messages } from '@tac/contracts';
import { sql } from 'kysely';
import { auditedWrite } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { applySearch, runPaged } from '../../db/paged.ts';
import { ApiError } from '../../http/envelope.ts';
import type { OffsetLimit } from '../../http/paging.ts';

/** FieldName (as the browser sends it) → column searched with "contains". */
const SEARCHABLE = { [MaterialListSearchField.DisplayText]: 'display_text' };

function liveMaterials(db: Db) {
  return db
    .selectFrom('material')
    .select(['id', 'display_text as displayText'])
    .where('is_deleted', '=', false);
}

/**
 * Rows sorted case-insensitively by display text (spec 002 §2), id breaking ties so pages never
 * overlap. Collation "C" gives the same order on PGlite and on any PostgreSQL, whatever its locale.
 */
export function listMaterials(db: Db, search: readonly SearchTextEntry[] | undefined, range: OffsetLimit) {
  const query = applySearch(liveMaterials(db), search, SEARCHABLE)
    .orderBy(sql`lower(display_text) collate "C"`)
    .orderBy('id');
  return runPaged<MaterialListItem>(query, range);
}

export function findMaterial(db: Db, id: number): Promise<MaterialListItem | undefined> {
  return liveMaterials(db).where('id', '=', id).executeTakeFirst();
}

async function assertUnique(db: Db, displayText: string, exceptId: number | null): Promise<void> {
  const clash = await db
    .selectFrom('material')
    .select('id')
    .where('is_deleted', '=', false)
    .where(sql<boolean>`lower(display_text) = lower(${displayText})`)
    .$if(exceptId !== null, (q) => q.where('id', '<>', exceptId as number))
    .executeTakeFirst();
  if (clash) throw new ApiError(409, Messages.material.duplicate);
}

/** Turns the unique index's refusal (two saves racing) into the same message as the check above. */
async function mapDuplicate<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, Messages.material.duplicate);
    throw error;
  }
}

export async function createMaterial(db: Db, userId: number, displayText: string): Promise<MaterialListItem> {
  await assertUnique(db, displayText, null);
  return mapDuplicate(
    auditedWrite(db, userId, async (trx) => {
      const row = await trx
        .insertInto('material')
        .values({ display_text: displayText })
        .returning(['id', 'display_text as displayText'])
        .executeTakeFirstOrThrow();
      return {
        result: row,
        audit: { action: 'create', entity: 'material', entityId: row.id, before: null, after: row },
      };
    }),
  );
}

export async function updateMaterial(
  db: Db,
  userId: number,
  id: number,
  displayText: string,
): Promise<MaterialListItem> {
  await assertUnique(db, displayText, id);
  return mapDuplicate(
    auditedWrite(db, userId, async (trx) => {
      const before = await trx
        .selectFrom('material')
        .select(['id', 'display_text as displayText'])
        .where('id', '=', id)
        .where('is_deleted', '=', false)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw new ApiError(404, Messages.material.notFound);
      const after = await trx
        .updateTable('material')
        .set({ display_text: displayText, updated_at: sql`now()` })
        .where('id', '=', id)
        .returning(['id', 'display_text as displayText'])
        .executeTakeFirstOrThrow();
      return { result: after, audit: { action: 'update', entity: 'material', entityId: id, before, after } };
    }),
  );
}

/** Soft delete: the row stays, so records that name it keep their text (ARCHITECTURE.md). */
export async function deleteMaterial(db: Db, userId: number, id: number): Promise<void> {
  await auditedWrite(db, userId, async (trx) => {
    const before = await trx
      .updateTable('material')
      .set({ is_deleted: true, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('is_deleted', '=', false)
      .returning(['id', 'display_text as displayText'])
      .executeTakeFirst();
    if (!before) throw new ApiError(404, Messages.material.notFound);
    return {
      result: undefined,
      audit: { action: 'delete', entity: 'material', entityId: id, before, after: null },
    };
  });
}
