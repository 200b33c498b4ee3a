import type { DatePickerFieldProps } from '@tac/ui/date-picker';

/**
 * A stand-in for @tac/ui/date-picker in component tests: a labelled native date input with the
 * same contract ('YYYY-MM-DD' in and out, '' for none, min/max). The real picker (a zag machine
 * driven by pointer and keyboard) has its own tests in shared/ui and runs in the e2e tests.
 */
export function DatePickerField({ label, value, onChange, min, max }: DatePickerFieldProps) {
  return (
    <label>
      {label}
      <input
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
