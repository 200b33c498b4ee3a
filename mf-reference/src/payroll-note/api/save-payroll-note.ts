import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type PayrollNoteItem, type PayrollNoteSave } from '@tac/contracts';

/** Adds (no Id) or updates (Id) a payroll note (spec 002 §7 "Save payroll note"): POST { Id?, Name, IsActive }. */
export function savePayrollNote(body: PayrollNoteSave): Promise<Answer<PayrollNoteItem>> {
  return api.post<PayrollNoteItem>(ApiPaths.payrollNote.save, body);
}
