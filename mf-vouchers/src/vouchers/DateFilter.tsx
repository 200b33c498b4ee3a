import { DatePickerField } from '@tac/ui/date-picker';

/** A column's date filter: one day as 'YYYY-MM-DD' ('' for none), picked in a calendar, clearable. */
export function DateFilter(props: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <DatePickerField
      label={props.label}
      inTable
      size="sm"
      clearable
      value={props.value}
      onChange={props.onChange}
    />
  );
}
