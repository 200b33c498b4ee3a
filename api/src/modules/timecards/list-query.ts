/**
 * One page of the timecard list and the exact count of its matches: the fastest way to both for the
 * list's searches and the database it runs on.
 */
import { type RawBuilder, sql } from 'kysely';
import { type Db, databaseKind, selectValues } from '../../db/database.ts';
import { allOf, type Condition } from '../../db/search.ts';
import type { OffsetLimit } from '../../http/paging.ts';
import { LIST_ORDER, pageColumnsJson, rowsOfColumns } from './list-page.ts';
import { type ListInput, rangeAndScope, timecardWhere } from './list-search.ts';
import { addWeekExceptions, withWeekExceptions } from './week-exceptions.ts';

export interface Paged<T> {
  rows: T[];
  totalCount: number;
}

/** A page as the JSON text of its rows (TimecardRecord[]), with the exact count of all matches. */
export interface PagedJson {
  rowsJson: string;
  totalCount: number;
}

/**
 * The exact number of matches and the ids of the page, as queries. With no column search, or only
 * searches the counts are kept by (Pay Code, attestation status), the count is the sum of the counts
 * the database keeps per division, day, pay code and attestation status (migrations 0006, 0008):
 * ~700 rows for 4 weeks of 5 divisions instead of every timecard in the range; and the page starts
 * on its day.
 */
function countAndPageIds(
  input: ListInput,
  where: Condition,
  countedSearches: Condition[] | null,
): { n: RawBuilder<number>; pageIds: RawBuilder<unknown> } {
  const { offset, limit } = input.page;
  if (!countedSearches) {
    return {
      n: sql<number>`select count(*)::int from timecard t where ${where}`,
      pageIds: sql`select t.id from timecard t where ${where} order by ${LIST_ORDER} offset ${offset} limit ${limit}`,
    };
  }
  const counts = allOf([...rangeAndScope(input, 'c'), ...countedSearches]);
  return {
    n: sql<number>`select coalesce(sum(c.n), 0)::int from timecard_day_count c where ${counts}`,
    pageIds: countedPageIds(input, where, counts),
  };
}

/**
 * One page of timecards, as the JSON text of its rows which the route sends as it is, and the exact
 * count of all matching rows. The page comes from the database as one JSON text of its columns:
 * read as 100 rows × 31 values, PGlite's driver copied and decoded each of the 3,100 values apart
 * (a third of the call).
 *
 * The count and the page (countAndPageIds) are apart (shared/docs/toolchain.md: cheaper than count(*) over ())
 * and run at once (selectValues); the page picks its ids from an index in list order. On PGlite, which
 * runs one query at a time, a list searched by names finds its matches once and takes both from
 * them: resolving the names twice (against employees and projects) cost more than sorting what
 * they leave. Other searches (pay code, attestation…) are read from the covering index and
 * may leave most of the range, which costs more to sort than to scan twice. On PostgreSQL the two
 * queries on two connections stay faster. A line an open Overtime exception of its week holds back
 * carries it, read for the page's lines alone (week-exceptions.ts).
 */
export async function listTimecards(db: Db, input: ListInput): Promise<PagedJson> {
  if (input.scope !== 'all' && input.scope.length === 0) return { rowsJson: '[]', totalCount: 0 };
  const { where, countedSearches, searchesNames } = timecardWhere(await withWeekExceptions(db, input));
  const { n, pageIds } = countAndPageIds(input, where, countedSearches);
  // A list the counts count has a plan that does not hang on the values: prepared (db/prepared.ts).
  const prepared = countedSearches !== null;
  const found =
    searchesNames && databaseKind(db) === 'pglite'
      ? await countAndPageOfMatches(db, where, input.page)
      : await selectValues(
          db,
          { n, page: pageColumnsJson(pageIds, prepared ? 'joined' : 'lookup') },
          { prepared },
        );
  const rows = rowsOfColumns(found.page);
  await addWeekExceptions(db, rows);
  return { rowsJson: JSON.stringify(rows), totalCount: found.n };
}

/**
 * The ids of a page whose matches the counts count (`counts`: their WHERE). The counts tell on which
 * days the page starts and ends and how many matches come before its first day, so only those days
 * are read: a deep page read index entries for every row it skipped, now less than a day's rows;
 * a Pay Code search, whose matches the planner cannot foresee, sorted every match of the range
 * (bench:timecards measures both). An offset past
 * the end finds no first day, so no rows. The page size is written into the text (a few forms):
 * as a parameter, a generic plan guessed 125 rows and cost more than the custom ones, so the
 * prepared statement (listTimecards) was planned again on every call.
 */
function countedPageIds(input: ListInput, where: Condition, counts: Condition): RawBuilder<unknown> {
  const { offset, limit } = input.page;
  return sql`
    with day_totals as (
      select c.day, sum(c.n) as n, (sum(sum(c.n)) over (order by c.day desc))::bigint as running
      from timecard_day_count c where ${counts}
      group by c.day
    ), first_day as (
      select day, running - n as before from day_totals where running > ${offset} order by day desc limit 1
    ), last_day as (
      select min(day) as day from day_totals where running - n < ${offset + limit}
    )
    select t.id from timecard t
    where ${where} and t.day <= (select day from first_day) and t.day >= (select day from last_day)
    order by ${LIST_ORDER}
    offset (select ${offset} - before from first_day) limit ${sql.lit(limit)}`;
}

/** The count and the page, both taken from the matches found once (see listTimecards). */
async function countAndPageOfMatches(
  db: Db,
  where: Condition,
  { offset, limit }: OffsetLimit,
): Promise<{ n: number; page: string }> {
  const { rows } = await sql<{ n: number; page: string }>`
    with matched as materialized (
      select t.id, t.day, t.employee_id, t.time_record_id from timecard t where ${where}
    )
    select (select count(*)::int from matched) as n,
      (${pageColumnsJson(sql`select t.id from matched t order by ${LIST_ORDER} offset ${offset} limit ${limit}`, 'lookup')}) as page`.execute(
    db,
  );
  return rows[0] as { n: number; page: string };
}
