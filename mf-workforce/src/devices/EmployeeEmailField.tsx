import { TextField } from '@tac/ui/dialog';
import { useId, useMemo, useState } from 'react';
import { type EmployeeChoice, employeeFromLabel, employeeLabelOf } from './rules.ts';

export interface EmployeeEmailFieldProps {
  /** The box's entries (employeeChoices). */
  choices: readonly EmployeeChoice[];
  /** The employee the box starts with. */
  initial: number | null;
  /** The chosen employee's id, or null while the text names none of the entries. */
  onChange: (empID: number | null) => void;
  disabled?: boolean;
}

/**
 * The device's employee (spec 001 §3.2): chosen from the active employees, shown as
 * 'employeenumber-email' in lower case. The browser's own suggestion list narrows the thousands of
 * entries as the user types; text that names no entry chooses nobody, which the save refuses with
 * 'please select employee email' (§5.3). A device's own employee without an e-mail is an entry of
 * its own (employeeChoices), so the box shows them and a save keeps them.
 */
export function EmployeeEmailField({ choices, initial, onChange, disabled }: EmployeeEmailFieldProps) {
  const [text, setText] = useState(() => employeeLabelOf(choices, initial));
  const listId = useId();
  // Built once per entry list: typing re-renders the box, never the thousands of entries.
  const suggestions = useMemo(
    () => (
      <datalist id={listId}>
        {choices.map((c) => (
          <option key={c.empID} value={c.label} />
        ))}
      </datalist>
    ),
    [choices, listId],
  );
  return (
    <TextField
      label="Employee"
      required
      disabled={disabled}
      value={text}
      list={listId}
      placeholder="employeenumber-email"
      onChange={(value) => {
        setText(value);
        onChange(employeeFromLabel(choices, value)?.empID ?? null);
      }}
    >
      {suggestions}
    </TextField>
  );
}
