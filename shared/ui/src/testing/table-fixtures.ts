import type { ColumnSearch, DataTableColumn, DataTableState } from '../table/types.ts';

export interface Item {
  id: number;
  name: string;
}

export const items = (count: number, from = 1): Item[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, name: `Item ${from + i}` }));

/** One page as a list call answers it. */
export const page = (data: Item[], totalCount = data.length) => ({ data, message: '', totalCount });

/** A refusal as the typed client throws it (an ApiError; @tac/ui does not depend on the client). */
export function refusal(message: string): Error {
  const error = new Error(message);
  error.name = 'ApiError';
  return error;
}

/** What a fake list call does with a prepared answer: resolves a page, throws a refusal. */
export async function settle<T>(answer: T | Error): Promise<T> {
  if (answer instanceof Error) throw answer;
  return answer;
}

/**
 * A column headed and searched by `name`: its box is 'Search <name>' unless `search` says otherwise
 * (another label, or a filter control of its own). Its cells show the row's id.
 */
export const searchColumn = (name: string, search: Partial<ColumnSearch> = {}): DataTableColumn<Item> => ({
  id: name.toLowerCase(),
  header: name,
  cell: (row) => row.id,
  search: { fieldName: name, ariaLabel: `Search ${name}`, ...search },
});

export const nameColumn: DataTableColumn<Item> = { ...searchColumn('Name'), cell: (row) => row.name };

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
