import { ATTESTATION_FILTER_OPTIONS } from '@tac/contracts';
import { Box } from '@tac/ui';
import { MultiSelect, SearchableMultiSelect } from '@tac/ui/multi-select';
import { attestationFilterValue, attestationSelection } from './rules.ts';

const OPTIONS = ATTESTATION_FILTER_OPTIONS.map((status) => ({ value: status, label: status }));

/**
 * The Attestation column's filter (spec 000 §2, §9): Approved, Rejected, Override, None, any
 * number of them, sent as the chosen labels joined by a space.
 */
export function AttestationFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    // The column header names the filter; the select's own label stays for screen readers only.
    <Box
      minW="9rem"
      css={{
        '& [data-part="label"]': {
          position: 'absolute',
          width: '1px',
          height: '1px',
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
        },
      }}
    >
      <MultiSelect
        label="Filter Attestation"
        size="sm"
        placeholder="All"
        options={OPTIONS}
        value={attestationSelection(value)}
        onChange={(chosen) => onChange(attestationFilterValue(chosen))}
      />
    </Box>
  );
}

/**
 * The same filter at the screen's tail (spec 000 §2: "an attestation status filter with search"):
 * its list narrows as the user types. It shares its value with the column's filter.
 */
export function AttestationStatusFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Box w="18rem">
      <SearchableMultiSelect
        label="Attestation Status"
        size="sm"
        options={OPTIONS}
        value={attestationSelection(value)}
        onChange={(chosen) => onChange(attestationFilterValue(chosen))}
      />
    </Box>
  );
}
