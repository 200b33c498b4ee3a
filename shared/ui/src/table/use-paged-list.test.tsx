import type { Envelope, SearchRequest } from '@tac/contracts';
import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerStateProvider } from '../server-state/ServerStateProvider.tsx';
import { useEnvelopeMutation } from '../server-state/use-envelope-mutation.ts';
import { deferred } from '../testing/deferred.ts';
import { renderWithUi } from '../testing/render.tsx';
import { envelope, type Item, items, nameColumn } from '../testing/table-fixtures.ts';
import { DataTable } from './DataTable.tsx';
import { type FetchPage, usePagedList } from './use-paged-list.ts';

const firstPage = { SearchText: [], Skip: 0, Take: 100 };
const KEY = ['items'];

function ItemsScreen({ fetchPage }: { fetchPage: FetchPage<Item> }) {
  const list = usePagedList(KEY, fetchPage);
  return <DataTable label="Items" columns={[nameColumn]} rowKey={(row) => row.id} {...list.table} />;
}

describe('usePagedList', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads page 1 with Skip 0 / Take 100 and holds rows and total', async () => {
    const fetchPage = vi.fn(async (_: SearchRequest) => envelope(items(100), 250));
    const { result } = renderHook(() => usePagedList(KEY, fetchPage), { wrapper: ServerStateProvider });
    expect(result.current.loading).toBe(true);

    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(fetchPage).toHaveBeenCalledWith(firstPage);
    expect(result.current.rows).toHaveLength(100);
    expect(result.current.totalCount).toBe(250);
    expect(result.current.table.page).toBe(1);
  });

  it('asks for page n with Skip (n-1)*100+1 / Take n*100', async () => {
    const fetchPage = vi.fn(async (_: SearchRequest) => envelope(items(100), 250));
    const { result } = renderHook(() => usePagedList(KEY, fetchPage), { wrapper: ServerStateProvider });
    await waitFor(() => expect(result.current.loading).toBe(false));

    act(() => result.current.setPage(3));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ SearchText: [], Skip: 201, Take: 300 }));
    expect(result.current.page).toBe(3);
  });

  it('starts a new search at page 1', async () => {
    const fetchPage = vi.fn(async (_: SearchRequest) => envelope(items(100), 250));
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
    const fetchPage = vi.fn(async (_: SearchRequest) => envelope(items(100), 250));
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

  it('empties the list and reports the message when the server says success false', async () => {
    const onError = vi.fn();
    let answer = envelope(items(3));
    const fetchPage = vi.fn(async () => answer);
    const { result } = renderHook(() => usePagedList(KEY, fetchPage, { onError }), {
      wrapper: ServerStateProvider,
    });
    await waitFor(() => expect(result.current.rows).toHaveLength(3));

    answer = envelope([], 0, false, 'Access denied');
    await act(() => result.current.reload());
    expect(result.current.rows).toEqual([]);
    expect(result.current.totalCount).toBe(0);
    expect(result.current.loading).toBe(false);
    expect(onError).toHaveBeenCalledWith('Access denied');
  });

  it("with onFailure 'keep', leaves the rows shown when the server says success false (spec 000 §8)", async () => {
    const onError = vi.fn();
    let answer = envelope(items(3), 3);
    const fetchPage = vi.fn(async () => answer);
    const { result } = renderHook(() => usePagedList(KEY, fetchPage, { onError, onFailure: 'keep' }), {
      wrapper: ServerStateProvider,
    });
    await waitFor(() => expect(result.current.rows).toHaveLength(3));

    answer = envelope([], 0, false, 'Busy');
    await act(() => result.current.reload());
    expect(result.current.rows).toHaveLength(3);
    expect(result.current.totalCount).toBe(3);
    expect(result.current.loading).toBe(false);
    expect(onError).toHaveBeenCalledWith('Busy');
  });

  it('empties the list when the call throws', async () => {
    const onError = vi.fn();
    const fetchPage = vi.fn(async (): Promise<ReturnType<typeof envelope>> => {
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
      Skip === 0 ? envelope(items(100), total) : envelope(total > 100 ? items(1, 101) : [], total),
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
    const slow = deferred<ReturnType<typeof envelope>>();
    const fetchPage = vi.fn(({ Skip }: SearchRequest) =>
      Skip === 0 ? slow.promise : Promise.resolve(envelope(items(1, 101), 101)),
    );
    const { result } = renderHook(() => usePagedList(KEY, fetchPage), { wrapper: ServerStateProvider });
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.rows).toHaveLength(1));

    await act(async () => slow.resolve(envelope(items(100), 101)));
    expect(result.current.rows[0]?.id).toBe(101);
  });

  it('a successful write naming the list refreshes it; a failed one does not ask again', async () => {
    let stored = items(2);
    const fetchPage = vi.fn(async (_: SearchRequest) => envelope(stored, stored.length));
    const { result } = renderHook(
      () => ({
        list: usePagedList(KEY, fetchPage),
        add: useEnvelopeMutation(
          async (item: Item): Promise<Envelope<null>> => {
            if (item.name === '')
              return { success: false, message: 'Name is required', data: null, totalCount: 0 };
            stored = [...stored, item];
            return { success: true, message: 'Saved', data: null, totalCount: 0 };
          },
          [KEY],
        ),
      }),
      { wrapper: ServerStateProvider },
    );
    await waitFor(() => expect(result.current.list.rows).toHaveLength(2));

    await act(() => result.current.add.mutateAsync({ id: 3, name: '' }));
    expect(fetchPage).toHaveBeenCalledTimes(1);

    await act(() => result.current.add.mutateAsync({ id: 3, name: 'Item 3' }));
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(result.current.list.rows.map((row) => row.name)).toEqual(['Item 1', 'Item 2', 'Item 3']);
    expect(result.current.list.loading).toBe(false);
  });

  it('starts again at page 1, keeping the search, when its key changes', async () => {
    const fetchPage = vi.fn(async (_: SearchRequest) => envelope(items(100), 250));
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

  it('asks the server again when its key returns to a list answered a moment ago', async () => {
    const fetchPage = vi.fn(async (_: SearchRequest) => envelope(items(3)));
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
    const fetchPage = vi.fn(async (_: SearchRequest) => envelope(items(100), 250));
    const { result } = renderHook(() => usePagedList(KEY, fetchPage), { wrapper: ServerStateProvider });
    await waitFor(() => expect(result.current.loading).toBe(false));

    await act(async () => result.current.setPage(2));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('keeps the rows shown, not a cached page, while that page is asked for again', async () => {
    const later = deferred<ReturnType<typeof envelope>>();
    const fetchPage = vi.fn(async ({ SearchText }: SearchRequest) =>
      SearchText?.length ? envelope(items(1, 500)) : envelope(items(3)),
    );
    const { result } = renderHook(() => usePagedList(KEY, fetchPage), { wrapper: ServerStateProvider });
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    act(() => result.current.setSearch([{ FieldName: 'Name', Value: 'x' }]));
    await waitFor(() => expect(result.current.rows).toHaveLength(1));

    fetchPage.mockImplementationOnce(() => later.promise);
    act(() => result.current.setSearch([]));
    expect(result.current.loading).toBe(true);
    expect(result.current.rows[0]?.id).toBe(500);
    await act(async () => later.resolve(envelope(items(2))));
    expect(result.current.rows).toHaveLength(2);
    expect(result.current.loading).toBe(false);
  });

  it('with DataTable: a search 1 s after typing goes back to page 1', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchPage = vi.fn(async (_: SearchRequest) => envelope(items(100), 250));
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
