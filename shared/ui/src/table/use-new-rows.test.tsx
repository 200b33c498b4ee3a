import type { SearchRequest } from '@tac/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../testing/render.tsx';
import { type Item, items, nameColumn, page } from '../testing/table-fixtures.ts';
import { DataTable } from './DataTable.tsx';
import { NewRowsNotice } from './NewRowsNotice.tsx';
import { type CountNewRows, countSince, useNewRows } from './use-new-rows.ts';
import { type FetchPage, usePagedList } from './use-paged-list.ts';

const KEY = ['items'];
const POLL_MS = 40;

function ItemsScreen({ fetchPage, countNew }: { fetchPage: FetchPage<Item>; countNew: CountNewRows }) {
  const list = usePagedList(KEY, fetchPage);
  const added = useNewRows(KEY, list, countNew, { intervalMs: POLL_MS });
  return (
    <>
      <NewRowsNotice {...added} noun="items" />
      <DataTable label="Items" columns={[nameColumn]} rowKey={(row) => row.id} {...list.table} />
    </>
  );
}

/**
 * A server with a clock: each count is a tick, its mark that tick; rows arrive between ticks, and a
 * count is of the rows that arrived after its `since`. The first ask answers a count it must not show.
 */
function counter() {
  const state = { clock: 0, arrivals: [] as number[], calls: [] as (string | undefined)[] };
  const countNew = vi.fn(async (since: string | undefined) => {
    state.calls.push(since);
    state.clock += 1;
    const from = since === undefined ? state.clock : Number(since.slice(1));
    const count = since === undefined ? 99 : state.arrivals.filter((t) => t > from).length;
    return { count, mark: `m${state.clock}` };
  });
  const arrive = (n: number) => {
    for (let i = 0; i < n; i++) state.arrivals.push(state.clock + 0.5);
  };
  return { state, countNew, arrive };
}

describe('useNewRows and NewRowsNotice', () => {
  it('offers "N new — show" without moving the rows; show reloads at page 1 and counts from the last mark', async () => {
    const fetchPage = vi.fn(async (_: SearchRequest) => page(items(100), 250));
    const { state, countNew, arrive } = counter();
    renderWithUi(<ItemsScreen fetchPage={fetchPage} countNew={countNew} />);
    await screen.findByText('Item 1');
    await waitFor(() => expect(state.calls.length).toBeGreaterThan(1));
    // The first ask only takes a mark: its count is not shown.
    expect(state.calls[0]).toBeUndefined();
    expect(screen.queryByText(/new —/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ SearchText: [], Skip: 101, Take: 200 }));
    const loads = fetchPage.mock.calls.length;
    arrive(3);
    expect(await screen.findByText('3 new —')).toBeInTheDocument();
    expect(screen.getByText('3 new —').closest('[role="status"]')).toHaveTextContent('3 new — show');
    expect(fetchPage).toHaveBeenCalledTimes(loads);
    expect(state.calls.slice(1).every((since) => since === 'm1')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'show 3 new items' }));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ SearchText: [], Skip: 0, Take: 100 }));
    expect(screen.queryByText(/new —/)).not.toBeInTheDocument();
    // Counted from the mark of the last count before show: the three shown are not counted again.
    const shownAt = state.calls.length;
    await waitFor(() => expect(state.calls.length).toBeGreaterThan(shownAt + 2));
    expect(state.calls.at(-1)).not.toBe('m1');
    expect(screen.queryByText(/new —/)).not.toBeInTheDocument();
    arrive(1);
    expect(await screen.findByText('1 new —')).toBeInTheDocument();
  });

  it('a new search is a list read afresh: the count starts again with a new mark', async () => {
    const fetchPage = vi.fn(async (_: SearchRequest) => page(items(3)));
    const { state, countNew, arrive } = counter();
    renderWithUi(<ItemsScreen fetchPage={fetchPage} countNew={countNew} />);
    await waitFor(() => expect(state.calls).toHaveLength(1));
    arrive(2);
    expect(await screen.findByText('2 new —')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Name' }), 'x');
    await waitFor(() => expect(state.calls.filter((since) => since === undefined)).toHaveLength(2), {
      timeout: 3000,
    });
    // The rows that arrived before the new search are in its rows: not counted again.
    await waitFor(() => expect(screen.queryByText(/new —/)).not.toBeInTheDocument());
  });

  it('a failed count shows nothing and asks again later', async () => {
    const fetchPage = vi.fn(async (_: SearchRequest) => page(items(3)));
    let calls = 0;
    const countNew = vi.fn(async (since: string | undefined) => {
      calls++;
      if (calls === 2) throw new Error('offline');
      return { count: since === undefined ? 0 : 4, mark: 'm' };
    });
    renderWithUi(<ItemsScreen fetchPage={fetchPage} countNew={countNew} />);
    expect(await screen.findByText('4 new —')).toBeInTheDocument();
    expect(calls).toBeGreaterThan(2);
  });
});

describe('countSince', () => {
  it('the first ask sends no mark and only takes the answer’s; later ones count from the mark', async () => {
    const ask = vi.fn(async (since: string | undefined) => ({ lines: since === 'A' ? 5 : 7, asOf: 'B' }));
    const count = countSince(ask, (answer) => answer.lines);
    expect(await count(undefined)).toEqual({ count: 0, mark: 'B' });
    expect(ask.mock.calls[0]?.[0]).toBeUndefined();
    expect(await count('A')).toEqual({ count: 5, mark: 'B' });
  });
});
