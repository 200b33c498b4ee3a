import { ATTESTATION_FILTER_OPTIONS } from '@tac/contracts';
import { Box } from '@tac/ui';
import { MultiSelect } from '@tac/ui/multi-select';
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
