import { type ImportResult, type ImportRowError, WorkforceMessages } from '@tac/contracts';
import type { Db } from '../../../../db/database.ts';
import { readCsv } from '../../../../http/csv-import.ts';
import { ApiError } from '../../../../http/envelope.ts';
import type { ListContext, ListImport, ReferenceList } from '../definition.ts';
import { rowsByValue } from '../queries.ts';

/** A valid line as it will be written: its save input and the unique value it is matched by. */
export interface PlannedRow {
  line: number;
  value: string;
  input: unknown;
}

export interface ImportPlan {
  result: ImportResult;
  rows: PlannedRow[];
}

/** The save body's schema check (http/validation.ts `valueChecker`): the field and text a save would get. */
export type BodyCheck = (body: unknown) => { field: string; message: string } | undefined;

/** A refusal of the save's own rules: its text, as the save would answer it. */
function refusal(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  throw error;
}

/**
 * Reads and checks a whole reference list CSV before anything is written, with the list's save rules:
 * each line becomes a save body, checked by the save's schema and `input`, as SavePayCode checks
 * one. A value twice in the file is refused on its second line, naming the first. A live row holding
 * the value exactly is updated; one holding it in another case (where the list ignores case) refuses
 * the line with the save's duplicate text. Every refusal names its line and column.
 */
export async function planImport(
  db: Db,
  list: ReferenceList,
  entry: ListImport,
  check: BodyCheck,
  context: ListContext,
  csv: string,
): Promise<ImportPlan> {
  const { rows, errors } = readCsv<string>(csv, entry.columns, entry.optional);
  const empty = { rowCount: rows.length, created: 0, updated: 0, committed: false };
  if (errors.length > 0) return { result: { ...empty, errors }, rows: [] };

  const same = (value: string) => (list.unique.ignoreCase ? value.toLowerCase() : value);
  const seen = new Map<string, number>();
  const planned: PlannedRow[] = [];
  for (const { line, values } of rows) {
    const fail = (column: string, message: string) => errors.push({ row: line, column, message });
    const read = entry.body(values);
    if ('message' in read) {
      fail(read.column, read.message);
      continue;
    }
    const bad = check(read.body);
    if (bad) {
      fail(entry.columnOf[bad.field] ?? entry.valueColumn, bad.message);
      continue;
    }
    let input: unknown;
    try {
      input = list.save.input(read.body, context);
    } catch (error) {
      fail(entry.valueColumn, refusal(error));
      continue;
    }
    const value = list.save.uniqueValue(input);
    const earlier = seen.get(same(value));
    if (earlier !== undefined) {
      fail(entry.valueColumn, WorkforceMessages.import.repeated(`${entry.valueColumn} '${value}'`, earlier));
      continue;
    }
    seen.set(same(value), line);
    planned.push({ line, value, input });
  }
  const updated = await checkAgainstRows(db, list, entry, context, planned, errors);
  if (errors.length > 0) return { result: { ...empty, errors: byLine(errors) }, rows: [] };
  return { result: { ...empty, created: planned.length - updated, updated, errors }, rows: planned };
}

/**
 * Matches the planned rows to the live rows: an exact match is an update (which the list's
 * `beforeUpdate` may refuse), a match in another case a duplicate. Answers how many are updates.
 */
async function checkAgainstRows(
  db: Db,
  list: ReferenceList,
  entry: ListImport,
  context: ListContext,
  planned: readonly PlannedRow[],
  errors: ImportRowError[],
): Promise<number> {
  const values = planned.map((p) => p.value);
  const found = await rowsByValue(db, list, context, values);
  const exact = new Map(found.map((f) => [f.value, f.row]));
  const folded = new Set(found.map((f) => f.value.toLowerCase()));
  let updated = 0;
  for (const { line, value, input } of planned) {
    const fail = (message: string) => errors.push({ row: line, column: entry.valueColumn, message });
    const before = exact.get(value);
    if (before === undefined) {
      if (list.unique.ignoreCase && folded.has(value.toLowerCase())) fail(list.messages.duplicate);
      continue;
    }
    try {
      list.save.beforeUpdate?.(before, input);
      updated++;
    } catch (error) {
      fail(refusal(error));
    }
  }
  return updated;
}

/** Refusals in the file's order, whichever check found them. */
const byLine = (errors: ImportRowError[]) => [...errors].sort((a, b) => a.row - b.row);
