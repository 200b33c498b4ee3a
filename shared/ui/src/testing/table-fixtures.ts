import type { Envelope } from '@tac/contracts';
import type { DataTableColumn, DataTableState } from '../table/types.ts';

export interface Item {
  id: number;
  name: string;
}

export const items = (count: number, from = 1): Item[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, name: `Item ${from + i}` }));

export const envelope = (
  data: Item[],
  totalCount = data.length,
  success = true,
  message = '',
): Envelope<Item[]> => ({
  success,
  message,
  data,
  totalCount,
});

export const nameColumn: DataTableColumn<Item> = {
  id: 'name',
  header: 'Name',
  cell: (row) => row.name,
  search: { fieldName: 'Name', ariaLabel: 'Search Name' },
};

export function tableState(overrides: Partial<DataTableState<Item>> = {}): DataTableState<Item> {
  return {
    rows: items(3),
    totalCount: 3,
    page: 1,
    pageSize: 100,
    loading: false,
    search: [],
    onPageChange: () => {},
    onSearchChange: () => {},
    ...overrides,
  };
}
