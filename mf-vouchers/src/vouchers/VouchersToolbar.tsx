import { Flex, Heading } from '@tac/ui';
import { PickedRangeFields, type PickedRangeFieldsProps } from '@tac/ui/date-picker';
import { memo } from 'react';

/** The title and the From and To pickers. Memoized: a search or a new page renders the list alone. */
export const VouchersToolbar = memo(function VouchersToolbar({
  range,
  invalid,
  onRangeChange,
}: PickedRangeFieldsProps) {
  return (
    <Flex gap="4" align="flex-end" wrap="wrap">
      <Heading as="h1" size="xl" mr="auto" alignSelf="center">
        T&M Voucher
      </Heading>
      <PickedRangeFields range={range} invalid={invalid} onRangeChange={onRangeChange} />
    </Flex>
  );
});
