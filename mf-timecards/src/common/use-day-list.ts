import type { SearchRequest } from '@tac/contracts';
import { type FetchPage, usePagedList } from '@tac/ui/table';
import { useCallback, useState } from 'react';
import { queryDates, startOfLocalDay } from './dates.ts';

export type DayQuery = { fromDate: string; toDate: string };

/**
 * A paged list of one day's rows (the daily details and issue notes dialogs, spec 000 §2), today
 * first. `pickDay` shows the picker's day when `accept` takes it; keyed by day, another day starts
 * again at page 1 with the same search.
 */
export function useDayList<Row>(
  listKey: (fromDate: string) => readonly unknown[],
  fetchDay: (query: DayQuery, request: SearchRequest) => ReturnType<FetchPage<Row>>,
  accept: (day: Date | null) => day is Date,
) {
  const [day, setDay] = useState(() => startOfLocalDay(new Date()));
  const { fromDate, toDate } = queryDates(day, day);
  const fetchPage = useCallback(
    (request: SearchRequest) => fetchDay({ fromDate, toDate }, request),
    [fetchDay, fromDate, toDate],
  );
  const list = usePagedList(listKey(fromDate), fetchPage, { onFailure: 'keep' });
  const pickDay = (next: Date | null) => {
    if (accept(next)) setDay(startOfLocalDay(next));
  };
  return { day, pickDay, list };
}
