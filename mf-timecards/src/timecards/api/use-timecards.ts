import type { SearchRequest } from '@tac/contracts';
import { useNewRows, usePagedList } from '@tac/ui/table';
import { useCallback } from 'react';
import { countNewTimecards } from './count-new-timecards.ts';
import { getTimecards, NO_TIMECARDS, timecardsKey } from './get-timecards.ts';

/**
 * The timecards of the query dates, server-paged, and the lines devices pushed since the list was
 * read ("N new — show", shared/docs/field-sync.md: offered, not slipped in). Keyed by range: a new
 * range (or an invalid one, which clears the list) starts again at page 1 with the same search.
 * Spec 000 §8: a failed load (a thrown ApiError) shows nothing and leaves the list as it was.
 */
export function useTimecards(fromDate: string | undefined, toDate: string | undefined) {
  // An invalid range clears the list (spec 000 §5) without asking the server.
  const fetchPage = useCallback(
    (request: SearchRequest) =>
      fromDate && toDate ? getTimecards({ fromDate, toDate }, request) : Promise.resolve(NO_TIMECARDS),
    [fromDate, toDate],
  );
  const list = usePagedList(timecardsKey(fromDate, toDate), fetchPage, { onFailure: 'keep' });
  const added = useNewRows(timecardsKey(fromDate, toDate), list, countNewTimecards, {
    enabled: Boolean(fromDate && toDate),
  });
  return { list, added };
}
