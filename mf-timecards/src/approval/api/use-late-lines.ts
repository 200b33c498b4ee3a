import type { SearchRequest } from '@tac/contracts';
import { usePagedList } from '@tac/ui/table';
import { useCallback } from 'react';
import { getLateLines, lateLinesKey } from './get-late-lines.ts';

/** The Late list of the weeks shown, 50 a page; a review or a period's close or reopen refreshes it. */
export function useLateLines(fromDate: string, toDate: string) {
  const fetchPage = useCallback(
    (request: SearchRequest) => getLateLines({ fromDate, toDate }, request),
    [fromDate, toDate],
  );
  return usePagedList(lateLinesKey(fromDate, toDate), fetchPage, { pageSize: 50 });
}
