import {
  type Envelope,
  Messages,
  PAGE_SIZE,
  pageAfterDelete,
  pageToSkipTake,
  type SearchRequest,
  type SearchTextEntry,
} from '@tac/contracts';
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
   * Loads the current page again, e.g. after a save or a delete. When that page no longer exists
   * (a delete emptied the last page) it steps back to the last page that does (`pageAfterDelete`).
   */
  reload: () => Promise<void>;
}

interface Query {
  page: number;
  search: SearchTextEntry[];
}

interface Loaded<Row> {
  rows: Row[];
  totalCount: number;
}

const EMPTY: Loaded<never> = { rows: [], totalCount: 0 };

/** Calls the server; a failed call (success false, or thrown) yields an empty page (spec 002 §8). */
async function loadPage<Row>(
  fetchPage: FetchPage<Row>,
  request: SearchRequest,
): Promise<{ ok: true; loaded: Loaded<Row> } | { ok: false; message: string }> {
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
 * A server-paged list: page, search entries, loading, rows and total, loaded with the spec's
 * Skip/Take for each page. Answers to superseded requests are dropped, so quick paging or typing
 * cannot show an older page over a newer one.
 */
export function usePagedList<Row>(
  fetchPage: FetchPage<Row>,
  options: UsePagedListOptions = {},
): PagedList<Row> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const [query, setQuery] = useState<Query>(() => ({ page: 1, search: options.initialSearch ?? [] }));
  const [loaded, setLoaded] = useState<Loaded<Row>>(EMPTY);
  const [loading, setLoading] = useState(true);

  // The latest callbacks, read when a request is made or an answer arrives rather than captured.
  const latest = useLatest({ fetchPage, onError: options.onError, onFailure: options.onFailure });
  // The query last asked for, ahead of the render that shows it.
  const asked = useRef(query);
  const requestId = useRef(0);

  /**
   * Asks for a page and shows it. Called where the page or search changes, not from an effect on
   * the query: the request leaves before React renders the new query, and the new query and the
   * loading state render once, not twice (a timecards search reached the server ~12 ms sooner).
   */
  const load = useCallback(
    async (next: Query): Promise<void> => {
      const id = ++requestId.current;
      asked.current = next;
      setQuery(next);
      setLoading(true);
      const result = await loadPage(latest.current.fetchPage, {
        SearchText: next.search,
        ...pageToSkipTake(next.page, pageSize),
      });
      if (id !== requestId.current) return;

      if (!result.ok) {
        if (latest.current.onFailure !== 'keep') setLoaded(EMPTY);
        setLoading(false);
        latest.current.onError?.(result.message);
        return;
      }
      const { rows, totalCount } = result.loaded;
      const existing = pageAfterDelete(next.page, totalCount, pageSize);
      if (rows.length === 0 && existing < next.page) {
        // This page is gone (its last rows were deleted): show the last page that exists instead.
        return load({ page: existing, search: next.search });
      }
      setLoaded(result.loaded);
      setLoading(false);
    },
    [pageSize, latest],
  );

  // The first page; an answer arriving after unmount is dropped.
  useEffect(() => {
    void load(asked.current);
    return () => {
      requestId.current++;
    };
  }, [load]);

  const setPage = useCallback(
    (page: number) => {
      if (asked.current.page !== page) void load({ ...asked.current, page });
    },
    [load],
  );
  const setSearch = useCallback(
    (search: SearchTextEntry[]) => {
      void load({ page: 1, search });
    },
    [load],
  );
  const reload = useCallback(() => load(asked.current), [load]);

  const table = useMemo<DataTableState<Row>>(
    () => ({
      rows: loaded.rows,
      totalCount: loaded.totalCount,
      page: query.page,
      pageSize,
      loading,
      search: query.search,
      onPageChange: setPage,
      onSearchChange: setSearch,
    }),
    [loaded, query, pageSize, loading, setPage, setSearch],
  );

  return {
    table,
    rows: loaded.rows,
    totalCount: loaded.totalCount,
    page: query.page,
    search: query.search,
    loading,
    setPage,
    setSearch,
    reload,
  };
}
