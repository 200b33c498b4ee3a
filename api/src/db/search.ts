import type { SearchTextEntry } from '@tac/contracts';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import { ApiError } from '../http/envelope.ts';

/**
 * The one way a list reads its SearchText (shared/docs/architecture.md "API conventions"): every
 * module maps the FieldNames it offers to filters and calls searchConditions, or applySearch on a
 * Kysely query.
 */

export type Condition = RawBuilder<boolean>;

/** Builds the condition one SearchText value asks for (the value is trimmed and not empty). */
export type FieldFilter = (value: string, fieldName: string) => Condition;

/**
 * What a FieldName searches when a plain "contains, ignoring case" is all it needs: a column name, or
 * a text expression when the screen shows something composed (a date as MM/DD/YYYY, 'initial -
 * description').
 */
export type SearchTarget = string | RawBuilder<string>;

/** The FieldNames a list offers: each a filter, or a target it searches with textContains. */
export type SearchFields = Readonly<Record<string, FieldFilter | SearchTarget>>;

/** Escapes LIKE wildcards so a search for "50%" finds the text "50%", not everything. */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The conditions of every SearchText entry with a value. FieldNames match ignoring case; an unknown
 * one is a 400 naming the fields that are searchable, so a typo on either side shows at once.
 */
export function searchConditions(
  entries: readonly SearchTextEntry[] | undefined,
  fields: SearchFields,
): Condition[] {
  const conditions: Condition[] = [];
  for (const entry of entries ?? []) {
    const value = entry.Value.trim();
    if (value === '') continue;
    const key = fieldKey(fields, entry.FieldName);
    const field = key ? fields[key] : undefined;
    if (!key || !field) {
      throw new ApiError(
        400,
        `SearchText FieldName '${entry.FieldName}' is not searchable here (use: ${Object.keys(fields).join(', ')})`,
      );
    }
    const filter = typeof field === 'function' ? field : textContains(field);
    conditions.push(filter(value, key));
  }
  return conditions;
}

/** A query a condition can be added to: any select, over one table or joined ones. */
interface Filterable<Self> {
  where(expression: Expression<SqlBool>): Self;
}

/** searchConditions added to a Kysely query, one WHERE each. */
export function applySearch<QB extends Filterable<QB>>(
  query: QB,
  entries: readonly SearchTextEntry[] | undefined,
  fields: SearchFields,
): QB {
  let result = query;
  for (const condition of searchConditions(entries, fields)) result = result.where(condition);
  return result;
}

/** The key of `fields` a SearchText FieldName names (FieldNames match ignoring case), if any. */
export function fieldKey(fields: SearchFields, fieldName: string): string | undefined {
  return Object.keys(fields).find((key) => key.toLowerCase() === fieldName.toLowerCase());
}

/**
 * The legacy screens put the acting user's id in SearchText ('userId'); the server takes the user
 * from the token, so that entry is dropped before the search is read.
 */
export function withoutUserId(search: readonly SearchTextEntry[] | undefined): SearchTextEntry[] {
  return (search ?? []).filter((e) => e.FieldName.toLowerCase() !== 'userid');
}

/** `target` holds the value whatever the case (ILIKE), wildcards in the value taken literally. */
export const textContains =
  (target: SearchTarget): FieldFilter =>
  (value) =>
    sql<boolean>`${typeof target === 'string' ? sql.ref(target) : target} ilike ${containsPattern(value)}`;

/**
 * `column` holds the value whatever the case, wildcards in the value taken literally. Written as
 * `lower(column) LIKE lower(%value%)`, which PostgreSQL's ILIKE does inside too, but cheaper to run
 * over a range of timecards on both databases (bench:timecards' Pay Code search).
 */
export const contains =
  (column: string): FieldFilter =>
  (value) =>
    sql<boolean>`lower(${sql.ref(column)}) like lower(${containsPattern(value)})`;

/**
 * `column IN (SELECT id FROM table WHERE text ILIKE %value%)`: the text filter is resolved on the
 * small table first and the big one is filtered by ids from its covering index (shared/docs/toolchain.md).
 */
export const containsVia =
  (column: string, table: string, text: RawBuilder<string>): FieldFilter =>
  (value) =>
    sql<boolean>`${sql.ref(column)} in (select id from ${sql.table(table)} where ${text} ilike ${containsPattern(value)})`;

/**
 * Like containsVia, against a text kept lower-cased in the table (e.g. employee.search_text): a
 * plain LIKE on it is several times cheaper than ILIKE on text built for every row.
 */
export const containsLowerVia =
  (column: string, table: string, lowerText: string): FieldFilter =>
  (value) =>
    sql<boolean>`${sql.ref(column)} in (select id from ${sql.table(table)} where ${sql.ref(lowerText)} like lower(${containsPattern(value)}))`;

/** A number column: equal to the value, or starting with it as typed ('8' finds 8, 8.5 and 80). */
export const numberPrefix =
  (column: string): FieldFilter =>
  (value, field) => {
    if (!/^\d{1,9}(\.\d{0,4})?$/.test(value)) {
      throw new ApiError(400, `SearchText '${field}' must be a number, got '${value}'`);
    }
    const prefix = value.endsWith('.') ? value.slice(0, -1) : value;
    return sql<boolean>`(${sql.ref(column)} = ${Number(prefix)} or ${sql.ref(column)}::text like ${`${prefix}%`})`;
  };

/** Conditions joined with AND (true for none). */
export function allOf(conditions: readonly Condition[]): Condition {
  return conditions.length === 0 ? sql<boolean>`true` : sql<boolean>`${sql.join(conditions, sql` and `)}`;
}
