import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { useId } from 'react';

const selectStyle = { h: '8', px: '2', borderWidth: '1px', borderRadius: 'md', bg: 'bg' } as const;

export interface SortFieldsProps<Sort extends string> {
  /** The orders the list offers, each by its label. */
  sorts: Readonly<Record<Sort, string>>;
  sort: Sort;
  descending: boolean;
  onSortChange: (sort: Sort) => void;
  onDescendingChange: (descending: boolean) => void;
}

/**
 * A list's 'Sort by' and 'Order' drop-downs (plain selects, labelled for tests and screen readers):
 * the payroll batch's lines and the T&M Log are ordered by the same pair.
 */
export function SortFields<Sort extends string>({
  sorts,
  sort,
  descending,
  onSortChange,
  onDescendingChange,
}: SortFieldsProps<Sort>) {
  const sortId = useId();
  const orderId = useId();
  return (
    <>
      <Stack gap="1.5">
        <chakra.label htmlFor={sortId} fontSize="sm" fontWeight="medium">
          Sort by
        </chakra.label>
        <chakra.select
          id={sortId}
          {...selectStyle}
          value={sort}
          onChange={(e) => onSortChange(e.target.value as Sort)}
        >
          {Object.entries<string>(sorts).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </chakra.select>
      </Stack>
      <Stack gap="1.5">
        <chakra.label htmlFor={orderId} fontSize="sm" fontWeight="medium">
          Order
        </chakra.label>
        <chakra.select
          id={orderId}
          {...selectStyle}
          value={descending ? 'desc' : 'asc'}
          onChange={(e) => onDescendingChange(e.target.value === 'desc')}
        >
          <option value="asc">Ascending</option>
          <option value="desc">Descending</option>
        </chakra.select>
      </Stack>
    </>
  );
}
