import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { contentDisposition } from './content-disposition.ts';
import { csvField } from './csv-field.ts';

/**
 * A list's current view as CSV, streamed (shared/docs/payroll-export.md "Current view as CSV"): every
 * row matching the list's filters, read a page at a time by keyset (after the last row's key, never
 * by offset), each page written before the next is read, so memory holds one page whatever the row
 * count and a slow client slows the reads instead of filling the API's memory.
 */

/** Rows read per query: large enough that the query's own cost is small beside its rows. */
export const CSV_PAGE_ROWS = 5000;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

/** One key of a unique ascending order: its SQL, and its value on a row read. */
export interface KeysetKey<Row> {
  sql: RawBuilder<unknown>;
  of: (row: Row) => string | number;
}

// biome-ignore lint/suspicious/noExplicitAny: a list's query may join any tables
type AnyQuery<Row> = SelectQueryBuilder<Database, any, Row>;

/**
 * Every row of `query` (filtered, its own order ignored), page by page in the order of `keys`, which
 * together must be unique (end with the row id). A page starts after the last row of the one before,
 * so each row comes once even while rows are added or removed meanwhile.
 */
export async function* keysetPages<Row>(
  query: AnyQuery<Row>,
  keys: readonly KeysetKey<Row>[],
  pageRows = CSV_PAGE_ROWS,
): AsyncGenerator<Row[]> {
  const columns = sql.join(keys.map((k) => k.sql));
  let after: (string | number)[] | null = null;
  for (;;) {
    let page = query.clearOrderBy();
    for (const key of keys) page = page.orderBy(key.sql);
    if (after) {
      const values = sql.join(after.map((v) => sql.val(v)));
      page = page.where(sql<boolean>`(${columns}) > (${values})`);
    }
    const rows = await page.limit(pageRows).execute();
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < pageRows) return;
    after = keys.map((k) => k.of(last));
  }
}

const cell = (value: string | number | boolean | null | undefined) =>
  csvField(value === null || value === undefined ? '' : String(value));

/** Characters of CSV text turned into bytes at a time. */
const CHUNK_CHARS = 64 * 1024;

function csvRow<Row>(columns: readonly CsvColumn<Row>[], row: Row): string {
  let line = '';
  for (let i = 0; i < columns.length; i++) {
    if (i > 0) line += ',';
    line += cell((columns[i] as CsvColumn<Row>).value(row));
  }
  return `${line}\r\n`;
}

/** The CSV text (header, then each page's rows; RFC 4180, CRLF) produced only as fast as it is read. */
export function csvStream<Row>(columns: readonly CsvColumn<Row>[], pages: AsyncIterable<Row[]>): Readable {
  async function* bytes(): AsyncGenerator<Buffer> {
    yield Buffer.from(`${columns.map((c) => csvField(c.header)).join(',')}\r\n`, 'utf8');
    for await (const rows of pages) {
      // A page goes as chunks of bytes: each chunk's text is garbage while still young, which the
      // collector frees cheaply, rather than a page's row texts living until the whole page is sent.
      let text = '';
      for (const row of rows) {
        text += csvRow(columns, row);
        if (text.length >= CHUNK_CHARS) {
          yield Buffer.from(text, 'utf8');
          text = '';
        }
      }
      if (text !== '') yield Buffer.from(text, 'utf8');
    }
  }
  // One chunk waits in the stream at most: the next is made, and the next page read, when the socket
  // has taken this one.
  return Readable.from(bytes(), { objectMode: false, highWaterMark: 1 });
}

/**
 * The CSV of a list whose lines the database makes (csv-lines.ts): the header, then each page as one
 * chunk of bytes, made and read only as fast as the client takes them.
 */
export function csvTextStream(header: string, pages: AsyncIterable<Buffer>): Readable {
  async function* bytes(): AsyncGenerator<Buffer> {
    yield Buffer.from(header, 'utf8');
    yield* pages;
  }
  return Readable.from(bytes(), { objectMode: false, highWaterMark: 1 });
}

/** Answers the stream as a CSV download named `fileName`. */
export function sendCsv(reply: FastifyReply, fileName: string, stream: Readable): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'private, no-store')
    .send(stream);
}
