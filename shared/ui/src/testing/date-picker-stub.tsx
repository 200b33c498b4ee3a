import type { DateFilter } from '../date-picker/DateFilter.tsx';
import type { DatePickerFieldProps } from '../date-picker/DatePickerField.tsx';
import type { PickedRangeFieldsProps } from '../date-picker/PickedRangeFields.tsx';

/**
 * A stand-in for @tac/ui/date-picker's DatePickerField in component tests: a labelled native date
 * input with the same contract ('YYYY-MM-DD' in and out, '' for none, min/max, disabled). The real
 * picker (a zag machine driven by pointer and keyboard) has its own tests and runs in the e2e tests.
 * Use: vi.mock('@tac/ui/date-picker', (real) => datePickerWithStubs(real)) (./module-mocks.tsx).
 */
export function DatePickerFieldStub({
  label,
  value,
  onChange,
  min,
  max,
  disabled,
  error,
}: DatePickerFieldProps) {
  return (
    <label>
      {label}
      <input
        type="date"
        value={value}
        min={min}
        max={max}
        disabled={disabled}
        aria-invalid={Boolean(error) || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && <span>{error}</span>}
    </label>
  );
}

/** A stand-in for @tac/ui/date-picker's DateFilter: the same native date input, labelled as the filter. */
export function DateFilterStub({ label, value, onChange }: Parameters<typeof DateFilter>[0]) {
  return <DatePickerFieldStub label={label} value={value} onChange={onChange} />;
}

/** A stand-in for @tac/ui/date-picker's PickedRangeFields: From and To as the same native date inputs. */
export function PickedRangeFieldsStub({ range, onRangeChange }: PickedRangeFieldsProps) {
  return (
    <>
      <DatePickerFieldStub
        label="From"
        value={range.from}
        onChange={(from) => onRangeChange((r) => ({ ...r, from }))}
      />
      <DatePickerFieldStub
        label="To"
        value={range.to}
        onChange={(to) => onRangeChange((r) => ({ ...r, to }))}
      />
    </>
  );
}
