import { APPROVAL_REASON_MAX } from '@tac/contracts';
import { Field, Textarea } from '@tac/ui';

/** The reason the office writes (reject, correct, resolve, reopen, late review), its problem beside it. */
export function ReasonField({
  label = 'Reason',
  value,
  problem,
  onChange,
}: {
  label?: string;
  value: string;
  problem: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root required invalid={!!problem}>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      <Textarea
        value={value}
        maxLength={APPROVAL_REASON_MAX}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
    </Field.Root>
  );
}
