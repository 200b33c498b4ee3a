import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../testing/render.tsx';
import { type Item, items, nameColumn, tableState } from '../testing/table-fixtures.ts';
import { DataTable } from './DataTable.tsx';
import { fixedColumnTemplate } from './fixed-columns.ts';

const codeColumn = { id: 'code', header: 'Code', cell: (row: Item) => row.id, width: '6rem' };

describe('fixedColumnTemplate', () => {
  it('gives each column at least its width, a column without one 8rem, the actions what they need', () => {
    expect(fixedColumnTemplate([codeColumn, nameColumn], false)).toBe('minmax(6rem, 1fr) minmax(8rem, 1fr)');
    expect(fixedColumnTemplate([codeColumn], true)).toBe(
      'minmax(6rem, 1fr) var(--data-table-actions-width, max-content)',
    );
  });
});

describe('DataTable with fixedColumns', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const fixedTable = (rows: Item[], totalCount = rows.length) => (
    <DataTable
      label="Items"
      columns={[codeColumn, nameColumn]}
      rowKey={(row) => row.id}
      fixedColumns
      {...tableState({ rows, totalCount })}
    />
  );
  const renderFixed = (rows: Item[]) => renderWithUi(fixedTable(rows));

  it('gives the header and every row the widest actions column, so no row shifts its columns', () => {
    // The header's one button and a row's icons: each actions cell as wide as its content.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const width = this.matches('thead [data-actions]') ? 52 : this.matches('[data-actions]') ? 112.4 : 0;
      return { width } as DOMRect;
    });
    try {
      renderWithUi(
        <DataTable
          label="Items"
          columns={[codeColumn, nameColumn]}
          rowKey={(row) => row.id}
          fixedColumns
          headerActions={<button type="button">Add</button>}
          rowActions={() => <button type="button">Edit</button>}
          {...tableState({ rows: items(3), totalCount: 3 })}
        />,
      );
      const table = screen.getByRole('table', { name: 'Items' });
      expect(table.style.getPropertyValue('--data-table-actions-width')).toBe('113px');
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('lays the rows out on the columns and keeps the table roles', () => {
    renderFixed(items(3));
    const table = screen.getByRole('table', { name: 'Items' });
    expect(table).toHaveAttribute('data-fixed-columns');
    expect(table.style.getPropertyValue('--data-table-columns')).toBe('minmax(6rem, 1fr) minmax(8rem, 1fr)');
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.getAllByRole('cell')).toHaveLength(6);
  });

  it('lets rows beyond the window wait for the first frame only, then shows them all', () => {
    vi.useFakeTimers();
    vi.stubGlobal('innerHeight', 360); // room for 10 one-line rows
    try {
      renderFixed(items(30));
      const body = screen.getAllByRole('rowgroup')[1] as HTMLTableSectionElement;
      // Rows in view are not marked: content-visibility on them would lay the frame out twice.
      expect(body).toHaveAttribute('data-fresh', 'top');
      const later = Array.from(body.rows).map((row) => row.hasAttribute('data-later'));
      expect(later.indexOf(true)).toBe(10);
      expect(later.slice(10).every(Boolean)).toBe(true);

      // The frame, then the task after it.
      act(() => vi.advanceTimersByTime(50));
      expect(body).not.toHaveAttribute('data-fresh');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('renders a new page in view first and the rest of its rows after its first frame', () => {
    vi.useFakeTimers();
    vi.stubGlobal('innerHeight', 360); // room for 10 one-line rows
    try {
      const { rerender } = renderFixed(items(30));
      act(() => vi.advanceTimersByTime(50));
      const body = screen.getAllByRole('rowgroup')[1] as HTMLTableSectionElement;
      const names = () => Array.from(body.rows).map((row) => row.cells[1]?.textContent);

      rerender(fixedTable(items(30, 101), 60));
      // The rows in view are the new page's; below them the page before's wait, hidden, not drawn.
      expect(names().slice(0, 10)).toEqual(items(10, 101).map((item) => item.name));
      expect(names().slice(10)).toEqual(items(20, 11).map((item) => item.name));
      expect(
        Array.from(body.rows)
          .slice(10)
          .every((row) => row.hasAttribute('data-later')),
      ).toBe(true);
      expect(body).toHaveAttribute('data-fresh', 'top');

      act(() => vi.advanceTimersByTime(50));
      expect(names()).toEqual(items(30, 101).map((item) => item.name));
      expect(body).not.toHaveAttribute('data-fresh');

      // Keyed by id, a row already below that comes up into view is not there twice meanwhile.
      rerender(fixedTable(items(30, 115), 60));
      expect(names().slice(0, 10)).toEqual(items(10, 115).map((item) => item.name));
      expect(new Set(names()).size).toBe(names().length);
      act(() => vi.advanceTimersByTime(50));
      expect(names()).toEqual(items(30, 115).map((item) => item.name));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('marks every row to be drawn near the view when the table is scrolled away from its top', () => {
    const { rerender } = renderFixed(items(30));
    const area = screen.getByRole('table').parentElement as HTMLElement;
    area.scrollTop = 400;
    fireEvent.scroll(area);
    rerender(fixedTable(items(30, 31), 60));
    const body = screen.getAllByRole('rowgroup')[1] as HTMLTableSectionElement;
    expect(body).toHaveAttribute('data-fresh', 'scrolled');
    expect(Array.from(body.rows).some((row) => row.hasAttribute('data-later'))).toBe(false);
    // Which rows are in view is not known before layout: all of them render at once.
    expect(body.rows[29]?.cells[1]).toHaveTextContent('Item 60');
  });
});

describe('DataTable scroll position', () => {
  it('goes back to the first row for a new page or search', () => {
    const state = tableState({ rows: items(30), totalCount: 300 });
    const { rerender } = renderWithUi(
      <DataTable label="Items" columns={[nameColumn]} rowKey={(row) => row.id} {...state} />,
    );
    const area = screen.getByRole('table').parentElement as HTMLElement;
    area.scrollTop = 400;
    fireEvent.scroll(area);
    rerender(<DataTable label="Items" columns={[nameColumn]} rowKey={(row) => row.id} {...state} />);
    expect(area.scrollTop).toBe(400);

    rerender(<DataTable label="Items" columns={[nameColumn]} rowKey={(row) => row.id} {...state} page={2} />);
    expect(area.scrollTop).toBe(0);

    area.scrollTop = 400;
    fireEvent.scroll(area);
    rerender(
      <DataTable
        label="Items"
        columns={[nameColumn]}
        rowKey={(row) => row.id}
        {...state}
        page={2}
        search={[{ FieldName: 'Name', Value: 'x' }]}
      />,
    );
    expect(area.scrollTop).toBe(0);
  });
});
