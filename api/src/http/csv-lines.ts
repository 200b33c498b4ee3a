import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { csvField } from './csv-field.ts';

/**
 * A list's current view as CSV text made by the database (shared/docs/payroll-export.md "Current
 * view as CSV"), for a list whose CSV runs to millions of rows: each page of rows comes as one text
 * (its fields joined and its lines ended in SQL), so the API neither parses nor writes a row's
 * fields one by one. What the API still does: one pass over the page to see that no field holds a
 * character CSV must treat (a comma, a quote, a formula's first character); only a line that does
 * is split and written field by field (csvField), so the file is the same as the one csvStream
 * writes from the same values.
 */

/** A column whose text the database makes: its value (null written as ''), before CSV quoting. */
export interface CsvSqlColumn {
  header: string;
  /** The value as PostgreSQL's text of it is what the CSV holds (`::text` is applied). */
  sql: RawBuilder<unknown>;
}

/** Ids a page spans: the per-query cost (planning, the joins' lookups) small beside its rows. */
export const CSV_LINE_PAGE_IDS = 25_000;

/** Pages asked for before the one being sent is done with. */
const PAGES_AHEAD = 2;

/** Between a line's fields in the database's text: a control character no list's text holds. */
const FIELD_END = '\x1f';
const FIELD_END_SQL = sql.raw(`E'\\x1f'`);
const LINE_END = '\r\n';

/** A comma or quote anywhere, or a field starting as a formula would (csv-field.ts). */
const NEEDS_CARE = new RegExp(`[",]|(?:^|[${FIELD_END}\n])[-=+@\t]`);

const csvLine = (fields: readonly string[]) => fields.map(csvField).join(',');

/** A field starting with one of these is written with care (csv-field.ts); so is one holding " or ,. */
const isFormulaStart = (byte: number) =>
  byte === 0x2d || byte === 0x3d || byte === 0x2b || byte === 0x40 || byte === 0x09;

/**
 * The page's CSV bytes (each line ended by CRLF), or undefined when a field of the page holds a line
 * break or the field separator itself: the text cannot then be cut into lines and fields, and the
 * page is read again field by field. One pass over the bytes counts the separators and line ends,
 * turns each separator into a comma, and sees whether any field needs care; only then is the page
 * written again line by line.
 */
export function pageCsv(text: string, rows: number, columns: number): Buffer | undefined {
  const bytes = Buffer.from(text, 'utf8');
  let fieldEnds = 0;
  let returns = 0;
  let newlines = 0;
  let care = false;
  let previous = 0x0a;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] as number;
    // Every byte that matters is at most '@'; letters are not.
    if (byte <= 0x40) {
      if (byte === 0x1f) {
        fieldEnds++;
        bytes[i] = 0x2c;
      } else if (byte === 0x0d) returns++;
      else if (byte === 0x0a) newlines++;
      else if (byte === 0x2c || byte === 0x22) care = true;
      else if ((previous === 0x1f || previous === 0x0a) && isFormulaStart(byte)) care = true;
    }
    previous = byte;
  }
  if (fieldEnds !== rows * (columns - 1) || returns !== rows || newlines !== rows) return undefined;
  if (!care) return bytes;
  let csv = '';
  for (const line of text.slice(0, -LINE_END.length).split(LINE_END))
    csv += `${NEEDS_CARE.test(line) ? csvLine(line.split(FIELD_END)) : line.split(FIELD_END).join(',')}${LINE_END}`;
  return Buffer.from(csv, 'utf8');
}

// biome-ignore lint/suspicious/noExplicitAny: a list's query may join any tables
type AnyQuery = SelectQueryBuilder<Database, any, unknown>;

/**
 * Every row of `query` (filtered; its selection and order ignored) as CSV lines of `columns`, in the
 * order of `key` (the row id: unique and ascending), a page for each span of ids between the first
 * and the last matching row at the start: each row comes once even while rows are added or removed
 * meanwhile (one added after the start, with a larger id, is not in the file). A page is one query
 * and one chunk of bytes; the next pages are asked for while this one is sent, so the database makes
 * them (on PostgreSQL, two at a time) while the API writes, and memory holds those few pages.
 */
export async function* csvLinePages(
  db: Db,
  query: AnyQuery,
  key: RawBuilder<number>,
  columns: readonly CsvSqlColumn[],
  pageIds = CSV_LINE_PAGE_IDS,
): AsyncGenerator<Buffer> {
  const fields = sql.join(columns.map((c) => sql`coalesce((${c.sql})::text, '')`));
  const keys = query.clearSelect().clearOrderBy().select(key.as('k'));
  const { rows: ends } = await sql<{ first: number | null; last: number | null }>`
    select (${keys.orderBy(key).limit(1)}) as first, (${keys.orderBy(key, 'desc').limit(1)}) as last`.execute(
    db,
  );
  const first = ends[0]?.first;
  const last = ends[0]?.last;
  if (first === null || first === undefined || last === null || last === undefined) return;

  const rowsIn = (from: number, to: number, selection: RawBuilder<unknown>) =>
    query
      .clearSelect()
      .clearOrderBy()
      .select([selection.as('v'), key.as('k')])
      .where(sql<boolean>`${key} >= ${from} and ${key} < ${to}`);

  const readPage = async (from: number, to: number): Promise<Buffer> => {
    const lines = rowsIn(from, to, sql`concat_ws(${FIELD_END_SQL}, ${fields})`);
    const { rows } = await sql<{ text: string | null; rows: number }>`
      select string_agg(p.v, ${LINE_END} order by p.k) || ${LINE_END} as text, count(*)::int as rows
      from (${lines}) p`.execute(db);
    const page = rows[0];
    if (!page?.text) return Buffer.alloc(0);
    const csv = pageCsv(page.text, page.rows, columns.length);
    if (csv !== undefined) return csv;
    // A field holds a line break or the separator: the same page again, each row's fields apart.
    const apart = await rowsIn(from, to, sql`array[${fields}]`).orderBy(key).execute();
    return Buffer.from(apart.map((r) => `${csvLine(r.v as string[])}${LINE_END}`).join(''), 'utf8');
  };

  const ahead: Promise<Buffer>[] = [];
  let next = first;
  const askAhead = () => {
    while (ahead.length < PAGES_AHEAD && next <= last) {
      const page = readPage(next, next + pageIds);
      // Awaited in turn; a download stopped meanwhile must not leave it unhandled.
      page.catch(() => {});
      ahead.push(page);
      next += pageIds;
    }
  };
  askAhead();
  for (let page = ahead.shift(); page; page = ahead.shift()) {
    const csv = await page;
    askAhead();
    if (csv.length > 0) yield csv;
  }
}

/** The CSV header line of `columns`. */
export const csvHeader = (columns: readonly { header: string }[]) =>
  `${columns.map((c) => csvField(c.header)).join(',')}${LINE_END}`;
