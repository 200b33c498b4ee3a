import type { YearDigits } from './calendar-date.ts';
import { DatePickerField } from './DatePickerField.tsx';

/**
 * A table column's date filter (the timecard and voucher lists): one day as 'YYYY-MM-DD' ('' for
 * none), picked in a calendar, clearable. `yearDigits` 2 shows it as MM/DD/YY, for the voucher
 * TimeCard Date (spec 002 §2); the console's MM/dd/yyyy otherwise (spec 000 §9, spec 002 §9).
 */
export function DateFilter(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  yearDigits?: YearDigits;
}) {
  return (
    <DatePickerField
      label={props.label}
      inTable
      size="sm"
      clearable
      value={props.value}
      onChange={props.onChange}
      yearDigits={props.yearDigits}
    />
  );
}
