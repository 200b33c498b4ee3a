import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type ImportRequest, type ImportResult } from '@tac/contracts';

/** Checks a pay codes CSV and answers what it would do, with every refused line; writes nothing. */
export function previewPayCodeImport(body: ImportRequest): Promise<Answer<ImportResult>> {
  return api.post<ImportResult>(ApiPaths.payCodeList.importPreview, body);
}
