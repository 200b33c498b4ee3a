import { hashKey, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { PagedList } from './use-paged-list.ts';

/** How often an open list asks whether rows were added: a count is cheap, a reload of 100 rows is not. */
export const NEW_ROWS_POLL_MS = 20_000;

/** What was added since a mark, and the mark of this count (the next `since` once the list is shown). */
export interface NewRowsCount {
  count: number;
  mark: string;
}

/**
 * Counts the rows added since `since`, the mark of an earlier count. The first ask, as the list is
 * read, has no mark: it only takes one (its count is not used).
 */
export type CountNewRows = (since: string | undefined) => Promise<NewRowsCount>;

export interface UseNewRowsOptions {
  /** Defaults to NEW_ROWS_POLL_MS. */
  intervalMs?: number;
  /** False stops asking (e.g. a list with no dates to show). */
  enabled?: boolean;
}

export interface NewRows {
  /** Rows added since the list was read; 0 while nothing was, or before the first count. */
  count: number;
  /** Reloads the list at page 1 and counts from the last count's mark. */
  show: () => void;
}

type ListAccess = Pick<PagedList<unknown>, 'page' | 'search' | 'setPage' | 'reload'>;

/**
 * "N new — show" for a server list (shared/docs/architecture.md "Server-paged lists"): while the
 * list is open it asks `countNew` now and then whether rows were added since it was read, instead
 * of reloading under the user's eyes. `show` reloads it at page 1. A new key or search is a list
 * read afresh: the count starts again. The count's failures are quiet: the notice just stays away.
 */
export function useNewRows(
  listKey: QueryKey,
  list: ListAccess,
  countNew: CountNewRows,
  options: UseNewRowsOptions = {},
): NewRows {
  const intervalMs = options.intervalMs ?? NEW_ROWS_POLL_MS;
  const client = useQueryClient();
  const identity = hashKey([listKey, list.search]);
  const [marked, setMarked] = useState<{ identity: string; mark: string | undefined }>({
    identity,
    mark: undefined,
  });
  let current = marked;
  if (marked.identity !== identity) {
    // Adjusted while rendering (React's pattern for state that follows a prop): counted afresh.
    current = { identity, mark: undefined };
    setMarked(current);
  }
  const queryKey = ['new-rows', identity, current.mark ?? null] as const;
  const counted = useQuery({
    queryKey,
    queryFn: () => countNew(current.mark),
    enabled: options.enabled ?? true,
    // The first ask takes the mark at once, whatever an earlier visit left in the cache; later ones
    // come every interval, while the tab is seen.
    staleTime: current.mark === undefined ? 0 : intervalMs,
    refetchInterval: current.mark === undefined ? false : intervalMs,
    meta: { quiet: true },
  });

  /** Counts from `mark` on: its count starts at 0 and is first asked for an interval later. */
  const markAt = useCallback(
    (mark: string) => {
      client.setQueryData<NewRowsCount>(['new-rows', identity, mark], { count: 0, mark });
      setMarked({ identity, mark });
    },
    [client, identity],
  );

  const firstMark = current.mark === undefined ? counted.data?.mark : undefined;
  useEffect(() => {
    if (firstMark !== undefined) markAt(firstMark);
  }, [firstMark, markAt]);

  const { page, setPage, reload } = list;
  const lastMark = counted.data?.mark;
  const show = useCallback(() => {
    if (lastMark !== undefined) markAt(lastMark);
    if (page === 1) void reload();
    else setPage(1);
  }, [lastMark, markAt, page, reload, setPage]);

  return { count: current.mark === undefined ? 0 : (counted.data?.count ?? 0), show };
}

/**
 * A CountNewRows over a call that counts what arrived since the mark of an earlier count and answers
 * its own mark as `asOf` (GET /api/Field/Arrivals, shared/docs/field-sync.md "Counting what is
 * new"). The first ask sends no mark: the server's answer only gives one. The browser never makes a
 * mark, so neither its clock nor the order in which the server's writes began matters.
 */
export function countSince<Answer extends { asOf: string }>(
  ask: (since: string | undefined) => Promise<Answer>,
  pick: (answer: Answer) => number,
): CountNewRows {
  return async (since) => {
    const answer = await ask(since);
    return { count: since === undefined ? 0 : pick(answer), mark: answer.asOf };
  };
}
