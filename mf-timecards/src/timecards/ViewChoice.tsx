import { TIMECARD_VIEWS, type TimecardView } from '@tac/contracts';
import { Button, Group } from '@tac/ui';
import { memo } from 'react';

const LABELS: Readonly<Record<TimecardView, string>> = { lines: 'Lines', employees: 'By employee' };

/** The timecard list's two views of the same range and filters: its lines, or its employee-weeks. */
export const ViewChoice = memo(function ViewChoice({
  view,
  onChange,
}: {
  view: TimecardView;
  onChange: (view: TimecardView) => void;
}) {
  return (
    <Group attached role="group" aria-label="View">
      {TIMECARD_VIEWS.map((choice) => (
        <Button
          key={choice}
          size="sm"
          variant={choice === view ? 'solid' : 'outline'}
          aria-pressed={choice === view}
          onClick={() => onChange(choice)}
        >
          {LABELS[choice]}
        </Button>
      ))}
    </Group>
  );
});
