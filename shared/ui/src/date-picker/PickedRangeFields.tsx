import { Box } from '@chakra-ui/react/box';
import { checkPickedRange, defaultPickedRange, type PickedRange } from '@tac/contracts';
import { useEffect, useState } from 'react';
import { notify } from '../toast/notify.ts';
import { DatePickerField } from './DatePickerField.tsx';

/**
 * The From and To of the timecard and voucher lists: opened on `defaultPickedRange`, with its check.
 * Messages are toasts (spec 000 §8, spec 002 §8): every choice leaving the range wrong says why, the
 * same problem again included, since each pick is a new range and so runs this once.
 */
export function usePickedRange(initial?: PickedRange) {
  const [range, setRange] = useState<PickedRange>(() => initial ?? defaultPickedRange());
  useEffect(() => {
    const picked = checkPickedRange(range);
    if (!picked.valid && picked.message) notify.error(picked.message);
  }, [range]);
  return { range, setRange, check: checkPickedRange(range) };
}

export interface PickedRangeFieldsProps {
  range: PickedRange;
  /** The range cannot be listed: both pickers are marked (the message was a toast). */
  invalid?: boolean;
  onRangeChange: (change: (range: PickedRange) => PickedRange) => void;
}

/**
 * The From and To pickers of a list's toolbar (spec 002 §2: read-only inputs showing MM/dd/yyyy,
 * picked in a calendar). Clearable, since a cleared date has its own message (spec 002 §5).
 */
export function PickedRangeFields({ range, invalid, onRangeChange }: PickedRangeFieldsProps) {
  return (
    <>
      <Box width="11rem">
        <DatePickerField
          label="From"
          size="sm"
          clearable
          invalid={invalid}
          value={range.from}
          onChange={(from) => onRangeChange((r) => ({ ...r, from }))}
        />
      </Box>
      <Box width="11rem">
        <DatePickerField
          label="To"
          size="sm"
          clearable
          invalid={invalid}
          value={range.to}
          onChange={(to) => onRangeChange((r) => ({ ...r, to }))}
        />
      </Box>
    </>
  );
}
