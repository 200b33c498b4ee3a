import { DatePickerField, type YearDigits } from '@tac/ui/date-picker';

/**
 * A column's date filter: one day as 'YYYY-MM-DD' ('' for none), picked in a calendar, clearable.
 * `yearDigits` 2 shows it as MM/DD/YY, for the TimeCard Date (spec 002 §2); the console's
 * MM/dd/yyyy otherwise (spec 002 §9).
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
      yearDigits={props.yearDigits}
      value={props.value}
      onChange={props.onChange}
    />
  );
}
