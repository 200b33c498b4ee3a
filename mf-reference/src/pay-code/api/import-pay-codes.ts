import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type ImportRequest, type ImportResult } from '@tac/contracts';

/**
 * Imports a pay codes CSV: every row or, when any is refused, none (400 naming the first lines).
 * The list's page runs it as its import mutation, which refreshes the list (use-reference-list.ts).
 */
export function importPayCodes(body: ImportRequest): Promise<Answer<ImportResult>> {
  return api.post<ImportResult>(ApiPaths.payCodeList.import, body);
}
