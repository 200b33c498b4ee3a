import { hasVisibleText } from '@tac/contracts';
import { type RawBuilder, sql } from 'kysely';

/**
 * An employee's name as every screen and PDF shows it, 'First Last', on the employee table aliased
 * `alias`: written here once so the modules reading employees cannot drift apart. A one-word name has
 * an empty last name (splitFullName); the space goes only between two parts, so it reads 'Madonna'.
 */
export const employeeFullName = (alias: string): RawBuilder<string> =>
  sql<string>`concat_ws(' ', nullif(${sql.ref(`${alias}.first_name`)}, ''), nullif(${sql.ref(`${alias}.last_name`)}, ''))`;

/**
 * The employee column the Employee search matches, lower-cased 'number - first last' computed by the
 * database (migration 0005), so a search needs no join and can use its trigram index.
 */
export const EMPLOYEE_SEARCH_TEXT = 'search_text';

/**
 * A full name as the screens and imports give it, split into the table's first and last name: the
 * first word, and the rest (empty for a one-word name). A "word" of only invisible characters (a
 * zero-width space pasted between words) is dropped, so neither part starts with something blank.
 */
export function splitFullName(fullName: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = fullName.split(/\s+/).filter(hasVisibleText);
  return { first_name: first, last_name: rest.join(' ') };
}
