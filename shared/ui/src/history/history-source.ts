import { ApiPaths, type AuditEntry, type AuditRecordKind } from '@tac/contracts';
import type { QueryKey } from '@tanstack/react-query';
import type { HistorySource } from './use-history-dialog.tsx';

/** `api.get` of @tac/api-client (passed in: @tac/ui does not call the API itself). */
export type GetAnswer = <T>(
  path: string,
  params: Record<string, string | number>,
) => Promise<{ data: T; totalCount: number }>;

/**
 * What one record's History dialog reads: `GET /api/Audit/Get<Kind>History?id&Skip&Take`
 * (shared/docs/payroll-export.md "History"), newest first, under `key` (the feature's own, below
 * its list's) with the record's id. A feature's api/ folder names it for its record.
 */
export function historySource(
  get: GetAnswer,
  kind: AuditRecordKind,
  id: number,
  key: QueryKey,
  title: string,
): HistorySource {
  return {
    title,
    queryKey: [...key, id],
    load: (paging) => get<AuditEntry[]>(ApiPaths.audit.history[kind], { id, ...paging }),
  };
}
