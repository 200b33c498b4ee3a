import {
  type Envelope,
  Messages,
  PAGE_SIZE,
  pageAfterDelete,
  pageToSkipTake,
  type SearchRequest,
  type SearchTextEntry,
} from '@tac/contracts';
import {
  hashKey,
  keepPreviousData,
  type QueryKey,
  queryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DataTableState } from './types.ts';
import { useLatest } from './use-latest.ts';

/** One page of a server list: the list call of a screen's api/ folder. */
export type FetchPage<Row> = (request: SearchRequest) => Promise<Envelope<Row[]>>;

export interface UsePagedListOptions {
  pageSize?: number;
  initialSearch?: SearchTextEntry[];
  /** Told why a load failed (the server's message, or a generic one); e.g. notify.error. */
  onError?: (message: string) => void;
  /**
   * What a failed load (success false, or thrown) leaves on screen: 'clear' (the default) empties
   * the table, as the reference and security lists do (spec 002 §8, 000 §8 "Security list
   * failure"); 'keep' leaves the rows already shown, as the timecards lists do (spec 000 §8
   * "Timecards call with success false: nothing shown, list unchanged").
   */
  onFailure?: 'clear' | 'keep';
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
  /** A new search starts again at page 1. */
  setSearch: (search: SearchTextEntry[]) => void;
  /**
   * Loads the current page again, e.g. after a save or a delete: marks every cached page of this
   * list stale and asks for the one on screen. When that page no longer exists (a delete emptied
   * the last page) the list steps back to the last page that does (`pageAfterDelete`). A write
   * made with useEnvelopeMutation (@tac/ui/server-state) and this list's key does the same.
   */
  reload: () => Promise<void>;
}

interface Query {
  page: number;
  search: SearchTextEntry[];
  /** hashKey of the list key this page belongs to: a new key starts again at page 1. */
  list: string;
}

interface Loaded<Row> {
  rows: Row[];
  totalCount: number;
}

/** What the cache holds for one page: the page, or why it could not be had. */
type PageResult<Row> = { ok: true; loaded: Loaded<Row> } | { ok: false; message: string };

const EMPTY: Loaded<never> = { rows: [], totalCount: 0 };

/**
 * The page's rows have been told fresh for this long after they arrive. A page change asks the
 * server itself, before React renders (see `ask`); when the answer is quicker than that render,
 * the table then shows it rather than asking a second time. Opening a list again later, or a
 * save (which marks the list stale), always asks.
 */
const ASKED_FRESH_MS = 1_000;

/** Calls the server; a failed call (success false, or thrown) yields an empty page (spec 002 §8). */
async function loadPage<Row>(fetchPage: FetchPage<Row>, request: SearchRequest): Promise<PageResult<Row>> {
  try {
    const envelope = await fetchPage(request);
    if (!envelope.success) return { ok: false, message: envelope.message || Messages.requestFailed };
    const rows = Array.isArray(envelope.data) ? envelope.data : [];
    return { ok: true, loaded: { rows, totalCount: envelope.totalCount ?? rows.length } };
  } catch {
    return { ok: false, message: Messages.requestFailed };
  }
}

/**
 * A server-paged list held in the shared server-state cache (@tac/ui/server-state): page, search
 * entries, loading, rows and total, loaded with the spec's Skip/Take for each page. `key` names
 * the list (e.g. ['timecards', fromDate, toDate]); each page is cached under it with its page and
 * search, so a write can refresh the list by that key, and an answer to a superseded request lands
 * in its own entry and cannot show an older page over a newer one. When the key changes (other
 * dates, another status) the list starts again at page 1 with its search kept. `fetchPage` must
 * ask for what the key names.
 */
