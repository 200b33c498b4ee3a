import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type SearchTextEntry, type TmLogQuery, type TmLogSummary } from '@tac/contracts';
import { useQuery } from '@tac/ui/server-state';

/**
 * What waits on whom: POST /api/TMVoucher/GetTmLogSummary?fromDate&toDate with { SearchText }; each
 * status's count and oldest since-when for the log's filters but its status.
 */
export function getTmLogSummary(
  query: TmLogQuery,
  search: readonly SearchTextEntry[],
): Promise<Answer<TmLogSummary>> {
  return api.post<TmLogSummary>(
    ApiPaths.vouchers.tmLogSummary,
    { SearchText: [...search] },
    { fromDate: query.fromDate, toDate: query.toDate },
  );
}

/** Under ['vouchers'], so a move refreshes it; the order is no part of it. */
export const tmLogSummaryKey = (query: TmLogQuery | null, search: readonly SearchTextEntry[]) =>
  ['vouchers', 'tm-log-summary', query?.fromDate, query?.toDate, search] as const;

/**
 * The summary row's counts; a failure is toasted by the query cache and the row shows none. No
 * query (a To before From): nothing asked.
 */
export function useTmLogSummary(query: TmLogQuery | null, search: readonly SearchTextEntry[]) {
  return useQuery({
    queryKey: tmLogSummaryKey(query, search),
    queryFn: () => getTmLogSummary(query as TmLogQuery, search),
    enabled: query !== null,
  });
}
