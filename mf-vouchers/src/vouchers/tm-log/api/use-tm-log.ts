import type { Answer } from '@tac/api-client';
import type { SearchRequest, TmLogQuery, TmLogRow } from '@tac/contracts';
import { usePagedList } from '@tac/ui/table';
import { useCallback } from 'react';
import { withStatuses } from '../rules.ts';
import { getTmLog, tmLogKey } from './get-tm-log.ts';

const NOTHING: Answer<TmLogRow[]> = { data: [], message: '', totalCount: 0 };

/**
 * The T&M log, server-paged: the range and order in the query, the statuses chosen in the summary
 * added to the column searches as the voucherStatus entry. No query (a To before From): an empty
 * list, nothing asked. A failed load empties the table.
 */
export function useTmLog(query: TmLogQuery | null, statuses: readonly string[]) {
  const fetchPage = useCallback(
    (request: SearchRequest) =>
      query
        ? getTmLog(query, { ...request, SearchText: withStatuses(request.SearchText ?? [], statuses) })
        : Promise.resolve(NOTHING),
    [query, statuses],
  );
  return usePagedList(tmLogKey(query, statuses), fetchPage);
}
