import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CellIcon, RowIconButton } from '../table/cell-parts.tsx';
import { DataTable } from '../table/DataTable.tsx';
import type { DataTableColumn } from '../table/types.ts';
import { renderWithUi } from '../testing/render.tsx';
import { type Item, nameColumn, tableState } from '../testing/table-fixtures.ts';
import { cleanTable, printableCopy } from './clean-table.ts';

const columns: DataTableColumn<Item>[] = [
  nameColumn,
  {
    id: 'status',
    header: 'Integration Status',
    cell: (row) => <CellIcon glyph="check-circle" color="green" label={`Synced ${row.id}`} />,
    search: {
      fieldName: 'Status',
      ariaLabel: 'Filter Status',
      render: () => (
        <label>
          Filter Status
          <select aria-label="Filter Status" />
        </label>
      ),
    },
  },
  {
    id: 'note',
    header: 'Payroll Note',
    cell: (row) => <RowIconButton label={`Payroll Note of ${row.name}`} glyph="note" onClick={() => {}} />,
  },
];

function renderTable() {
  renderWithUi(
    <div data-testid="area">
      <DataTable
        label="Timecards"
        columns={columns}
        rowKey={(row) => row.id}
        rowActions={(row) => <RowIconButton label={`Edit ${row.name}`} glyph="history" onClick={() => {}} />}
        {...tableState()}
      />
    </div>,
  );
  return screen.getByRole('table', { name: 'Timecards' }) as HTMLTableElement;
}

const texts = (cells: Iterable<Element>) => Array.from(cells, (cell) => cell.textContent);

describe('the printed table', () => {
  it('holds the column names alone: no search box, filter or its label, no actions column', () => {
    const printed = cleanTable(renderTable());
    expect(texts(printed.querySelectorAll('thead th'))).toEqual([
      'Name',
      'Integration Status',
      'Payroll Note',
    ]);
    expect(printed.querySelectorAll('input, select, button, label')).toHaveLength(0);
  });

  it("holds each cell's text, an icon by what it says, one cell per column", () => {
    const printed = cleanTable(renderTable());
    const rows = Array.from(printed.querySelectorAll('tbody tr'));
    expect(rows).toHaveLength(3);
    expect(texts(rows[0]?.children ?? [])).toEqual(['Item 1', 'Synced 1', '']);
  });

  it('leaves out a column whose every cell holds only controls marked data-print="hide"', () => {
    renderWithUi(
      <DataTable
        label="Lines"
        columns={[
          {
            id: 'select',
            header: 'Select',
            cell: (row) => <input type="checkbox" data-print="hide" aria-label={`Select ${row.name}`} />,
          },
          ...columns,
        ]}
        rowKey={(row) => row.id}
        {...tableState()}
      />,
    );
    const printed = cleanTable(screen.getByRole('table', { name: 'Lines' }) as HTMLTableElement);
    expect(texts(printed.querySelectorAll('thead th'))).toEqual([
      'Name',
      'Integration Status',
      'Payroll Note',
    ]);
    expect(texts(printed.querySelector('tbody tr')?.children ?? [])).toEqual(['Item 1', 'Synced 1', '']);
  });

  it('replaces the data tables of a printed area and keeps the rest', () => {
    renderTable();
    const copy = printableCopy(screen.getByTestId('area'));
    expect(copy.querySelectorAll('table[data-print-table]')).toHaveLength(1);
    expect(copy.querySelectorAll('table[data-data-table], input')).toHaveLength(0);
    // The pager's summary is not a table: it prints as it shows.
    expect(copy.textContent).toContain('Item 3');
  });
});
