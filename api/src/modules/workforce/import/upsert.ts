import { type RawBuilder, sql } from 'kysely';

/**
 * An upsert's SET list taking each column from the row that was refused (`excluded`). Typed never so
 * it fits any column's type: the value is that same column's, which the database checks anyway.
 */
export function fromExcluded<C extends string>(columns: readonly C[]): Record<C, RawBuilder<never>> {
  const set = {} as Record<C, RawBuilder<never>>;
  for (const c of columns) set[c] = sql<never>`excluded.${sql.ref(c)}`;
  return set;
}

/**
 * For an upsert's RETURNING: whether the row was inserted (true) or an existing one updated. A row
 * inserted by this statement has no xmax yet; an updated one carries this transaction's id. Imports
 * count their answer from it, so two imports of one new row at once cannot both say "added".
 */
export const insertedNow = sql<boolean>`(xmax = 0)`.as('inserted');
