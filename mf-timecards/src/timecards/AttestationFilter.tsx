import { ATTESTATION_FILTER_OPTIONS } from '@tac/contracts';
import { Box } from '@tac/ui';
import { ColumnMultiFilter, SearchableMultiSelect } from '@tac/ui/multi-select';
import { attestationFilterValue, attestationSelection } from './rules.ts';

const OPTIONS = ATTESTATION_FILTER_OPTIONS.map((status) => ({ value: status, label: status }));

interface FilterProps {
  value: string;
  onChange: (value: string) => void;
}

/** Both filters' choice: the search Value (labels joined by a space) read as and made from labels. */
const choice = ({ value, onChange }: FilterProps) => ({
  options: OPTIONS,
  value: attestationSelection(value),
  onChange: (chosen: string[]) => onChange(attestationFilterValue(chosen)),
});

/**
 * The Attestation column's filter (spec 000 §2, §9): Approved, Rejected, Override, None, any
 * number of them, sent as the chosen labels joined by a space.
 */
export function AttestationFilter(props: FilterProps) {
  return <ColumnMultiFilter label="Filter Attestation" minW="9rem" {...choice(props)} />;
}

/**
 * The same filter at the screen's tail (spec 000 §2: "an attestation status filter with search"):
 * its list narrows as the user types. It shares its value with the column's filter.
 */
export function AttestationStatusFilter(props: FilterProps) {
  return (
    <Box w="18rem">
      <SearchableMultiSelect label="Attestation Status" size="sm" {...choice(props)} />
    </Box>
  );
}
