import { VOUCHER_SIGNATURE_OPTIONS } from '@tac/contracts';
import { ColumnMultiFilter } from '@tac/ui/multi-select';
import { signatureFilterValue, signatureSelection } from './rules.ts';

const OPTIONS = VOUCHER_SIGNATURE_OPTIONS.map((value) => ({ value, label: value }));

/**
 * The Signature column's filter (spec 002 §2, §9): Yes, No or both, sent as the chosen values joined
 * by a space ('Yes No'); it reads 'All' when both or neither are chosen.
 */
export function SignatureFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <ColumnMultiFilter
      label="Filter Signature"
      minW="5.5rem"
      allLabel="All"
      options={OPTIONS}
      value={signatureSelection(value)}
      onChange={(chosen) => onChange(signatureFilterValue(chosen))}
    />
  );
}
