import type { WorkforceImportResult } from '@tac/contracts';

/** The preview's one-line verdict: what would change, or how many rows are refused. */
export function importSummary(result: WorkforceImportResult, what: string): string {
  if (result.errors.length > 0) {
    const lines = new Set(result.errors.map((e) => e.row)).size;
    return `${lines} line(s) of the file have errors: nothing can be imported until they are fixed.`;
  }
  if (result.rowCount === 0) return 'The file has no rows to import.';
  const tasks = result.tasksCreated > 0 ? `, ${result.tasksCreated} new task code(s)` : '';
  return `${result.rowCount} row(s) are valid. ${what}: ${result.created} to add, ${result.updated} to update${tasks}.`;
}
