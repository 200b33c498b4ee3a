import { type Expression, sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Cell, Row } from './definition.ts';

/** Rows per page: big enough that a week of a busy project is a page or two. */
export const PAGE_SIZE = 1000;

/**
 * A key value as a parameter. Its type is left to the database, which takes it from the key's own
 * column in the row comparison (a numeric column reads back as text from some drivers).
 */
function keyParameter(field: string, value: Cell) {
  if (typeof value === 'number' || typeof value === 'string') return sql`${value}`;
  throw new Error(
    `Report key '${field}' is ${value === null ? 'null' : typeof value}: keys are text or numbers`,
  );
}

/**
 * The rows of `query` ordered by `keys`, read a page at a time with keyset paging (each page
 * starts after the previous page's last key), so a report of any size holds one page at most and
 * no query holds a connection or a transaction between pages.
 */
export async function* pagedRows(
  db: Db,
  query: Expression<unknown>,
  keys: readonly string[],
  pageSize = PAGE_SIZE,
): AsyncGenerator<Row> {
  const columns = sql.join(keys.map((key) => sql.ref(`r.${key}`)));
  let after: Row | undefined;
  for (;;) {
    const from = after;
    const where = from
      ? sql`where (${columns}) > (${sql.join(keys.map((key) => keyParameter(key, from[key] ?? null)))})`
      : sql``;
    const { rows } =
      await sql<Row>`select * from ${query} as r ${where} order by ${columns} limit ${sql.lit(pageSize)}`.execute(
        db,
      );
    for (const row of rows) yield row;
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1];
  }
}
