import { VOUCHER_STATUS_LABELS, VOUCHER_STATUSES } from '@tac/contracts';
import { Box } from '@tac/ui';
import { HIDDEN_FIELD_LABEL, MultiSelect } from '@tac/ui/multi-select';
import { statusFilterValue, statusSelection } from './rules.ts';

const OPTIONS = VOUCHER_STATUSES.map((value) => ({ value, label: VOUCHER_STATUS_LABELS[value] }));

/**
 * The Voucher Status column's filter: any of the lifecycle's statuses, sent as their codes joined
 * by a space ('ReadyForReview FieldVerified'); 'All' when none or every one is chosen.
 */
export function StatusFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    // The column header names the filter; the select's own label stays for screen readers only.
    <Box minW="9rem" css={HIDDEN_FIELD_LABEL}>
      <MultiSelect
        label="Filter Voucher Status"
        size="sm"
        placeholder="All"
        allLabel="All"
        options={OPTIONS}
        value={statusSelection(value)}
        onChange={(chosen) => onChange(statusFilterValue(chosen))}
      />
    </Box>
  );
}
