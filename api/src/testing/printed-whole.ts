import { addDays } from '@tac/contracts/calendar';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../db/database.ts';

/** Names an office has, in the scripts the PDFs must print (one per employee renamed). */
const NAMES: readonly (readonly [string, string])[] = [
  ['Łukasz', 'Wróbel'],
  ['Ольга', 'Петрова'],
  ['Νίκος', 'Παπαδόπουλος'],
  ['שרה', 'כהן'],
  ['محمد', 'علي'],
  ['小明', '王'],
  ['민준', '김'],
  ['Ana 😀', 'Nguyễn'],
];

/**
 * The days of demo data the PDF tests print, up to `today`: the last week, in which every report type
 * and PDF prints rows of each kind. Each printed value costs rendering and reading back, so
 * `npm run test:deep` sets REPORT_TEST_DAYS to the demo's four weeks (shared/docs/testing.md).
 */
export function printedPeriod(today: string): { from: string; to: string } {
  return { from: addDays(today, 1 - Number(process.env.REPORT_TEST_DAYS || 7)), to: today };
}

/** A value with its whitespace as single spaces, as a PDF's text reads. */
export const spaced = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * Where `value` (whitespace as one space) is in `text` at or after `from`; fails naming `what`
 * when it is not there whole: cut, or broken across lines inside a word.
 */
export function findWhole(text: string, value: string, from: number, what: string): number {
  const wanted = spaced(value);
  const at = text.indexOf(wanted, from);
  // expect() only on a miss: a report checks thousands of values, and an assertion each costs more
  // than the search.
  if (at < 0) expect.fail(`${what}: '${value}' is not printed whole`);
  return at + wanted.length;
}

/**
 * Renames the employees with the most timecard lines in the period into names in other scripts,
 * so every PDF that lists people prints some; resolves their full names as the PDFs print them.
 */
export async function renameBusiestEmployees(
  db: Db,
  period: { from: string; to: string },
): Promise<string[]> {
  const busiest = await db
    .selectFrom('timecard')
    .select('employee_id')
    .where('day', '>=', period.from)
    .where('day', '<=', period.to)
    .groupBy('employee_id')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('employee_id')
    .limit(NAMES.length)
    .execute();
  const names: string[] = [];
  for (const [i, { employee_id }] of busiest.entries()) {
    const [first, last] = NAMES[i] ?? ['', ''];
    await db
      .updateTable('employee')
      .set({ first_name: first, last_name: last })
      .where('id', '=', employee_id)
      .execute();
    names.push(`${first} ${last}`);
  }
  expect(names).toHaveLength(NAMES.length);
  return names;
}
