import type { SearchRequest } from '@tac/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../server-state/query-client.ts';
import { ServerStateProvider } from '../server-state/ServerStateProvider.tsx';
import { useApiMutation } from '../server-state/use-api-mutation.ts';
import { deferred } from '../testing/deferred.ts';
import { renderWithUi } from '../testing/render.tsx';
import { type Item, items, nameColumn, page, refusal, settle } from '../testing/table-fixtures.ts';
import { notify } from '../toast/notify.ts';
import { DataTable } from './DataTable.tsx';
import { type FetchPage, type UsePagedListOptions, usePagedList } from './use-paged-list.ts';

const firstPage = { SearchText: [], Skip: 0, Take: 100 };
const KEY = ['items'];

function ItemsScreen({
  fetchPage,
  onError,
}: {
  fetchPage: FetchPage<Item>;
  onError?: (message: string) => void;
}) {
  const list = usePagedList(KEY, fetchPage, { onError });
  return <DataTable label="Items" columns={[nameColumn]} rowKey={(row) => row.id} {...list.table} />;
}

/** One cache for several renders, as the host's is for every screen it opens. */
function sharedCache() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return wrapper;
}

/** A list that has loaded three rows and is refused with `message` from then on. */
async function loadedThenRefused(message: string, options: Omit<UsePagedListOptions, 'onError'> = {}) {
  const onError = vi.fn();
  let answer: ReturnType<typeof page> | Error = page(items(3));
  const fetchPage = vi.fn(() => settle(answer));
  const { result } = renderHook(() => usePagedList(KEY, fetchPage, { onError, ...options }), {
    wrapper: ServerStateProvider,
  });
  await waitFor(() => expect(result.current.rows).toHaveLength(3));
  answer = refusal(message);
  return { result, onError };
}

