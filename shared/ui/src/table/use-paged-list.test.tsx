import { type SearchRequest, skipTakeToOffsetLimit } from '@tac/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../provider/UiProvider.tsx';
import { createQueryClient } from '../server-state/query-client.ts';
import { useApiMutation } from '../server-state/use-api-mutation.ts';
import { writeWithToasts } from '../server-state/write-with-toasts.ts';
import { deferred } from '../testing/deferred.ts';
import { renderPage } from '../testing/render.tsx';
import { type Item, items, nameColumn, page, refusal } from '../testing/table-fixtures.ts';
import { AppToaster } from '../toast/AppToaster.tsx';
import { notify } from '../toast/notify.ts';
import { toaster } from '../toast/toaster.ts';
import { DataTable, SEARCH_DEBOUNCE_MS } from './DataTable.tsx';
import { type UsePagedListOptions, usePagedList } from './use-paged-list.ts';

/**
 * A server of items, a list of them a day: it answers a page by the paging rule (Skip/Take) and
 * the Name search, as the API does. `refuse` turns every call away, `hold` keeps the answers until
 * it is settled; writes add a row to day 1 or take its last one away.
 */
function fakeServer(count = 250) {
  const server = {
    days: new Map<number, Item[]>([
      [1, items(count)],
      [2, items(3, 2001)],
    ]),
    refuse: null as Error | null,
    hold: null as Promise<void> | null,
    async fetchPage(day: number, { SearchText = [], Skip, Take }: SearchRequest) {
      const held = server.hold;
      if (held) await held;
      if (server.refuse) throw server.refuse;
      const name = SearchText.find((entry) => entry.FieldName === 'Name')?.Value ?? '';
      const matching = (server.days.get(day) ?? []).filter((row) => row.name.includes(name));
      const { offset, limit } = skipTakeToOffsetLimit(Skip, Take);
      return page(matching.slice(offset, offset + limit), matching.length);
    },
    async add(name: string) {
      if (!name) throw refusal('Name is required');
      const rows = server.days.get(1) ?? [];
      server.days.set(1, [...rows, { id: rows.length + 1, name }]);
      return { data: null, message: 'Saved', totalCount: 0 };
    },
    async removeLast() {
      server.days.set(1, (server.days.get(1) ?? []).slice(0, -1));
      return { data: null, message: 'Deleted', totalCount: 0 };
    },
  };
  return server;
}
type Server = ReturnType<typeof fakeServer>;

/** A list screen as the remotes write one: the list from its hook, a write that names its key. */
function ItemsScreen({
  server,
  day = 1,
  options = { onError: notify.error },
}: {
  server: Server;
  day?: number;
  options?: UsePagedListOptions;
}) {
  const fetchPage = useCallback((request: SearchRequest) => server.fetchPage(day, request), [server, day]);
  const list = usePagedList(['items', day], fetchPage, options);
  const add = useApiMutation((name: string) => server.add(name), [['items']]);
  const remove = useApiMutation(() => server.removeLast(), [['items']]);
  return (
    <>
      <DataTable label="Items" columns={[nameColumn]} rowKey={(row) => row.id} {...list.table} />
      <button type="button" onClick={() => void writeWithToasts(() => add.mutateAsync('Item new'))}>
        Add
      </button>
      <button type="button" onClick={() => void writeWithToasts(() => add.mutateAsync(''))}>
        Add nameless
      </button>
      <button type="button" onClick={() => void writeWithToasts(() => remove.mutateAsync())}>
        Delete last
      </button>
      <button type="button" onClick={() => void list.reload()}>
        Refresh
      </button>
    </>
  );
}

const table = () => screen.getByRole('table', { name: 'Items' });
/** The names in the table's rows, top to bottom. */
const shownNames = () =>
  within(table())
    .queryAllByText(/^Item /)
    .map((cell) => cell.textContent);
const busy = () => table().closest('[aria-busy]')?.getAttribute('aria-busy') === 'true';
const pager = () => screen.getByRole('navigation', { name: 'Pagination' });

async function settled() {
  await waitFor(() => expect(busy()).toBe(false));
}

async function goToPage(n: number) {
  await userEvent.click(within(pager()).getByRole('button', { name: `Page ${n}` }));
}

/** Types in the Name box and lets the 1 s debounce go by. */
async function searchName(text: string) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Name' }), { target: { value: text } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
  } finally {
    vi.useRealTimers();
  }
}

/** Each toast with this text on screen. */
const toasts = (text: string) => screen.queryAllByText(text);

