import { VOUCHER_BILLING_REFERENCE_MAX } from '@tac/contracts';
import { Field, Input } from '@tac/ui';

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
    <Field.Root required invalid={!!problem}>
      <Field.Label>
        Change order or billing reference <Field.RequiredIndicator />
      </Field.Label>
      <Input
        size="sm"
        maxLength={VOUCHER_BILLING_REFERENCE_MAX}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
    </Field.Root>
  );
}
