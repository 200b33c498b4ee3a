import type { PickedRange } from '@tac/contracts';
import { Box, Flex, Heading } from '@tac/ui';
import { DatePickerField } from '@tac/ui/date-picker';
import { memo } from 'react';

/**
 * The title and the From and To pickers (spec 002 §2: read-only inputs showing MM/dd/yyyy, picked in
 * a calendar). Clearable, since a cleared date has its own message (spec 002 §5). Memoized: a search
 * or a new page renders the list alone.
 */
export const VouchersToolbar = memo(function VouchersToolbar({
  range,
  invalid,
  onRangeChange,
}: {
  range: PickedRange;
  /** The range cannot be listed: both pickers are marked (the message was a toast). */
  invalid: boolean;
  onRangeChange: (change: (range: PickedRange) => PickedRange) => void;
}) {
  return (
    <Flex gap="4" align="flex-end" wrap="wrap">
      <Heading as="h1" size="xl" mr="auto" alignSelf="center">
        T&M Voucher
      </Heading>
      <Box width="11rem">
        <DatePickerField
          label="From"
          size="sm"
          clearable
          invalid={invalid}
          value={range.from}
          onChange={(from) => onRangeChange((r) => ({ ...r, from }))}
        />
      </Box>
      <Box width="11rem">
        <DatePickerField
          label="To"
          size="sm"
          clearable
          invalid={invalid}
          value={range.to}
          onChange={(to) => onRangeChange((r) => ({ ...r, to }))}
        />
      </Box>
    </Flex>
  );
});
