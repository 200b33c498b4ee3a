import { TM_LOG_SORTS, TmLogMessages } from '@tac/contracts';
import { Box, Flex, Heading } from '@tac/ui';
import { DatePickerField } from '@tac/ui/date-picker';
import { SortFields } from '@tac/ui/multi-select';
import { memo, type ReactNode } from 'react';
import type { TmLogFilters } from './rules.ts';

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
      <SortFields
        sorts={TM_LOG_SORTS}
        sort={filters.sort}
        descending={filters.descending}
        onSortChange={(sort) => onChange({ sort })}
        onDescendingChange={(descending) => onChange({ descending })}
      />
      {actions}
    </Flex>
  );
});
