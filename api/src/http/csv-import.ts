import {
  hasVisibleText,
  IMPORT_MAX_ROWS,
  type ImportResult,
  type ImportRowError,
  textProblem,
  WorkforceMessages,
} from '@tac/contracts';
import { CsvError, parse } from 'csv-parse/sync';
import type { AuditEntry } from '../db/audit.ts';

/** One data row of an import: its line in the file (the header is line 1) and its values by column. */
export interface CsvRow<C extends string> {
  line: number;
  values: Record<C, string>;
}

/** A column name as written in a header, compared without case, spaces or underscores. */
const key = (name: string) => name.toLowerCase().replace(/[\s_]+/g, '');

/**
 * Reads an import's CSV (csv-parse: quoted fields, embedded commas and line breaks, a BOM) into rows
 * by the expected columns. The header names the columns in any order; a required column missing,
 * a column named twice, an unreadable file, no data rows or too many are whole-file errors (line 0, or
 * the header's line 1). Every cell is a single-line field: a quoted line break or any text the text
 * rules refuse (`textProblem` in @tac/contracts) is reported with its line and column, and nothing is
 * written.
 */
export function readCsv<C extends string>(
  text: string,
  columns: readonly C[],
  optional: readonly C[],
): { rows: CsvRow<C>[]; errors: ImportRowError[] } {
  const M = WorkforceMessages.import;
  // U+FFFD is what a reader puts where bytes were not the encoding it assumed (a Windows-1252 file
  // read as UTF-8): importing it would store 'Jos� M�ller'. The console decodes files itself
  // (@tac/ui/import csv-encoding.ts); this refuses what another client sent garbled.
  const garbled = text.indexOf('\uFFFD');
  if (garbled >= 0) {
    const line = text.slice(0, garbled).split(/\r\n|\r|\n/).length;
    return { rows: [], errors: [{ row: line, column: '', message: M.undecodable(line) }] };
  }
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes as { record, info }; the typings do not model that option.
    records = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      info: true,
      relax_column_count: false,
    }) as unknown as typeof records;
  } catch (error) {
    const reason = error instanceof CsvError ? error.message : String(error);
    const line = error instanceof CsvError && typeof error.lines === 'number' ? error.lines : 0;
    return { rows: [], errors: [{ row: line, column: '', message: M.unreadable(reason) }] };
  }
  const [header, ...data] = records;
  if (!header) return { rows: [], errors: [{ row: 0, column: '', message: M.empty }] };
  // A column named twice would let one of its cells win silently: refused, naming the column.
  const seen = new Set<string>();
  const twice = header.record.filter((name) => seen.size === seen.add(key(name)).size);
  if (twice.length > 0) {
    return {
      rows: [],
      errors: [...new Set(twice)].map((c) => ({ row: 1, column: c, message: M.duplicateColumn(c) })),
    };
  }
  const at = new Map(header.record.map((name, i) => [key(name), i]));
  const missing = columns.filter((c) => !optional.includes(c) && !at.has(key(c)));
  if (missing.length > 0) {
    return { rows: [], errors: missing.map((c) => ({ row: 1, column: c, message: M.missingColumn(c) })) };
  }
  if (data.length === 0) return { rows: [], errors: [{ row: 0, column: '', message: M.empty }] };
  if (data.length > IMPORT_MAX_ROWS)
    return { rows: [], errors: [{ row: 0, column: '', message: M.tooManyRows(IMPORT_MAX_ROWS) }] };
  const textErrors: ImportRowError[] = [];
  const rows = data.map(({ record, info }) => {
    const values = {} as Record<C, string>;
    for (const c of columns) {
      const i = at.get(key(c));
      values[c] = i === undefined ? '' : (record[i] ?? '');
      const problem = textProblem(values[c], { singleLine: true });
      if (problem) textErrors.push({ row: info.lines, column: c, message: M.badText(c, problem) });
    }
    return { line: info.lines, values };
  });
  if (textErrors.length > 0) return { rows: [], errors: textErrors };
  return { rows, errors: [] };
}

/** A row's cells left blank where their column is required, and those longer than its column's limit. */
export function blankOrTooLong<C extends string>(
  values: Record<C, string>,
  columns: readonly C[],
  optional: readonly C[],
  limits: Partial<Record<C, number>>,
): { column: C; message: string }[] {
  const M = WorkforceMessages.import;
  const problems: { column: C; message: string }[] = [];
  for (const column of columns) {
    const max = limits[column];
    if (!optional.includes(column) && !hasVisibleText(values[column]))
      problems.push({ column, message: M.required(column) });
    else if (max && values[column].length > max) problems.push({ column, message: M.tooLong(column, max) });
  }
  return problems;
}

/** 'active' or 'inactive' from a Status cell, case-insensitive; undefined otherwise. */
export function statusCell(value: string): 'active' | 'inactive' | undefined {
  const v = value.toLowerCase();
  return v === 'active' || v === 'inactive' ? v : undefined;
}

/** A yes/no cell: blank is no. Undefined when it is neither. */
export function flagCell(value: string): boolean | undefined {
  const v = value.toLowerCase();
  if (v === '' || v === 'no' || v === 'n' || v === 'false' || v === '0') return false;
  if (v === 'yes' || v === 'y' || v === 'true' || v === '1') return true;
  return undefined;
}

/** The first refused lines, for the message of an import that wrote nothing. */
export function importRefusal(result: Pick<ImportResult, 'errors'>): string {
  const shown = result.errors
    .slice(0, 5)
    .map((e) => `line ${e.row}${e.column ? ` (${e.column})` : ''}: ${e.message}`);
  const lines = new Set(result.errors.map((e) => e.row)).size;
  return [WorkforceMessages.import.rowsInvalid(lines), ...shown].join('. ');
}

/** The audit entry of a committed import: its file and counts, and what it wrote (`written`: numbers, values). */
export function importAudit(
  entity: string,
  fileName: string,
  result: Pick<ImportResult, 'rowCount' | 'created' | 'updated'>,
  written: Record<string, unknown>,
): AuditEntry {
  const { rowCount, created, updated } = result;
  return {
    action: 'import',
    entity,
    entityId: null,
    before: null,
    after: { fileName, rowCount, created, updated, ...written },
  };
}
