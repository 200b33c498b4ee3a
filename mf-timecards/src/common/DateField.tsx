import { Box } from '@tac/ui';
import { DatePickerField } from '@tac/ui/date-picker';
import { calendarDate, isoDay, isRealDate } from './dates.ts';

export interface DateFieldProps {
  label: string;
  /** null when empty; an Invalid Date is shown as empty. */
  value: Date | null;
  onChange: (value: Date | null) => void;
  min?: Date;
  max?: Date;
  /** A clear button, for pickers where "no date" means something (From and To). */
  clearable?: boolean;
  width?: string;
}

/** The console's date picker (MM/dd/yyyy, calendar, min/max) holding a local Date. */
export function DateField({
  label,
  value,
  onChange,
  min,
  max,
  clearable = false,
  width = '11rem',
}: DateFieldProps) {
  return (
    <Box width={width}>
      <DatePickerField
        label={label}
        size="sm"
        value={isRealDate(value) ? isoDay(value) : ''}
        min={min ? isoDay(min) : undefined}
        max={max ? isoDay(max) : undefined}
        clearable={clearable}
        onChange={(iso) => onChange(iso ? (calendarDate(iso) ?? new Date(Number.NaN)) : null)}
      />
    </Box>
  );
}
