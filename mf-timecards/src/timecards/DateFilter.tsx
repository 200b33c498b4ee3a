import { Input } from '@tac/ui';

/** A column's date filter: one calendar day as 'YYYY-MM-DD' ('' for none). */
export function DateFilter(props: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <Input
      type="date"
      size="sm"
      bg="bg"
      aria-label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}
