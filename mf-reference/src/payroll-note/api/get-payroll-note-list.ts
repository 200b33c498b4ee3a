import { api } from '@tac/api-client';
import { ApiPaths, type Envelope, type PayrollNoteItem, type SearchRequest } from '@tac/contracts';

/**
 * One page of payroll note options (spec 002 §7 "Payroll note list"): POST { SearchText, Skip,
 * Take }; search with FieldName PayrollNoteSearchField.Name.
 */
export function getPayrollNoteList(request: SearchRequest): Promise<Envelope<PayrollNoteItem[]>> {
  return api.post<PayrollNoteItem[]>(ApiPaths.payrollNote.list, request);
}