describe('usePagedList', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('loads page 1 with Skip 0 / Take 100 and holds rows and total', async () => {
    const fetchPage = vi.fn(async (_: SearchRequest) => page(items(100), 250));
    const { result } = renderHook(() => usePagedList(KEY, fetchPage), { wrapper: ServerStateProvider });
    expect(result.current.loading).toBe(true);

    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(fetchPage).toHaveBeenCalledWith(firstPage);
    expect(result.current.rows).toHaveLength(100);
    expect(result.current.totalCount).toBe(250);
    expect(result.current.table.page).toBe(1);
  });

  it('asks for page n with Skip (n-1)*100+1 / Take n*100', async () => {
    const fetchPage = vi.fn(async (_: SearchRequest) => page(items(100), 250));
    const { result } = renderHook(() => usePagedList(KEY, fetchPage), { wrapper: ServerStateProvider });
    await waitFor(() => expect(result.current.loading).toBe(false));

    act(() => result.current.setPage(3));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ SearchText: [], Skip: 201, Take: 300 }));
    expect(result.current.page).toBe(3);
  });

  it('starts a new search at page 1', async () => {
    const fetchPage = vi.fn(async (_: SearchRequest) => page(items(100), 250));
    const { result } = renderHook(() => usePagedList(KEY, fetchPage), { wrapper: ServerStateProvider });
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.loading).toBe(false));

    act(() => result.current.setSearch([{ FieldName: 'Name', Value: 'x' }]));
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith({
        SearchText: [{ FieldName: 'Name', Value: 'x' }],
        Skip: 0,
        Take: 100,
      }),
    );
    expect(result.current.page).toBe(1);
  });

  it('asks the server as soon as the search changes, before React renders it', async () => {
    const fetchPage = vi.fn(async (_: SearchRequest) => page(items(100), 250));
    const { result } = renderHook(() => usePagedList(KEY, fetchPage), { wrapper: ServerStateProvider });
    await waitFor(() => expect(result.current.loading).toBe(false));

    const search = [{ FieldName: 'Name', Value: 'x' }];
    act(() => {
      result.current.setSearch(search);
      // Inside act nothing has rendered yet: the request must already be on its way.
      expect(fetchPage).toHaveBeenCalledTimes(2);
      expect(result.current.search).toEqual([]);
    });
    expect(result.current.search).toEqual(search);
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
  });

  it('empties the list and reports the message when the server refuses', async () => {
    const { result, onError } = await loadedThenRefused('Access denied');
    await act(() => result.current.reload());
    expect(result.current.rows).toEqual([]);
    expect(result.current.totalCount).toBe(0);
    expect(result.current.loading).toBe(false);
    expect(onError).toHaveBeenCalledWith('Access denied');
  });

  it("with onFailure 'keep', leaves the rows shown when the server refuses (spec 000 §8)", async () => {
    const { result, onError } = await loadedThenRefused('Busy', { onFailure: 'keep' });
    await act(() => result.current.reload());
    expect(result.current.rows).toHaveLength(3);
    expect(result.current.totalCount).toBe(3);
    expect(result.current.loading).toBe(false);
    expect(onError).toHaveBeenCalledWith('Busy');
  });

  it('empties the list when the call throws', async () => {
    const onError = vi.fn();
    const fetchPage = vi.fn(async (): Promise<ReturnType<typeof page>> => {
      throw new Error('boom');
    });
    const { result } = renderHook(() => usePagedList<Item>(KEY, fetchPage, { onError }), {
      wrapper: ServerStateProvider,
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.rows).toEqual([]);
    expect(onError).toHaveBeenCalledWith('The request could not be completed. Please try again.');
  });

  it('steps back a page when a reload finds the current page gone', async () => {
    let total = 101;
    const fetchPage = vi.fn(async ({ Skip }: SearchRequest) =>
      Skip === 0 ? page(items(100), total) : page(total > 100 ? items(1, 101) : [], total),
    );
    const { result } = renderHook(() => usePagedList(KEY, fetchPage), { wrapper: ServerStateProvider });
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.rows).toHaveLength(1));

    total = 100; // the only row of page 2 was deleted
    await act(() => result.current.reload());
    await waitFor(() => expect(result.current.page).toBe(1));
    await waitFor(() => expect(result.current.rows).toHaveLength(100));
    expect(fetchPage).toHaveBeenLastCalledWith(firstPage);
  });

  it('shows the newest request when answers arrive out of order', async () => {
    const slow = deferred<ReturnType<typeof page>>();
    const fetchPage = vi.fn(({ Skip }: SearchRequest) =>
      Skip === 0 ? slow.promise : Promise.resolve(page(items(1, 101), 101)),
    );
    const { result } = renderHook(() => usePagedList(KEY, fetchPage), { wrapper: ServerStateProvider });
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.rows).toHaveLength(1));

    await act(async () => slow.resolve(page(items(100), 101)));
    expect(result.current.rows[0]?.id).toBe(101);
  });

  it('a successful write naming the list refreshes it; a failed one does not ask again', async () => {
    let stored = items(2);
    const fetchPage = vi.fn(async (_: SearchRequest) => page(stored, stored.length));
    const { result } = renderHook(
      () => ({
        list: usePagedList(KEY, fetchPage),
        add: useApiMutation(
          async (item: Item) => {
            if (item.name === '') throw refusal('Name is required');
            stored = [...stored, item];
            return { data: null, message: 'Saved', totalCount: 0 };
          },
          [KEY],
        ),
      }),
      { wrapper: ServerStateProvider },
    );
    await waitFor(() => expect(result.current.list.rows).toHaveLength(2));

    await act(() =>
      expect(result.current.add.mutateAsync({ id: 3, name: '' })).rejects.toThrow('Name is required'),
    );
    expect(fetchPage).toHaveBeenCalledTimes(1);

    await act(() => result.current.add.mutateAsync({ id: 3, name: 'Item 3' }));
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(result.current.list.rows.map((row) => row.name)).toEqual(['Item 1', 'Item 2', 'Item 3']);
    expect(result.current.list.loading).toBe(false);
  });

  it('starts again at page 1, keeping the search, when its key changes', async () => {
    const fetchPage = vi.fn(async (_: SearchRequest) => page(items(100), 250));
    const search = [{ FieldName: 'Name', Value: 'x' }];
    const { result, rerender } = renderHook(({ day }) => usePagedList(['items', day], fetchPage), {
      wrapper: ServerStateProvider,
      initialProps: { day: 1 },
    });
    act(() => result.current.setSearch(search));
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.loading).toBe(false));

    rerender({ day: 2 });
    expect(result.current.page).toBe(1);
    expect(result.current.search).toEqual(search);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(fetchPage).toHaveBeenLastCalledWith({ SearchText: search, Skip: 0, Take: 100 });
  });

  it('starts at page 1 when its key goes back to an earlier one', async () => {
    const fetchPage = vi.fn(async (_: SearchRequest) => page(items(100), 250));
    const { result, rerender } = renderHook(({ day }) => usePagedList(['items', day], fetchPage), {
      wrapper: ServerStateProvider,
      initialProps: { day: 1 },
    });
    act(() => result.current.setPage(3));
    await waitFor(() => expect(result.current.loading).toBe(false));
    rerender({ day: 2 });
    await waitFor(() => expect(result.current.loading).toBe(false));

    rerender({ day: 1 });
    expect(result.current.page).toBe(1);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.page).toBe(1);
    expect(fetchPage).toHaveBeenLastCalledWith(firstPage);
  });

  it('asks the server again when its key returns to a list answered a moment ago', async () => {
    const fetchPage = vi.fn(async (_: SearchRequest) => page(items(3)));
    const { result, rerender } = renderHook(({ day }) => usePagedList(['items', day], fetchPage), {
      wrapper: ServerStateProvider,
      initialProps: { day: 1 },
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    rerender({ day: 2 });
    await waitFor(() => expect(result.current.loading).toBe(false));
    // A key never asked for is called once: the query's own fetch and this one are one call.
    expect(fetchPage).toHaveBeenCalledTimes(2);
    rerender({ day: 1 });
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(fetchPage).toHaveBeenCalledTimes(3);
    expect(result.current.rows).toHaveLength(3);
  });

  it('asks once per page change even when the answer comes before React renders it', async () => {
    const fetchPage = vi.fn(async (_: SearchRequest) => page(items(100), 250));
    const { result } = renderHook(() => usePagedList(KEY, fetchPage), { wrapper: ServerStateProvider });
    await waitFor(() => expect(result.current.loading).toBe(false));

    await act(async () => result.current.setPage(2));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('keeps the rows shown, not a cached page, while that page is asked for again', async () => {
    const later = deferred<ReturnType<typeof page>>();
    const fetchPage = vi.fn(async ({ SearchText }: SearchRequest) =>
      SearchText?.length ? page(items(1, 500)) : page(items(3)),
    );
    const { result } = renderHook(() => usePagedList(KEY, fetchPage), { wrapper: ServerStateProvider });
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    act(() => result.current.setSearch([{ FieldName: 'Name', Value: 'x' }]));
    await waitFor(() => expect(result.current.rows).toHaveLength(1));

    fetchPage.mockImplementationOnce(() => later.promise);
    act(() => result.current.setSearch([]));
    expect(result.current.loading).toBe(true);
    expect(result.current.rows[0]?.id).toBe(500);
    await act(async () => later.resolve(page(items(2))));
    expect(result.current.rows).toHaveLength(2);
    expect(result.current.loading).toBe(false);
  });

  it('reads the typed answer, and tells a thrown ApiError once, without the cache toasting it too', async () => {
    const toast = vi.spyOn(notify, 'error');
    const onError = vi.fn();
    const fetchPage = vi.fn(async ({ Skip }: SearchRequest) => {
      if (Skip > 0) throw refusal('You do not have access to this page.');
      return { data: items(100), totalCount: 250, message: '' };
    });
    const { result } = renderHook(() => usePagedList(KEY, fetchPage, { onError }), {
      wrapper: ServerStateProvider,
    });
    await waitFor(() => expect(result.current.rows).toHaveLength(100));
    expect(result.current.totalCount).toBe(250);

    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.rows).toEqual([]);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith('You do not have access to this page.');
    expect(toast).not.toHaveBeenCalled();
  });

  it('with DataTable: tells a failure that comes before React renders the search, and asks once', async () => {
    const onError = vi.fn();
    const fetchPage = vi.fn(async ({ SearchText }: SearchRequest) =>
      settle(SearchText?.length ? refusal('The server could not be reached.') : page(items(3))),
    );
    renderWithUi(<ItemsScreen fetchPage={fetchPage} onError={onError} />);
    expect(await screen.findByText('Item 1')).toBeInTheDocument();

    // The debounce fires outside React: the refusal is in before React renders the new search.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Name' }), { target: { value: 'x' } });
    await waitFor(() => expect(onError).toHaveBeenCalledWith('The server could not be reached.'), {
      timeout: 3000,
    });
    await waitFor(() => expect(screen.queryByText('Item 1')).not.toBeInTheDocument());
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('tells the same failure again when a reload fails again', async () => {
    const { result, onError } = await loadedThenRefused('Busy');
    await act(() => result.current.reload());
    await act(() => result.current.reload());
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('asks the server again when the list is opened again at once', async () => {
    const wrapper = sharedCache();
    const fetchPage = vi.fn(async (_: SearchRequest) => page(items(3)));
    const first = renderHook(() => usePagedList(KEY, fetchPage), { wrapper });
    await waitFor(() => expect(first.result.current.rows).toHaveLength(3));
    first.unmount();

    const again = renderHook(() => usePagedList(KEY, fetchPage), { wrapper });
    await waitFor(() => expect(again.result.current.loading).toBe(false));
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(again.result.current.rows).toHaveLength(3);
  });

  it('with DataTable: a search 1 s after typing goes back to page 1', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchPage = vi.fn(async (_: SearchRequest) => page(items(100), 250));
    renderWithUi(<ItemsScreen fetchPage={fetchPage} />);
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await act(async () => {});
    expect(fetchPage).toHaveBeenLastCalledWith({ SearchText: [], Skip: 101, Take: 200 });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Name' }), { target: { value: 'gra' } });
    await act(async () => vi.advanceTimersByTime(999));
    expect(fetchPage).toHaveBeenCalledTimes(2);
    await act(async () => vi.advanceTimersByTime(1));
    expect(fetchPage).toHaveBeenCalledTimes(3);
    expect(fetchPage).toHaveBeenLastCalledWith({
      SearchText: [{ FieldName: 'Name', Value: 'gra' }],
      Skip: 0,
      Take: 100,
    });
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });
});