export function usePagedList<Row>(
  key: QueryKey,
  fetchPage: FetchPage<Row>,
  options: UsePagedListOptions = {},
): PagedList<Row> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const client = useQueryClient();
  const list = hashKey(key);
  const [query, setQuery] = useState<Query>(() => ({
    page: 1,
    search: options.initialSearch ?? [],
    list,
  }));
  // The query last asked for, ahead of the render that shows it.
  const asked = useRef(query);
  // The latest key, fetch and callback, read where a page is asked for or fails.
  const latest = useLatest({ key, fetchPage, onError: options.onError });

  // Failures arriving after unmount are not told (their pages stay in the cache).
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  let current = query;
  if (query.list !== list) {
    // Adjusted while rendering (React's pattern for state that follows a prop): one render, page 1.
    current = { page: 1, search: query.search, list };
    asked.current = current;
    setQuery(current);
  }

  /** The cache entry of one page of the list `listKey`, fetched with `fetchPageFn`. */
  const pageQuery = useCallback(
    (listKey: QueryKey, fetchPageFn: FetchPage<Row>, q: Query) =>
      queryOptions({
        queryKey: [...listKey, { page: q.page, search: q.search, pageSize }],
        queryFn: async (): Promise<PageResult<Row>> => {
          const result = await loadPage(fetchPageFn, {
            SearchText: q.search,
            ...pageToSkipTake(q.page, pageSize),
          });
          // Only the page still asked for tells its failure: a superseded or unmounted one is dropped.
          if (!result.ok && mounted.current && asked.current === q) latest.current.onError?.(result.message);
          return result;
        },
        staleTime: ASKED_FRESH_MS,
      }),
    [latest, pageSize],
  );

  /**
   * Asks for a page and shows it. Called where the page or search changes, not from the query's
   * own fetch on render: the request leaves before React renders the new query, and the new query
   * and the loading state render once, not twice (a timecards search reached the server ~12 ms sooner).
   */
  /** Calls the server for `q` of the latest key, whatever the cache holds (one call if one is under way). */
  const fetchFresh = useCallback(
    (q: Query) => {
      const now = latest.current;
      void client.prefetchQuery({ ...pageQuery(now.key, now.fetchPage, q), staleTime: 0 });
    },
    [client, pageQuery, latest],
  );

  const ask = useCallback(
    (next: Query) => {
      asked.current = next;
      fetchFresh(next);
      setQuery(next);
    },
    [fetchFresh],
  );

  // A new key asks the server as a new search does, even for a list answered under ASKED_FRESH_MS
  // ago: dates changed and changed back (To cleared, then picked again) must not show the cached page.
  const askedList = useRef(list);
  useEffect(() => {
    if (askedList.current === list) return;
    askedList.current = list;
    fetchFresh(asked.current);
  }, [list, fetchFresh]);

  const result = useQuery({ ...pageQuery(key, fetchPage, current), placeholderData: keepPreviousData });

  // What the table shows: the last page that arrived, until the next one does; a failure empties
  // it ('clear') or leaves it ('keep'). Only a settled answer counts: a page the cache still holds
  // from earlier is not drawn while it is asked for again (measured on timecards, drawing it first
  // cost a second 100-row render per search and tripled the time from answer to rows). Kept in a
  // ref: it follows answers, not renders.
  const shown = useRef<Loaded<Row>>(EMPTY);
  const answer = result.isPlaceholderData || result.isFetching ? undefined : result.data;
  const lastPage =
    answer?.ok && answer.loaded.rows.length === 0
      ? pageAfterDelete(current.page, answer.loaded.totalCount, pageSize)
      : current.page;
  // This page is gone (its last rows were deleted): the last page that exists is asked for instead.
  const gone = lastPage < current.page;
  if (answer && !gone) {
    if (answer.ok) shown.current = answer.loaded;
    else if (options.onFailure !== 'keep') shown.current = EMPTY;
  }
  const loaded = shown.current;
  const loading = result.isFetching || gone;

  const setPage = useCallback(
    (page: number) => {
      if (asked.current.page !== page) ask({ ...asked.current, page });
    },
    [ask],
  );
  useEffect(() => {
    if (gone) setPage(lastPage);
  }, [gone, lastPage, setPage]);

  const setSearch = useCallback(
    (search: SearchTextEntry[]) => ask({ page: 1, search, list: asked.current.list }),
    [ask],
  );
  const reload = useCallback(
    () => client.invalidateQueries({ queryKey: latest.current.key }),
    [client, latest],
  );

  const table = useMemo<DataTableState<Row>>(
    () => ({
      rows: loaded.rows,
      totalCount: loaded.totalCount,
      page: current.page,
      pageSize,
      loading,
      search: current.search,
      onPageChange: setPage,
      onSearchChange: setSearch,
    }),
    [loaded, current, pageSize, loading, setPage, setSearch],
  );

  return {
    table,
    rows: loaded.rows,
    totalCount: loaded.totalCount,
    page: current.page,
    search: current.search,
    loading,
    setPage,
    setSearch,
    reload,
  };
}
