import type { EmployeeOption } from '@tac/contracts';
import { Field, Input } from '@tac/ui';
import { useId, useMemo, useState } from 'react';
import {
  DEVICE_EMPLOYEE_WITHOUT_EMAIL,
  employeeFromLabel,
  employeeLabelOf,
  employeeOptionLabel,
  shownEmployee,
} from './rules.ts';

export interface EmployeeEmailFieldProps {
  options: readonly EmployeeOption[];
  /** The employee the box starts with. */
  initial: number | null;
  /** The chosen employee's id, or null while the text names none of the options. */
  onChange: (empID: number | null) => void;
  disabled?: boolean;
}

/**
 * The device's employee (spec 001 §3.2): chosen from the active employees, shown as
 * 'employeenumber-email' in lower case. The browser's own suggestion list narrows the thousands of
 * options as the user types; text that names no option chooses nobody, which the save refuses
 * with 'please select employee email' (§5.3). A device's employee without an e-mail is no option:
 * the box starts empty and says so, rather than look empty while holding them.
 */
export function EmployeeEmailField({ options, initial, onChange, disabled }: EmployeeEmailFieldProps) {
  const [text, setText] = useState(() => employeeLabelOf(options, initial));
  const unlisted = initial !== null && shownEmployee(options, initial) === null;
  const listId = useId();
  // Built once per option list: typing re-renders the box, never the thousands of options.
  const suggestions = useMemo(
    () => (
      <datalist id={listId}>
        {options.map((o) => (
          <option key={o.empID} value={employeeOptionLabel(o)} />
        ))}
      </datalist>
    ),
    [options, listId],
  );
  return (
    <Field.Root required disabled={disabled}>
      <Field.Label>
        Employee <Field.RequiredIndicator />
      </Field.Label>
      <Input
        value={text}
        list={listId}
        autoComplete="off"
        placeholder="employeenumber-email"
        onChange={(event) => {
          setText(event.target.value);
          onChange(employeeFromLabel(options, event.target.value)?.empID ?? null);
        }}
      />
      {suggestions}
      {unlisted && <Field.HelperText>{DEVICE_EMPLOYEE_WITHOUT_EMAIL}</Field.HelperText>}
    </Field.Root>
  );
}
