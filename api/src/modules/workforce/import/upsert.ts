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
