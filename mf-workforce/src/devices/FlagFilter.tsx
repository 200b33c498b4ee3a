import type { WorkforceStatus } from '@tac/contracts';
import { ColumnMultiFilter } from '@tac/ui/multi-select';
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
    <ColumnMultiFilter
      label={label}
      minW="6rem"
      options={OPTIONS}
      value={flagFilterChosen(value)}
      onChange={(chosen) => onChange(flagFilterValue(chosen))}
    />
  );
}
