import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type PayrollNoteItem, type SearchRequest } from '@tac/contracts';

/**
 * One page of payroll note options (spec 002 §7 "Payroll note list"): POST { SearchText, Skip,
 * Take }; search with FieldName PayrollNoteSearchField.Name.
 */
export function getPayrollNoteList(request: SearchRequest): Promise<Answer<PayrollNoteItem[]>> {
  return api.post<PayrollNoteItem[]>(ApiPaths.payrollNote.list, request);
}
