import {
  Messages,
  PAGE_SIZE,
  pageAfterDelete,
  pageToSkipTake,
  type SearchRequest,
  type SearchTextEntry,
} from '@tac/contracts';
import { hashKey, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { DataTableState } from './types.ts';
import { useLatest } from './use-latest.ts';

/** One page of a server list, as its list call answers it; throws an ApiError on failure. */
export interface ListPage<Row> {
  data: Row[];
  totalCount: number;
  moreThanTotalCount?: boolean;
}

/** The list call of a feature's api/ folder, asked with the page's Skip/Take and the search. */
export type FetchPage<Row> = (request: SearchRequest) => Promise<ListPage<Row>>;

export interface UsePagedListOptions {
  /** Defaults to PAGE_SIZE (100). */
  pageSize?: number;
  /** Told why a load failed (the ApiError's message, or the generic one); e.g. notify.error. */
  onError?: (message: string) => void;
  /**
   * What a failed load leaves on screen: 'clear' (the default) empties the table, as the reference,
   * security and workforce lists do (spec 002 §8, 001 §8, 000 §8 "Security list failure"); 'keep'
   * leaves the rows shown, as the timecards and vouchers lists do (spec 000 §8 "success false:
   * nothing shown, list unchanged").
   */
  onFailure?: 'clear' | 'keep';
  /** The search the list starts with, e.g. the filters another view of the same rows had. */
  initialSearch?: readonly SearchTextEntry[];
}

export interface PagedList<Row> {
  /** Spread into <DataTable {...list.table} />. */
  table: DataTableState<Row>;
  rows: readonly Row[];
  totalCount: number;
  page: number;
  search: readonly SearchTextEntry[];
  loading: boolean;
  setPage: (page: number) => void;
  /**
   * Asks for the page on screen again, for a Refresh or Retry button or polling; a write made with
   * useApiMutation naming the list's key does the same.
   */
  reload: () => Promise<void>;
}

const EMPTY: ListPage<never> = { data: [], totalCount: 0 };

/**
 * An ApiError's text (the server's, or the client's for a call that got no answer); anything else
 * thrown is a fault in the screen, not a message for the user. Known by its name: @tac/ui does not
 * depend on the client.
 */
function failureText(error: unknown): string {
  return error instanceof Error && error.name === 'ApiError' && error.message
    ? error.message
    : Messages.requestFailed;
}

/**
 * A server-paged list: its page and search, and each page a query under `key` with its page, search
 * and size, so a write naming `key` refreshes it. The cache's defaults (@tac/ui/server-state) decide
 * when a page is asked for; this hook decides only what the table shows. `key` names what
 * `fetchPage` asks for (e.g. ['timecards', fromDate, toDate]): another key starts again at page 1
 * with the search kept. See shared/docs/architecture.md "Server-paged lists".
 */
export function usePagedList<Row>(
  key: QueryKey,
  fetchPage: FetchPage<Row>,
  { pageSize = PAGE_SIZE, onError, onFailure = 'clear', initialSearch = [] }: UsePagedListOptions = {},
): PagedList<Row> {
  const client = useQueryClient();
  const list = hashKey(key);
  const [asked, setAsked] = useState(() => ({ list, page: 1, search: [...initialSearch] }));
  let current = asked;
  if (asked.list !== list) {
    current = { list, page: 1, search: asked.search };
    setAsked(current);
  }

  const query = useQuery({
    queryKey: [...key, { page: current.page, search: current.search, pageSize }],
    queryFn: () => fetchPage({ SearchText: current.search, ...pageToSkipTake(current.page, pageSize) }),
    // The list tells its own failures (onError), once.
    meta: { quiet: true },
  });

  // Only a settled answer is drawn: a page the cache still holds is not drawn while it is asked for
  // again, which on timecards was a second 100-row render per search. Until then the rows drawn last
  // stay, which react-query's placeholder cannot give: after a failure it would be the rows before it.
  const [shown, setShown] = useState<ListPage<Row>>(EMPTY);
  const settled = !query.isFetching;
  const failure = settled && query.isError ? query.error : null;
  const page = settled && !failure ? query.data : undefined;
  // A write emptied the last page: the last page that exists is asked for instead.
  const lastPage =
    page?.data.length === 0 ? pageAfterDelete(current.page, page.totalCount, pageSize) : current.page;
  const drawn = failure ? (onFailure === 'keep' ? shown : EMPTY) : page;
  if (lastPage < current.page) {
    current = { ...current, page: lastPage };
    setAsked(current);
  } else if (drawn && drawn !== shown) {
    setShown(drawn);
  }

  // Each failure of the page on screen is told once, the same one again too (a reload failing again).
  const tellFailure = useEffectEvent(() => onError?.(failureText(query.error)));
  const failedAt = failure ? query.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) tellFailure();
  }, [failedAt]);

  const setPage = useCallback(
    (page: number) => setAsked((from) => (from.page === page ? from : { ...from, page })),
    [],
  );
  const setSearch = useCallback(
    (search: SearchTextEntry[]) => setAsked((from) => ({ ...from, page: 1, search })),
    [],
  );
  const latestKey = useLatest(key);
  const reload = useCallback(
    () => client.invalidateQueries({ queryKey: latestKey.current }),
    [client, latestKey],
  );

  const loading = query.isFetching;
  const table = useMemo<DataTableState<Row>>(
    () => ({
      rows: shown.data,
      totalCount: shown.totalCount,
      moreThanTotalCount: shown.moreThanTotalCount,
      page: current.page,
      pageSize,
      loading,
      search: current.search,
      onPageChange: setPage,
      onSearchChange: setSearch,
    }),
    [shown, current.page, current.search, pageSize, loading, setPage, setSearch],
  );

  return {
    table,
    rows: shown.data,
    totalCount: shown.totalCount,
    page: current.page,
    search: current.search,
    loading,
    setPage,
    reload,
  };
}
