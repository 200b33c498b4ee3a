import { type SelectQueryBuilder, sql } from 'kysely';
import type { OffsetLimit } from '../http/paging.ts';
import type { Database } from './schema.ts';

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
