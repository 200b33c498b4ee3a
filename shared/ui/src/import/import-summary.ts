import type { ImportResult } from '@tac/contracts';

/**
 * The preview's one-line verdict: what would change, or how many lines are refused. `more` follows
 * a valid file's counts (the projects' new task codes).
 */
export function importSummary(result: ImportResult, what: string, more = ''): string {
  if (result.errors.length > 0) {
    const lines = new Set(result.errors.map((e) => e.row)).size;
    return `${lines} line(s) of the file have errors: nothing can be imported until they are fixed.`;
  }
  if (result.rowCount === 0) return 'The file has no rows to import.';
  return `${result.rowCount} row(s) are valid. ${what}: ${result.created} to add, ${result.updated} to update${more}.`;
}
