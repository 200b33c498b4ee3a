import { DateFilter } from '@tac/ui/date-picker';
import type { ColumnSearch } from '@tac/ui/table';

/**
 * A date column's search by calendar, named 'Filter <column>': the line list's and the week by
 * employee's date columns filter alike.
 */
export function dateFilterSearch(fieldName: string, column: string): ColumnSearch {
  const label = `Filter ${column}`;
  return {
    fieldName,
    ariaLabel: label,
    render: (value, onChange) => <DateFilter label={label} value={value} onChange={onChange} />,
  };
}
