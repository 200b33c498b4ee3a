import type { DivisionItem, SearchTextEntry } from '@tac/contracts';
import { DivisionSearchField, Messages } from '@tac/contracts';
import { sql } from 'kysely';
import { auditedWrite } from '../../db/audit.ts';
import type { Db } from '../../db/database.ts';
import { applySearch, runPaged } from '../../db/paged.ts';
import { ApiError } from '../../http/envelope.ts';
import type { OffsetLimit } from '../../http/paging.ts';
import { assertUniqueText, refuseDuplicates } from '../reference-lists/unique-text.ts';

const messages = Messages.division;
const unique = { table: 'division', column: 'division_name' } as const;
const columns = ['id as divisionId', 'division_name as divisionName', 'is_active as isActive'] as const;

/** FieldName (as the browser sends it) → column searched with "contains". */
const SEARCHABLE = { [DivisionSearchField.DivisionName]: 'division_name' };

export interface DivisionInput {
  divisionName: string;
  /** Undefined keeps the current value. */
  isActive: boolean | undefined;
}

function liveDivisions(db: Db) {
  return db.selectFrom('division').select(columns).where('is_deleted', '=', false);
}

/** Active and inactive divisions, sorted by name ignoring case (then id); collation "C" on every server. */
export function listDivisions(db: Db, search: readonly SearchTextEntry[] | undefined, range: OffsetLimit) {
  const query = applySearch(liveDivisions(db), search, SEARCHABLE)
    .orderBy(sql`lower(division_name) collate "C"`)
    .orderBy('id');
  return runPaged<DivisionItem>(query, range);
}

export function findDivision(db: Db, id: number): Promise<DivisionItem | undefined> {
  return liveDivisions(db).where('id', '=', id).executeTakeFirst();
}

/** Edits an existing division; there is no create here (divisions come from the seed or an import). */
export function updateDivision(
  db: Db,
  userId: number,
  id: number,
  input: DivisionInput,
): Promise<DivisionItem> {
  const write = auditedWrite(db, userId, async (trx) => {
    const before = await liveDivisions(trx).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) throw new ApiError(404, messages.notFound);
    await assertUniqueText(trx, unique, input.divisionName, id, messages.duplicate);
    const after = await trx
      .updateTable('division')
      .set({
        division_name: input.divisionName,
        is_active: input.isActive ?? before.isActive,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .returning(columns)
      .executeTakeFirstOrThrow();
    return { result: after, audit: { action: 'update', entity: 'division', entityId: id, before, after } };
  });
  return refuseDuplicates(messages.duplicate, write);
}
