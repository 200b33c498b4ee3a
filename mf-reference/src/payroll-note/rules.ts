import type { PayrollNoteItem } from '@tac/contracts';
import { sortByTextIgnoringCase } from '../reference-list/text-rules.ts';

/** Spec 002 §4: payroll notes are sorted by name, case-insensitively, by the client. */
export function sortPayrollNotes(rows: readonly PayrollNoteItem[]): PayrollNoteItem[] {
  return sortByTextIgnoringCase(rows, (row) => row.name);
}
