import { TM_LOG_SORTS, TmLogMessages, type TmLogSort } from '@tac/contracts';
import { Box, chakra, Flex, Heading, Stack } from '@tac/ui';
import { DatePickerField } from '@tac/ui/date-picker';
import { memo, type ReactNode, useId } from 'react';
import type { TmLogFilters } from './rules.ts';

const selectStyle = { h: '8', px: '2', borderWidth: '1px', borderRadius: 'md', bg: 'bg' } as const;

/**
 * The title, the range of work days (either end may stay empty: no bound), the order and the
 * screen's own actions. A To before From is said under To, and nothing is asked until it is put
 * right.
 */
export const TmLogToolbar = memo(function TmLogToolbar({
  filters,
  invalidRange,
  onChange,
  actions,
}: {
  filters: TmLogFilters;
  invalidRange: boolean;
  onChange: (next: Partial<TmLogFilters>) => void;
  /** Buttons after the order (the change order bundle). */
  actions?: ReactNode;
}) {
  const sortId = useId();
  const orderId = useId();
  return (
    <Flex gap="3" align="flex-end" wrap="wrap">
      <Heading as="h1" size="xl" mr="auto" alignSelf="center">
        T&M Log
      </Heading>
      <Box width="11rem">
        <DatePickerField
          label="From"
          size="sm"
          clearable
          value={filters.fromDate}
          onChange={(fromDate) => onChange({ fromDate })}
        />
      </Box>
      <Box width="11rem">
        <DatePickerField
          label="To"
          size="sm"
          clearable
          value={filters.toDate}
          error={invalidRange ? TmLogMessages.toBeforeFromOnScreen : null}
          onChange={(toDate) => onChange({ toDate })}
        />
      </Box>
      <Stack gap="1.5">
        <chakra.label htmlFor={sortId} fontSize="sm" fontWeight="medium">
          Sort by
        </chakra.label>
        <chakra.select
          id={sortId}
          {...selectStyle}
          value={filters.sort}
          onChange={(e) => onChange({ sort: e.target.value as TmLogSort })}
        >
          {Object.entries(TM_LOG_SORTS).map(([value, label]) => (
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
          value={filters.descending ? 'desc' : 'asc'}
          onChange={(e) => onChange({ descending: e.target.value === 'desc' })}
        >
          <option value="desc">Descending</option>
          <option value="asc">Ascending</option>
        </chakra.select>
      </Stack>
      {actions}
    </Flex>
  );
});
