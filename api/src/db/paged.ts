import type { SearchTextEntry } from '@tac/contracts';
import { type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { ApiError } from '../http/envelope.ts';
import type { OffsetLimit } from '../http/paging.ts';
import type { Database } from './schema.ts';

/** Escapes LIKE wildcards so a search for "50%" finds the text "50%", not everything. */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * What a FieldName searches: a column name, or a text expression when the screen shows something
 * composed (a date as MM/DD/YYYY, 'initial - description').
 */
export type SearchTarget = string | RawBuilder<string>;

/** A query a condition can be added to: any select, over one table or joined ones. */
interface Filterable<Self> {
  where(expression: Expression<SqlBool>): Self;
}

/**
 * Adds a case-insensitive "contains" filter for each SearchText entry with a value. `fields` maps
 * the FieldName the browser sends to a column or expression; an unknown FieldName is a 400, not
 * silently ignored, so a typo on either side shows up at once.
 */
export function applySearch<QB extends Filterable<QB>>(
  query: QB,
  entries: readonly SearchTextEntry[] | undefined,
  fields: Readonly<Record<string, SearchTarget>>,
): QB {
  let result = query;
  for (const entry of entries ?? []) {
    const value = entry.Value.trim();
    if (value === '') continue;
    const key = Object.keys(fields).find((k) => k.toLowerCase() === entry.FieldName.toLowerCase());
    const column = key ? fields[key] : undefined;
    if (!column) {
      const known = Object.keys(fields).join(', ');
      throw new ApiError(
        400,
        `SearchText FieldName '${entry.FieldName}' is not searchable here (use: ${known})`,
      );
    }
    const target = typeof column === 'string' ? sql.ref(column) : column;
    result = result.where(sql<SqlBool>`${target} ilike ${containsPattern(value)}`);
  }
  return result;
}

/**
 * One page of a filtered, ordered query and the count of every matching row. The count is its own
 * query: cheaper than count(*) over() (shared/docs/toolchain.md, measured).
 */
export async function runPaged<O, DB = Database, TB extends keyof DB = keyof DB>(
  query: SelectQueryBuilder<DB, TB, O>,
  range: OffsetLimit,
): Promise<{ rows: O[]; totalCount: number }> {
  const counted = await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  const totalCount = (counted as { count: number }).count;
  const rows = range.limit > 0 ? await query.offset(range.offset).limit(range.limit).execute() : [];
  return { rows, totalCount };
}
