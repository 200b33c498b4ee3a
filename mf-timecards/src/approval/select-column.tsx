import type { DataTableColumn } from '@tac/ui/table';

/** A leading Select column: a box per row, named for the row, that adds it to or takes it from a selection. */
export function selectColumn<Row>(
  name: (row: Row) => string,
  isSelected: (row: Row) => boolean,
  toggle: (row: Row) => void,
): DataTableColumn<Row> {
  return {
    id: 'select',
    header: 'Select',
    width: '4rem',
    cell: (row) => (
      <input
        type="checkbox"
        data-print="hide"
        aria-label={`Select ${name(row)}`}
        checked={isSelected(row)}
        onChange={() => toggle(row)}
      />
    ),
  };
}
