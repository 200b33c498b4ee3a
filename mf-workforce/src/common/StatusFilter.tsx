import type { WorkforceStatus } from '@tac/contracts';
import { Button, Group } from '@tac/ui';
import { STATUS_OPTIONS } from './status.ts';

/** Active / InActive as two pressed-or-not buttons (spec 001 §2.1, §2.2). */
export function StatusFilter({
  value,
  onChange,
}: {
  value: WorkforceStatus;
  onChange: (status: WorkforceStatus) => void;
}) {
  return (
    <Group attached role="group" aria-label="Status">
      {STATUS_OPTIONS.map((s) => (
        <Button
          key={s.value}
          size="sm"
          variant={value === s.value ? 'solid' : 'outline'}
          colorPalette={value === s.value ? 'blue' : 'gray'}
          aria-pressed={value === s.value}
          onClick={() => onChange(s.value)}
        >
          {s.label}
        </Button>
      ))}
    </Group>
  );
}
