import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../testing/render.tsx';
import { type Item, items, nameColumn, searchColumn, tableState } from '../testing/table-fixtures.ts';
import { CellBadge, CellGroup, CellIcon, CellStatus, CellText, RowIconButton } from './cell-parts.tsx';
import { DataTable, type DataTableProps } from './DataTable.tsx';
import type { DataTableState } from './types.ts';

const rowKey = (row: Item) => row.id;

/** The Items table: the Name column unless the props name others, over tableState(state). */
const itemsTable = (state: Partial<DataTableState<Item>> = {}, props: Partial<DataTableProps<Item>> = {}) => (
  <DataTable label="Items" columns={[nameColumn]} rowKey={rowKey} {...props} {...tableState(state)} />
);

describe('DataTable', () => {
  it('gives a cell cut short by its ellipsis its full text on hover, and none once it fits', () => {
    renderWithUi(
      <DataTable label="Devices" columns={[nameColumn]} rowKey={(row) => row.id} {...tableState()} />,
    );
    const cell = screen.getByRole('cell', { name: 'Item 1' });
    const widths = (scroll: number, client: number) => {
      Object.defineProperty(cell, 'scrollWidth', { configurable: true, value: scroll });
      Object.defineProperty(cell, 'clientWidth', { configurable: true, value: client });
    };
    widths(180, 120);
    fireEvent.pointerOver(cell);
    expect(cell).toHaveAttribute('title', 'Item 1');
    widths(120, 120);
    fireEvent.pointerOver(cell);
    expect(cell).not.toHaveAttribute('title');
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows headers, rows, the header action and per-row actions', () => {
    renderWithUi(
      <DataTable
        label="Items"
        columns={[nameColumn]}
        rowKey={rowKey}
        headerActions={<button type="button">Add Item</button>}
        rowActions={(row) => <button type="button">{`Edit ${row.name}`}</button>}
        {...tableState()}
      />,
    );
    const table = screen.getByRole('table', { name: 'Items' });
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Add Item' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Item 2' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search Name' })).toBeInTheDocument();
  });

  it('unfolds a row while keyboard focus is in one of its cells, not in its actions', async () => {
    const linkColumn = {
      id: 'link',
      header: 'Link',
      cell: (row: Item) => <a href={`#item-${row.id}`}>{`Open ${row.name}`}</a>,
    };
    renderWithUi(
      <DataTable
        label="Items"
        columns={[linkColumn, nameColumn]}
        rowKey={rowKey}
        rowActions={(row) => <button type="button">{`Edit ${row.name}`}</button>}
        {...tableState()}
      />,
    );
    const link = screen.getByRole('link', { name: 'Open Item 1' });
    const row = link.closest('tr') as HTMLElement;
    for (let i = 0; i < 10 && document.activeElement !== link; i++) await userEvent.tab();
    expect(link).toHaveFocus();
    // Its cells wrap (table-css.ts): the test's DOM applies no style sheet.
    expect(row).toHaveAttribute('data-unfolded');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Edit Item 1' })).toHaveFocus();
    expect(row).not.toHaveAttribute('data-unfolded');
  });

  it('selects a row by click, Enter or Space, marks it, and leaves its icons to their own job', async () => {
    const onRowSelect = vi.fn();
    const onEdit = vi.fn();
    renderWithUi(
      <DataTable
        label="Items"
        columns={[nameColumn]}
        rowKey={rowKey}
        selectedKey={2}
        onRowSelect={onRowSelect}
        rowActions={(row) => <button type="button" onClick={() => onEdit(row)}>{`Edit ${row.name}`}</button>}
        {...tableState()}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Items' }))
      .getAllByRole('row')
      .filter((r) => r.hasAttribute('aria-selected'));
    expect(rows.map((r) => r.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    await userEvent.click(screen.getByRole('cell', { name: 'Item 3' }));
    expect(onRowSelect).toHaveBeenLastCalledWith({ id: 3, name: 'Item 3' });
    rows[0]?.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowSelect).toHaveBeenLastCalledWith({ id: 1, name: 'Item 1' });
    await userEvent.keyboard(' ');
    expect(onRowSelect).toHaveBeenCalledTimes(3);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Item 1' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onRowSelect).toHaveBeenCalledTimes(3);
  });

  it("shows exactly 'No Result Found' when there are no rows", () => {
    renderWithUi(itemsTable({ rows: [], totalCount: 0 }));
    expect(screen.getByRole('cell', { name: 'No Result Found' })).toHaveTextContent(/^No Result Found$/);
  });

  it('shows the pager only while there are rows when pagerOnlyWithRows is set', () => {
    const view = (rows: Item[]) => itemsTable({ rows, totalCount: rows.length }, { pagerOnlyWithRows: true });
    const { rerender } = renderWithUi(view([]));
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    rerender(view(items(1)));
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it("marks the cells a column's highlight picks", () => {
    renderWithUi(itemsTable({}, { columns: [{ ...nameColumn, highlight: (row: Item) => row.id === 2 }] }));
    expect(screen.getByRole('cell', { name: 'Item 2' })).toHaveAttribute('data-highlight');
    expect(screen.getByRole('cell', { name: 'Item 1' })).not.toHaveAttribute('data-highlight');
  });

  it('keeps the rows under a busy overlay while loading, without the empty notice', () => {
    vi.useFakeTimers();
    const { rerender } = renderWithUi(itemsTable({ loading: true }));
    expect(screen.getByRole('table').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    // A quick answer never shows the overlay; a slow one shows it after 300 ms.
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByText('Item 1')).toBeInTheDocument();

    rerender(itemsTable({ rows: [], loading: true }));
    expect(screen.queryByText('No Result Found')).not.toBeInTheDocument();

    rerender(itemsTable());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  // Fake timers drive the debounce; keystrokes are fireEvent changes (user-event waits on timers).
  it('sends the search once, 1 s after the last keystroke', () => {
    vi.useFakeTimers();
    const onSearchChange = vi.fn();
    renderWithUi(itemsTable({ onSearchChange }));
    const box = screen.getByRole('searchbox', { name: 'Search Name' });

    for (const text of ['g', 'gr', 'gra']) {
      fireEvent.change(box, { target: { value: text } });
      act(() => vi.advanceTimersByTime(500));
    }
    expect(box).toHaveValue('gra');
    act(() => vi.advanceTimersByTime(499));
    expect(onSearchChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearchChange).toHaveBeenCalledTimes(1);
    expect(onSearchChange).toHaveBeenCalledWith([{ FieldName: 'Name', Value: 'gra' }]);
  });

  it("puts a column's own filter control in place of the box, sent with the boxes' text", () => {
    vi.useFakeTimers();
    const onSearchChange = vi.fn();
    const kindColumn = searchColumn('Kind', {
      ariaLabel: 'Filter Kind',
      render: (value, onChange) => (
        <select aria-label="Filter Kind" value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">All</option>
          <option value="A B">A and B</option>
        </select>
      ),
    });
    renderWithUi(itemsTable({ onSearchChange }, { columns: [nameColumn, kindColumn] }));
    expect(screen.queryByRole('searchbox', { name: 'Filter Kind' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Filter Kind' }), { target: { value: 'A B' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Name' }), { target: { value: 'x' } });
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearchChange).toHaveBeenCalledTimes(1);
    expect(onSearchChange).toHaveBeenCalledWith([
      { FieldName: 'Name', Value: 'x' },
      { FieldName: 'Kind', Value: 'A B' },
    ]);
  });

  it('debounces all boxes together and skips a search equal to the last one', () => {
    vi.useFakeTimers();
    const onSearchChange = vi.fn();
    const codeColumn = searchColumn('Code');
    renderWithUi(itemsTable({ onSearchChange }, { columns: [nameColumn, codeColumn] }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Name' }), { target: { value: 'a' } });
    act(() => vi.advanceTimersByTime(600));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Code' }), { target: { value: '7' } });
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearchChange).toHaveBeenCalledTimes(1);
    expect(onSearchChange).toHaveBeenLastCalledWith([
      { FieldName: 'Name', Value: 'a' },
      { FieldName: 'Code', Value: '7' },
    ]);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Code' }), { target: { value: '7 ' } });
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearchChange).toHaveBeenCalledTimes(1);
  });

  it('pages with labelled buttons and shows the page and the total', async () => {
    const onPageChange = vi.fn();
    renderWithUi(itemsTable({ rows: items(100, 101), totalCount: 250, page: 2, onPageChange }));
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pager).toHaveTextContent('Page 2 of 3');
    expect(pager).toHaveTextContent('Total: 250');
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getAllByRole('button', { name: /^Page \d$/ })).toHaveLength(3);

    await userEvent.click(within(pager).getByRole('button', { name: 'First page' }));
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous page' }));
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await userEvent.click(within(pager).getByRole('button', { name: 'Last page' }));
    expect(onPageChange.mock.calls).toEqual([[1], [1], [3], [3], [3]]);
  });

  it('pages from the page and total it shows now, after either changed', async () => {
    const onPageChange = vi.fn();
    const table = (state: Partial<DataTableState<Item>>) =>
      itemsTable({ rows: items(100), onPageChange, ...state });
    const { rerender } = renderWithUi(table({ totalCount: 250, page: 1 }));
    rerender(table({ totalCount: 1000, page: 1 }));
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Last page' }));
    rerender(table({ totalCount: 1000, page: 4 }));
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 4' }));
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(onPageChange.mock.calls).toEqual([[10], [5], [2]]);
    expect(within(pager).getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks arrows that lead nowhere as disabled but keeps them focusable', async () => {
    const onPageChange = vi.fn();
    renderWithUi(itemsTable({ onPageChange }));
    const first = screen.getByRole('button', { name: 'First page' });
    expect(first).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Last page' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(first);
    expect(first).toHaveFocus();
    expect(onPageChange).not.toHaveBeenCalled();
    expect(screen.getByRole('navigation')).toHaveTextContent('Page 1 of 1');
  });

  it('renders no row again while a box is typed in or a search loads; new rows render once', () => {
    const cell = vi.fn((row: Item) => row.name);
    const filter = vi.fn((value: string, onChange: (value: string) => void) => (
      <input aria-label="Filter Kind" value={value} onChange={(e) => onChange(e.target.value)} />
    ));
    const columns = [{ ...nameColumn, cell }, searchColumn('Kind', { ariaLabel: 'Kind', render: filter })];
    const rows = items(3);
    const view = (overrides: Partial<DataTableState<Item>>) =>
      itemsTable({ rows, ...overrides }, { columns });
    const { rerender } = renderWithUi(view({}));
    expect(cell).toHaveBeenCalledTimes(3);
    expect(filter).toHaveBeenCalledTimes(1);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Name' }), { target: { value: 'x' } });
    rerender(view({ loading: true }));
    expect(cell).toHaveBeenCalledTimes(3);
    // The other column's filter did not render again for a keystroke in the Name box.
    expect(filter).toHaveBeenCalledTimes(1);

    rerender(view({ rows: items(2, 10) }));
    expect(cell).toHaveBeenCalledTimes(5);
    expect(screen.getByText('Item 11')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search Name' })).toHaveValue('x');
  });
});

describe('cell parts', () => {
  it('are plain labelled controls and marked text the table styles', async () => {
    const onView = vi.fn();
    const column = {
      id: 'status',
      header: 'Status',
      cell: (row: Item) => (
        <CellGroup>
          <CellBadge color="green" data-status="Approved">
            Approved
          </CellBadge>
          <CellText muted>{row.name}</CellText>
          <RowIconButton label={`View ${row.name}`} glyph="eye" onClick={() => onView(row.id)} />
          <RowIconButton label={`Nothing for ${row.name}`} glyph="note" onClick={onView} disabled />
          <CellIcon glyph="check-circle" color="green" label="Processed" />
          <CellStatus glyph="send" color="blue">
            Exported
          </CellStatus>
        </CellGroup>
      ),
    };
    renderWithUi(itemsTable({}, { columns: [column] }));
    await userEvent.click(screen.getByRole('button', { name: 'View Item 2' }));
    expect(onView).toHaveBeenCalledWith(2);
    const disabled = screen.getByRole('button', { name: 'Nothing for Item 2' });
    expect(disabled).toBeDisabled();
    await userEvent.click(disabled);
    expect(onView).toHaveBeenCalledTimes(1);
    expect(screen.getAllByText('Approved')[0]).toHaveAttribute('data-color', 'green');
    expect(screen.getByText('Item 1')).toHaveAttribute('data-cell-text', 'muted');
    // Icons are drawn by the table's CSS from the glyph's name: no SVG to make for every row.
    expect(screen.getByRole('button', { name: 'View Item 2' })).toHaveAttribute('data-glyph', 'eye');
    // An icon-only button says what it does on hover too: titled as the pointer comes over it.
    const view = screen.getByRole('button', { name: 'View Item 1' });
    expect(view).not.toHaveAttribute('title');
    fireEvent.pointerOver(view);
    expect(view).toHaveAttribute('title', 'View Item 1');
    expect(screen.getAllByRole('img', { name: 'Processed' })[0]).toHaveAttribute(
      'data-glyph',
      'check-circle',
    );
    expect(screen.getByRole('table').querySelector('tbody svg')).toBeNull();
    // A status shows its word beside its icon (drawn from the glyph), not on hover alone.
    const exported = screen.getAllByText('Exported')[0] as HTMLElement;
    expect(exported).toHaveAttribute('data-glyph', 'send');
    expect(exported).toHaveAttribute('data-color', 'blue');
    expect(exported).not.toHaveAttribute('role');
  });

  it('gives a text in a group its title, for the ellipsis the table cuts it to', () => {
    const long = 'Employee is not set up in payroll for this period, ask payroll to add them first';
    const column = {
      id: 'status',
      header: 'Status',
      width: '12rem',
      cell: (row: Item) => (
        <CellGroup>
          <CellStatus glyph="alert" color="red">
            Error
          </CellStatus>
          <CellText muted title={long}>
            {long}
          </CellText>
          <RowIconButton label={`History for ${row.name}`} glyph="audit-log" onClick={() => {}} />
        </CellGroup>
      ),
    };
    renderWithUi(itemsTable({}, { columns: [column], fixedColumns: true }));
    const reason = screen.getAllByTitle(long)[0] as HTMLElement;
    expect(reason).toHaveTextContent(long);
    // Cut short by the table's CSS (table-css.ts), whole on hover: what the DOM can show here.
    expect(reason).toHaveAttribute('data-cell-text', 'muted');
    expect(reason.parentElement).toHaveAttribute('data-cell-group');
    expect(reason.nextElementSibling).toBe(screen.getByRole('button', { name: 'History for Item 1' }));
  });
});

describe('fullHeight', () => {
  it('keeps the rows’ area at its height with no rows yet, so what follows does not move', () => {
    const { rerender } = renderWithUi(
      itemsTable({ rows: [], loading: true }, { maxHeight: '300px', fullHeight: true }),
    );
    const height = () => getComputedStyle(screen.getByRole('table').parentElement as HTMLElement).height;
    expect(height()).toBe('300px');
    rerender(itemsTable({}, { maxHeight: '300px', fullHeight: true }));
    expect(height()).toBe('300px');
    rerender(itemsTable({ rows: [], loading: true }, { maxHeight: '300px' }));
    expect(height()).not.toBe('300px');
  });
});
