import { Box } from '@chakra-ui/react/box';
import { HIDDEN_FIELD_LABEL } from './hidden-label.ts';
import { MultiSelect, type MultiSelectProps } from './MultiSelect.tsx';

/**
 * A list column's filter of several choices, in the column's header: the header names it, so the
 * select's own label stays for screen readers only; it reads 'All' while nothing is chosen.
 */
export function ColumnMultiFilter<V extends string>({
  minW,
  ...select
}: Omit<MultiSelectProps<V>, 'size' | 'placeholder'> & { minW: string }) {
  return (
    <Box minW={minW} css={HIDDEN_FIELD_LABEL}>
      <MultiSelect size="sm" placeholder="All" {...select} />
    </Box>
  );
}
