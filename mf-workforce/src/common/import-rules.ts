import type { WorkforceImportResult } from '@tac/contracts';

/** The preview's one-line verdict: what would change, or how many rows are refused. */
export function importSummary(result: WorkforceImportResult, what: string): string {
  const noun = what.toLowerCase();
  if (result.errors.length > 0) {
    const rows = new Set(result.errors.map((e) => e.row)).size;
    return `${rows} of ${result.rowCount} row(s) have errors; fix them and choose the file again.`;
  }
  if (result.rowCount === 0) return 'The file has no rows to import.';
  const tasks = result.tasksCreated > 0 ? `, ${result.tasksCreated} task code(s) added` : '';
  return `${result.rowCount} row(s) are valid: ${result.created} ${noun} would be added, ${result.updated} updated${tasks}.`;
}
