import { VOUCHER_BILLING_REFERENCE_MAX } from '@tac/contracts';
import { TextField } from '@tac/ui/dialog';

/**
 * The change order number or billing reference a voucher is closed under, and the one a change
 * order's bundle is asked by: required, at most what the API keeps, its problem said under it.
 */
export function BillingReferenceField({
  value,
  problem,
  onChange,
}: {
  value: string;
  problem: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label="Change order or billing reference"
      required
      size="sm"
      maxLength={VOUCHER_BILLING_REFERENCE_MAX}
      value={value}
      problem={problem}
      onChange={onChange}
    />
  );
}
