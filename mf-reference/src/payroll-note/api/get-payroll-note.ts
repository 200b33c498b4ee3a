import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type PayrollNoteById } from '@tac/contracts';

/** One payroll note by id (spec 002 §7 "Payroll note by id"): GET ?payRollNoteId=, read data.payRollNotes[0]. */
export function getPayrollNote(id: number): Promise<Answer<PayrollNoteById>> {
  return api.get<PayrollNoteById>(ApiPaths.payrollNote.byId, { payRollNoteId: id });
}
