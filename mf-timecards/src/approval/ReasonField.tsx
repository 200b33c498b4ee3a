import { APPROVAL_REASON_MAX } from '@tac/contracts';
import { TextField } from '@tac/ui/dialog';

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
    <TextField
      label={label}
      required
      value={value}
      maxLength={APPROVAL_REASON_MAX}
      rows={3}
      problem={problem}
      onChange={onChange}
    />
  );
}
