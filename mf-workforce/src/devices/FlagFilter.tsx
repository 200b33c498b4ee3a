import type { WorkforceStatus } from '@tac/contracts';
import { Box } from '@tac/ui';
import { MultiSelect } from '@tac/ui/multi-select';
import { flagFilterChosen, flagFilterValue } from './rules.ts';

const OPTIONS: { value: WorkforceStatus; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

// The column header names the filter; the select's own label stays for screen readers only.
const hiddenLabel = {
  '& [data-part="label"]': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
};

/**
 * The Attestation and Signature filters (spec 001 §2.3): Active, Inactive or both, sent after the
 * table's 1 s delay; both (or none) is no filter.
 */
export function FlagFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Box minW="6rem" css={hiddenLabel}>
      <MultiSelect
        label={label}
        size="sm"
        placeholder="All"
        options={OPTIONS}
        value={flagFilterChosen(value)}
        onChange={(chosen) => onChange(flagFilterValue(chosen))}
      />
    </Box>
  );
}
