import { type Answer, api } from '@tac/api-client';
import { ApiPaths, type SearchRequest, type TmLogQuery, type TmLogRow } from '@tac/contracts';

/**
 * One page of the T&M log (shared/docs/remotes/vouchers.md "T&M log"): POST
 * /api/TMVoucher/GetTmLog?fromDate&toDate&sort&descending with { SearchText, Skip, Take }; answers
 * each voucher's current revision with its totals, and totalCount.
 */
export function getTmLog(query: TmLogQuery, request: SearchRequest): Promise<Answer<TmLogRow[]>> {
  return api.post<TmLogRow[]>(ApiPaths.vouchers.tmLog, request, { ...query });
}

/**
 * The log's key: one list per range, order and status choice (a new one starts at page 1 with the
 * column searches kept). Under ['vouchers'], so an office move that refreshes the voucher list
 * refreshes the log too.
 */
export const tmLogKey = (query: TmLogQuery | null, statuses: readonly string[]) =>
  ['vouchers', 'tm-log', query, [...statuses]] as const;
