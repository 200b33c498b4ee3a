import type { SearchRequest, SearchTextEntry } from '@tac/contracts';
import { useNewRows, usePagedList } from '@tac/ui/table';
import { useCallback, useMemo } from 'react';
import { countNewTimecards } from './count-new-timecards.ts';
import { getTimecards, NO_TIMECARDS, timecardsKey } from './get-timecards.ts';

/**
 * The timecards of the query dates, server-paged, and the lines devices pushed since the list was
 * read ("N new — show", shared/docs/field-sync.md: offered, not slipped in). Keyed by range: a new
 * range (or an invalid one, which clears the list) starts again at page 1 with the same search.
 * Spec 000 §8: a failed load (a thrown ApiError) shows nothing and leaves the list as it was.
 */
export function useTimecards(
  fromDate: string | undefined,
  toDate: string | undefined,
  { fixedSearch = NONE, initialSearch = NONE }: TimecardsOptions = {},
) {
  // An invalid range clears the list (spec 000 §5) without asking the server.
  const fetchPage = useCallback(
    (request: SearchRequest) =>
      fromDate && toDate
        ? getTimecards(
            { fromDate, toDate },
            { ...request, SearchText: [...(request.SearchText ?? []), ...fixedSearch] },
          )
        : Promise.resolve(NO_TIMECARDS),
    [fromDate, toDate, fixedSearch],
  );
  const key =
    fixedSearch.length > 0
      ? [...timecardsKey(fromDate, toDate), fixedSearch]
      : timecardsKey(fromDate, toDate);
  const list = usePagedList(key, fetchPage, { onFailure: 'keep', initialSearch });
  const added = useNewRows(timecardsKey(fromDate, toDate), list, countNewTimecards, {
    // A list held to fixed searches (one employee-week) is not where new lines are offered.
    enabled: Boolean(fromDate && toDate) && fixedSearch.length === 0,
  });
  // What the list shows is its boxes' searches and the fixed ones: what "all matching" and the CSV read.
  const search = useMemo(() => [...list.search, ...fixedSearch], [list.search, fixedSearch]);
  return { list, added, search };
}

const NONE: readonly SearchTextEntry[] = [];

export interface TimecardsOptions {
  /** Searches every page is asked with and no box shows (one employee-week's lines). */
  fixedSearch?: readonly SearchTextEntry[];
  /** The search the boxes start with: the filters the other view had. */
  initialSearch?: readonly SearchTextEntry[];
}
