import { VOUCHER_STATUS_LABELS, VOUCHER_STATUSES } from '@tac/contracts';
import { ColumnMultiFilter } from '@tac/ui/multi-select';
import { statusFilterValue, statusSelection } from './rules.ts';

const OPTIONS = VOUCHER_STATUSES.map((value) => ({ value, label: VOUCHER_STATUS_LABELS[value] }));

/**
 * The Voucher Status column's filter: any of the lifecycle's statuses, sent as their codes joined
 * by a space ('ReadyForReview FieldVerified'); 'All' when none or every one is chosen.
 */
export function StatusFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <ColumnMultiFilter
      label="Filter Voucher Status"
      minW="9rem"
      allLabel="All"
      options={OPTIONS}
      value={statusSelection(value)}
      onChange={(chosen) => onChange(statusFilterValue(chosen))}
    />
  );
}
