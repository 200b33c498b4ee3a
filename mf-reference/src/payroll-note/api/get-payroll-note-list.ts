import { api } from '@tac/api-client';
import { ApiPaths, type Envelope, type PayRollNoteOptionItem, type SearchRequest } from '@tac/contracts';

/**
 * One page of payroll note options (spec 002 §7 "Payroll note list"): POST { SearchText, Skip,
 * Take }; search with FieldName PayRollNoteOptionSearchField.Name.
 */
export function getPayrollNoteList(request: SearchRequest): Promise<Envelope<PayRollNoteOptionItem[]>> {
  return api.post<PayRollNoteOptionItem[]>(ApiPaths.payRollNoteOption.list, request);
}
