import { VOUCHER_SIGNATURE_OPTIONS } from '@tac/contracts';
import { Box } from '@tac/ui';
import { HIDDEN_FIELD_LABEL, MultiSelect } from '@tac/ui/multi-select';
import { signatureFilterValue, signatureSelection } from './rules.ts';

const OPTIONS = VOUCHER_SIGNATURE_OPTIONS.map((value) => ({ value, label: value }));

/**
 * The Signature column's filter (spec 002 §2, §9): Yes, No or both, sent as the chosen values joined
 * by a space ('Yes No'); it reads 'All' when both or neither are chosen.
 */
export function SignatureFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    // The column header names the filter; the select's own label stays for screen readers only.
    <Box minW="5.5rem" css={HIDDEN_FIELD_LABEL}>
      <MultiSelect
        label="Filter Signature"
        size="sm"
        placeholder="All"
        allLabel="All"
        options={OPTIONS}
        value={signatureSelection(value)}
        onChange={(chosen) => onChange(signatureFilterValue(chosen))}
      />
    </Box>
  );
}
