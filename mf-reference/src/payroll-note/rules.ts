import { type PayrollNoteItem, REFERENCE_TEXT_MAX, ReferenceMessages } from '@tac/contracts';
import { checkReferenceText, sortByTextIgnoringCase, type TextCheck } from '../reference-list/text-rules.ts';

/** Spec 002 §9: a payroll note name is at most 50 characters. */
export const PAYROLL_NOTE_NAME_MAX = REFERENCE_TEXT_MAX;

/** Spec 002 §5: required, non-blank, at most 50 characters, trimmed on save. */
export function checkPayrollNoteName(input: string): TextCheck {
  return checkReferenceText(input, ReferenceMessages.payrollNote);
}

/** Spec 002 §4: payroll notes are sorted by name, case-insensitively, by the client. */
export function sortPayrollNotes(rows: readonly PayrollNoteItem[]): PayrollNoteItem[] {
  return sortByTextIgnoringCase(rows, (row) => row.name);
}
