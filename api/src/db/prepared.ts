import { CompiledQuery, type Kysely } from 'kysely';
import type pg from 'pg';

/** Runs a compiled query and gives its rows. */
export type QueryRows = <R>(query: CompiledQuery<R>) => Promise<R[]>;

/**
 * Statement texts prepared at most, per process: past it a new text runs unprepared. Each
 * connection keeps what it prepared for its lifetime, so this bounds that memory; the texts that
 * are prepared (the timecard list's, one per number of divisions, counted search and page size)
 * stay far below it.
 */
export const MAX_PREPARED_TEXTS = 200;

// biome-ignore lint/suspicious/noExplicitAny: any database handle; only its executor is used.
type AnyDb = Kysely<any>;

const runners = new WeakMap<AnyDb, QueryRows>();

/** The statement text behind each PGlite EXECUTE this module sends, whose values are literals in its text. */
const executedTexts = new WeakMap<CompiledQuery<unknown>, string>();

/**
 * A query's SQL as a trace may record it: the text with its placeholders, never the values, which a
 * PGlite EXECUTE writes into its own text (shared/docs/operations.md "Traces").
 */
export function statementText(query: CompiledQuery<unknown>): string {
  return executedTexts.get(query) ?? query.sql;
}

const unprepared =
  (db: AnyDb): QueryRows =>
  async (query) =>
    (await db.executeQuery(query)).rows;

/**
 * How `db` runs a query as a prepared statement, named after its text: parsed once per connection,
 * and once PostgreSQL's plan cache finds a generic plan as cheap as the custom ones (after five
 * runs), planned once too. Planning the timecard list each time was about a third of its database
 * time on both databases. Only for queries whose text takes few
 * forms and whose plan does not hang on the values (a text per page size, not per search word).
 * Unprepared for a handle that did not come from openDatabase.
 */
export function preparedRunner(db: AnyDb): QueryRows {
  return runners.get(db) ?? unprepared(db);
}

/** Names for statement texts, the same name for the same text in every connection. */
function statementNames(): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    const known = names.get(text);
    if (known || names.size >= MAX_PREPARED_TEXTS) return known;
    const name = `tac_prepared_${names.size + 1}`;
    names.set(text, name);
    return name;
  };
}

/** PostgreSQL: pg's named statements, which each pool connection prepares at its first use of the name. */
export function usePostgresPrepared(db: AnyDb, pool: pg.Pool): void {
  const nameOf = statementNames();
  const fallback = unprepared(db);
  runners.set(db, async (query) => {
    const name = nameOf(query.sql);
    if (!name) return fallback(query);
    return (await pool.query({ name, text: query.sql, values: [...query.parameters] })).rows;
  });
}

/**
 * A value written as an SQL literal for EXECUTE, or undefined for a kind not written here. A text is
 * an escape string (E'…', backslash and quote doubled), read the same whatever
 * standard_conforming_strings says; both kinds are literals of no type yet, which EXECUTE casts to
 * the statement's parameter types as a bound value would be.
 */
function literal(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string' && !value.includes('\0')) {
    return `E'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  }
  return undefined;
}

/**
 * PGlite: SQL PREPARE once, then EXECUTE, both through Kysely so they wait their turn on the one
 * connection like every other query (never inside another caller's transaction). EXECUTE takes its
 * values as literals: a bound parameter of EXECUTE is never seen (the outer statement has none). A
 * text PREPARE refuses (a parameter of no inferable type), or a value of another kind than number,
 * boolean or text, runs unprepared.
 */
export function usePglitePrepared(db: AnyDb): void {
  const nameOf = statementNames();
  const fallback = unprepared(db);
  const prepared = new Map<string, Promise<boolean>>();
  const run = async (query: CompiledQuery<unknown>): Promise<unknown[]> => {
    const values = query.parameters.map(literal);
    const name = values.includes(undefined) ? undefined : nameOf(query.sql);
    if (!name) return fallback(query);
    let ready = prepared.get(name);
    if (!ready) {
      ready = db.executeQuery(CompiledQuery.raw(`prepare ${name} as ${query.sql}`)).then(
        () => true,
        () => false,
      );
      prepared.set(name, ready);
    }
    if (!(await ready)) return fallback(query);
    const execute = CompiledQuery.raw(`execute ${name}${values.length > 0 ? `(${values.join(', ')})` : ''}`);
    executedTexts.set(execute, query.sql);
    return (await db.executeQuery(execute)).rows;
  };
  runners.set(db, run as QueryRows);
}