describe('usePagedList, as the user sees the list', () => {
  afterEach(() => {
    act(() => toaster.remove());
    vi.useRealTimers();
  });

  it('shows page 1 and its total, then the page the user picks', async () => {
    renderPage(<ItemsScreen server={fakeServer()} />);
    await waitFor(() => expect(shownNames()).toHaveLength(100));
    expect(shownNames()[0]).toBe('Item 1');
    expect(pager()).toHaveTextContent('Page 1 of 3');
    expect(pager()).toHaveTextContent('Total: 250');

    await goToPage(3);
    await waitFor(() => expect(shownNames()).toHaveLength(50));
    expect(shownNames()[0]).toBe('Item 201');
    expect(shownNames().at(-1)).toBe('Item 250');
    expect(within(pager()).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the rows a search matches, from page 1', async () => {
    renderPage(<ItemsScreen server={fakeServer()} />);
    await waitFor(() => expect(shownNames()).toHaveLength(100));
    await goToPage(2);
    await waitFor(() => expect(shownNames()[0]).toBe('Item 101'));

    await searchName('Item 24');
    await waitFor(() => expect(shownNames()).toEqual(['Item 24', ...items(10, 240).map((row) => row.name)]));
    expect(pager()).toHaveTextContent('Page 1 of 1');
    expect(pager()).toHaveTextContent('Total: 11');
  });

  it('says nothing is found only once the answer says so', async () => {
    const server = fakeServer();
    const answer = deferred();
    server.hold = answer.promise;
    renderPage(<ItemsScreen server={server} />);
    expect(busy()).toBe(true);
    expect(screen.queryByText('No Result Found')).not.toBeInTheDocument();

    server.days.set(1, []);
    await act(async () => answer.resolve());
    await settled();
    expect(screen.getByText('No Result Found')).toBeInTheDocument();
  });

  it('keeps the rows on screen while the next ones load, even those of a page seen before', async () => {
    const server = fakeServer(3);
    renderPage(<ItemsScreen server={server} />);
    await waitFor(() => expect(shownNames()).toHaveLength(3));
    await searchName('Item 3');
    await waitFor(() => expect(shownNames()).toEqual(['Item 3']));

    // Page 1 of no search is in the cache; while it is asked for again the search's row stays.
    const answer = deferred();
    server.hold = answer.promise;
    await searchName('');
    expect(busy()).toBe(true);
    expect(shownNames()).toEqual(['Item 3']);

    server.days.set(1, items(2));
    await act(async () => answer.resolve());
    await settled();
    expect(shownNames()).toEqual(['Item 1', 'Item 2']);
  });

  it('shows the search typed last when an earlier search is answered after it', async () => {
    // Enough items that the two searches match different rows: 'Item 1' eleven, 'Item 24' one.
    const server = fakeServer(30);
    renderPage(<ItemsScreen server={server} />);
    await waitFor(() => expect(shownNames()).toHaveLength(30));

    const slow = deferred();
    server.hold = slow.promise;
    await searchName('Item 1');
    server.hold = null;
    await searchName('Item 24');
    await waitFor(() => expect(shownNames()[0]).toBe('Item 24'));

    await act(async () => slow.resolve());
    await settled();
    expect(shownNames()).toEqual(['Item 24']);
  });

  it('empties the table and toasts the refusal once, the cache adding no toast of its own', async () => {
    const server = fakeServer();
    renderPage(<ItemsScreen server={server} />);
    await waitFor(() => expect(shownNames()).toHaveLength(100));

    server.refuse = refusal('Access denied');
    await goToPage(2);
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    await settled();
    expect(shownNames()).toEqual([]);
    expect(screen.getByText('No Result Found')).toBeInTheDocument();
    expect(toasts('Access denied')).toHaveLength(1);
  });

  it("with onFailure 'keep', leaves the rows shown when the server refuses", async () => {
    const server = fakeServer(3);
    renderPage(<ItemsScreen server={server} options={{ onError: notify.error, onFailure: 'keep' }} />);
    await waitFor(() => expect(shownNames()).toHaveLength(3));

    server.refuse = refusal('Busy');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Busy')).toBeInTheDocument();
    await settled();
    expect(shownNames()).toEqual(['Item 1', 'Item 2', 'Item 3']);
    expect(pager()).toHaveTextContent('Total: 3');
  });

  it('without onError, a refusal shows no toast at all', async () => {
    const server = fakeServer();
    server.refuse = refusal('Busy');
    renderPage(<ItemsScreen server={server} options={{ onFailure: 'keep' }} />);
    await settled();
    expect(screen.getByText('No Result Found')).toBeInTheDocument();
    expect(toasts('Busy')).toHaveLength(0);
  });

  it('tells a fault that is no refusal in the generic words, not its own', async () => {
    const server = fakeServer();
    server.refuse = new TypeError('data is undefined');
    renderPage(<ItemsScreen server={server} />);
    expect(
      await screen.findByText('The request could not be completed. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('data is undefined')).not.toBeInTheDocument();
  });

  it('tells the same refusal again when a refresh is refused again', async () => {
    const server = fakeServer();
    server.refuse = refusal('Busy');
    renderPage(<ItemsScreen server={server} />);
    await screen.findByText('Busy');
    act(() => toaster.remove());
    await waitFor(() => expect(toasts('Busy')).toHaveLength(0));

    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Busy')).toBeInTheDocument();
  });

  it('shows the row a write added; a refused write leaves the rows as they were', async () => {
    const server = fakeServer(2);
    renderPage(<ItemsScreen server={server} />);
    await waitFor(() => expect(shownNames()).toEqual(['Item 1', 'Item 2']));

    await userEvent.click(screen.getByRole('button', { name: 'Add nameless' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(shownNames()).toEqual(['Item 1', 'Item 2']);

    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(shownNames()).toEqual(['Item 1', 'Item 2', 'Item new']));
    expect(pager()).toHaveTextContent('Total: 3');
  });

  it('steps back to the last page when a delete empties the one on screen', async () => {
    const server = fakeServer(101);
    renderPage(<ItemsScreen server={server} />);
    await waitFor(() => expect(shownNames()).toHaveLength(100));
    await goToPage(2);
    await waitFor(() => expect(shownNames()).toEqual(['Item 101']));

    await userEvent.click(screen.getByRole('button', { name: 'Delete last' }));
    await waitFor(() => expect(shownNames()).toHaveLength(100));
    await settled();
    expect(shownNames()[0]).toBe('Item 1');
    expect(pager()).toHaveTextContent('Page 1 of 1');
    expect(screen.queryByText('No Result Found')).not.toBeInTheDocument();
  });

  it('starts again at page 1 with the search kept when its key changes', async () => {
    const server = fakeServer();
    server.days.set(2, items(300, 901));
    const view = renderPage(<ItemsScreen server={server} day={1} />);
    await waitFor(() => expect(shownNames()).toHaveLength(100));
    await searchName('Item 1');
    await waitFor(() => expect(pager()).toHaveTextContent('Total: 111'));
    await goToPage(2);
    await waitFor(() => expect(shownNames()[0]).toBe('Item 189'));

    view.rerender(
      <>
        <ItemsScreen server={server} day={2} />
        <AppToaster />
      </>,
    );
    await waitFor(() => expect(shownNames()[0]).toBe('Item 1000'));
    await settled();
    expect(pager()).toHaveTextContent('Page 1 of 3');
    expect(pager()).toHaveTextContent('Total: 201');
    expect(screen.getByRole('searchbox', { name: 'Search Name' })).toHaveValue('Item 1');
  });

  it('shows what the server holds now when the key goes back to a list seen a moment ago', async () => {
    const client = createQueryClient();
    const server = fakeServer(3);
    const screenOf = (day: number) => (
      <UiProvider>
        <QueryClientProvider client={client}>
          <ItemsScreen server={server} day={day} />
        </QueryClientProvider>
      </UiProvider>
    );
    const view = render(screenOf(1));
    await waitFor(() => expect(shownNames()).toEqual(['Item 1', 'Item 2', 'Item 3']));
    view.rerender(screenOf(2));
    await waitFor(() => expect(shownNames()[0]).toBe('Item 2001'));

    server.days.set(1, items(1, 7));
    view.rerender(screenOf(1));
    await waitFor(() => expect(shownNames()).toEqual(['Item 7']));
  });

  it('shows what the server holds now when the list is opened again', async () => {
    const client = createQueryClient();
    const server = fakeServer(3);
    const open = () =>
      render(
        <UiProvider>
          <QueryClientProvider client={client}>
            <ItemsScreen server={server} />
          </QueryClientProvider>
        </UiProvider>,
      );
    const first = open();
    await waitFor(() => expect(shownNames()).toEqual(['Item 1', 'Item 2', 'Item 3']));
    first.unmount();

    server.days.set(1, items(1, 9));
    open();
    await waitFor(() => expect(shownNames()).toEqual(['Item 9']));
  });

  it('says when the total is only a bound', async () => {
    const server = fakeServer(3);
    const fetchPage = server.fetchPage;
    server.fetchPage = async (day, request) => ({
      ...(await fetchPage(day, request)),
      moreThanTotalCount: true,
    });
    renderPage(<ItemsScreen server={server} />);
    await waitFor(() => expect(pager()).toHaveTextContent('Total: more than 3'));
  });
});
