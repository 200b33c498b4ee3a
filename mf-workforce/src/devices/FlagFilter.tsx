import type { WorkforceStatus } from '@tac/contracts';
import { Box } from '@tac/ui';
import { HIDDEN_FIELD_LABEL, MultiSelect } from '@tac/ui/multi-select';
import { flagFilterChosen, flagFilterValue } from './rules.ts';

const OPTIONS: { value: WorkforceStatus; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

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
    // The column header names the filter; the select's own label stays for screen readers only.
    <Box minW="6rem" css={HIDDEN_FIELD_LABEL}>
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
