import { DatePickerField } from '@tac/ui/date-picker';

/** A column's date filter: one calendar day as 'YYYY-MM-DD' ('' for none), picked as MM/dd/yyyy (spec 000 §9). */
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
