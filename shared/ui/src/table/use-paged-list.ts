import {
  Messages,
  PAGE_SIZE,
  pageAfterDelete,
  pageToSkipTake,
  type SearchRequest,
  type SearchTextEntry,
} from '@tac/contracts';
import { hashKey, type QueryKey, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { DataTableState } from './types.ts';
import { useLatest } from './use-latest.ts';

/**
 * One page of a server list: the list call of a screen's api/ folder. It resolves to the answer
 * (rows and totalCount) and throws an ApiError on failure.
 */
export type FetchPage<Row> = (
  request: SearchRequest,
) => Promise<{ data: Row[]; totalCount: number; moreThanTotalCount?: boolean }>;

export interface UsePagedListOptions {
  pageSize?: number;
  initialSearch?: SearchTextEntry[];
  /** Told why a load failed (the server's message, or a generic one); e.g. notify.error. */
  onError?: (message: string) => void;
  /**
   * What a failed load (refused, or thrown) leaves on screen: 'clear' (the default) empties the
   * table, as the reference and security lists do (spec 002 §8, 000 §8 "Security list failure");
   * 'keep' leaves the rows already shown, as the timecards lists do (spec 000 §8 "Timecards call
   * with success false: nothing shown, list unchanged").
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
   * (a delete emptied the last page) the list steps back to the last page that does
   * (`pageAfterDelete`). A write made with useApiMutation (@tac/ui/server-state) naming this list's
   * key does the same.
   */
  reload: () => Promise<void>;
}

/** The page asked for: `list` is the hashKey of the list key it belongs to. */
interface Ask {
  list: string;
  page: number;
  search: SearchTextEntry[];
  /** When it was asked for (Date.now): a page answered since then is its answer. */
  at: number;
}

interface Loaded<Row> {
  rows: Row[];
  totalCount: number;
  moreThanTotalCount?: boolean;
}

/**
 * What the cache holds for a page: the page, or why it could not be had. A failure is the page's
 * answer rather than the query's error: react-query asks again for an entry that holds an error
 * and no data as soon as it is shown, so a failure that came before React rendered the new page
 * was asked for a second time (and the second answer hid the first's message).
 */
type PageResult<Row> = { ok: true; loaded: Loaded<Row> } | { ok: false; message: string };

const EMPTY: Loaded<never> = { rows: [], totalCount: 0 };

/**
 * `ask` under the list `list`: a new key (other dates, another status) starts again at page 1 with
 * the search kept, and until the change is committed (`at` then) nothing cached is its answer.
 */
function forList(ask: Ask, list: string): Ask {
  return ask.list === list ? ask : { list, page: 1, search: ask.search, at: Number.POSITIVE_INFINITY };
}

/**
 * What the user is told of a failed load: an ApiError's text (the server's, or the client's for a
 * call that got no answer). Anything else thrown is a fault in the screen, not a message for the
 * user. Known by its name: @tac/ui does not depend on the client.
 */
function failureText(error: unknown): string {
  return error instanceof Error && error.name === 'ApiError' && error.message
    ? error.message
    : Messages.requestFailed;
}

async function loadPage<Row>(fetchPage: FetchPage<Row>, request: SearchRequest): Promise<PageResult<Row>> {
  try {
    const answer = await fetchPage(request);
    const rows = Array.isArray(answer.data) ? answer.data : [];
    const totalCount = answer.totalCount ?? rows.length;
    return {
      ok: true,
      loaded: answer.moreThanTotalCount
        ? { rows, totalCount, moreThanTotalCount: true }
        : { rows, totalCount },
    };
  } catch (error) {
    return { ok: false, message: failureText(error) };
  }
}

/**
 * The cache entry of one page. It is fresh only if it was answered since the page was last asked
 * for (`ask.at`): showing a page again, by going back to a search, a page or a key, or by opening
 * the list again, always asks the server; and the request a page change sends before React renders
 * (see `ask`) is the only one, even when its answer comes before that render. A write marks it
 * stale too (invalidation). Every answer is a new object (no structural sharing): the same failure
 * twice is told twice, and an answer's rows are not compared field by field with the last ones.
 * The list tells its own failures (`onError`); `quiet` keeps the cache from toasting anything that
 * still escapes as an error.
 */
function pageQuery<Row>(key: QueryKey, fetchPage: FetchPage<Row>, ask: Ask, pageSize: number) {
  return queryOptions<PageResult<Row>>({
    queryKey: [...key, { page: ask.page, search: ask.search, pageSize }],
    queryFn: () => loadPage(fetchPage, { SearchText: ask.search, ...pageToSkipTake(ask.page, pageSize) }),
    staleTime: (query) => (query.state.dataUpdatedAt >= ask.at ? Number.POSITIVE_INFINITY : 0),
    // A list opened again within the clock's millisecond asks too.
    refetchOnMount: 'always',
    structuralSharing: false,
    meta: { quiet: true },
  });
}

/**
 * A server-paged list held in the shared server-state cache (@tac/ui/server-state): page, search
 * entries, loading, rows and total, loaded with the spec's Skip/Take for each page. `key` names
 * the list (e.g. ['timecards', fromDate, toDate]); each page is cached under it with its page and
 * search, so a write can refresh the list by that key, and an answer to a superseded request lands
 * in its own entry and cannot show an older page over a newer one. When the key changes (other
 * dates, another status) the list starts again at page 1 with its search kept. `fetchPage` must
 * ask for what the key names. See shared/docs/architecture.md "Server-paged lists".
 */
export function usePagedList<Row>(
  key: QueryKey,
  fetchPage: FetchPage<Row>,
  options: UsePagedListOptions = {},
): PagedList<Row> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const client = useQueryClient();
  const list = hashKey(key);
  const [asked, setAsked] = useState<Ask>(() => ({
    list,
    page: 1,
    search: options.initialSearch ?? [],
    at: Date.now(),
  }));
  const current = forList(asked, list);

  const result = useQuery(pageQuery(key, fetchPage, current, pageSize));

  // Commits a key change (after the query has sent its request): going back to an earlier key
  // then starts at page 1 and asks the server too.
  useEffect(() => {
    const at = Date.now();
    setAsked((from) => (from.list === list ? from : { ...forList(from, list), at }));
  }, [list]);

  // What the table shows: a page once its answer is in; until then the rows drawn last (so a page
  // being asked for again is not drawn twice, its old rows then its new ones). A failure empties
  // the table or, with 'keep', leaves the rows drawn last. Those are remembered for the next load:
  // react-query's placeholder (the last page with data) would be the rows from before a failure.
  const [shown, setShown] = useState<Loaded<Row>>(EMPTY);
  const answer = result.isFetching ? undefined : result.data;
  const page = answer?.ok ? answer.loaded : undefined;
  // This page is gone (a delete emptied it): the last page that exists is asked for instead.
  const lastPage =
    page?.rows.length === 0 ? pageAfterDelete(current.page, page.totalCount, pageSize) : current.page;
  const gone = lastPage < current.page;
  const failed = answer?.ok === false;
  const loaded = failed ? (options.onFailure === 'keep' ? shown : EMPTY) : page && !gone ? page : shown;
  useEffect(() => setShown(loaded), [loaded]);
  const loading = result.isFetching || gone;

  // Only the page on screen tells its failure: a superseded or unmounted page's answer is dropped.
  const tellFailure = useEffectEvent((message: string) => options.onError?.(message));
  useEffect(() => {
    if (answer?.ok === false) tellFailure(answer.message);
  }, [answer]);

  const latest = useLatest({ key, fetchPage, current });
  /**
   * Asks for another page or search: the request leaves now, before React renders the new page
   * and its loading state (the query's own fetch would wait for that render); the query then finds
   * it under way, or answered.
   */
  const ask = useCallback(
    (change: (from: Ask) => Ask) => {
      const now = latest.current;
      const at = Date.now();
      void client.prefetchQuery(pageQuery(now.key, now.fetchPage, { ...change(now.current), at }, pageSize));
      setAsked((from) => ({ ...change(forList(from, now.current.list)), at }));
    },
    [client, latest, pageSize],
  );
  const setPage = useCallback(
    (page: number) => {
      if (latest.current.current.page !== page) ask((from) => ({ ...from, page }));
    },
    [ask, latest],
  );
  const setSearch = useCallback(
    (search: SearchTextEntry[]) => ask((from) => ({ ...from, page: 1, search })),
    [ask],
  );
  useEffect(() => {
    if (gone) setPage(lastPage);
  }, [gone, lastPage, setPage]);

  const reload = useCallback(
    () => client.invalidateQueries({ queryKey: latest.current.key }),
    [client, latest],
  );

  const table = useMemo<DataTableState<Row>>(
    () => ({
      rows: loaded.rows,
      totalCount: loaded.totalCount,
      moreThanTotalCount: loaded.moreThanTotalCount,
      page: current.page,
      pageSize,
      loading,
      search: current.search,
      onPageChange: setPage,
      onSearchChange: setSearch,
    }),
    [loaded, current.page, current.search, pageSize, loading, setPage, setSearch],
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
