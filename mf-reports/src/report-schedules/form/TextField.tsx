import { Field, Input, Textarea } from '@tac/ui';

export interface TextFieldProps {
  label: string;
  value: string;
  /** The most characters the server keeps (the contracts' *_MAX). */
  maxLength: number;
  /** Its §5.4 message once a save was tried. */
  problem: string | undefined;
  /** Lines of a multi-line box; absent: one line. */
  rows?: number;
  /** Shows 'typed/most' under the box. */
  counter?: boolean;
  gridColumn?: Field.RootProps['gridColumn'];
  onChange: (value: string) => void;
}

/** A required text field of the schedule modal (spec 001 §3.4), its problem under it. */
export function TextField({
  label,
  value,
  maxLength,
  problem,
  rows,
  counter,
  gridColumn,
  onChange,
}: TextFieldProps) {
  const box = {
    value,
    maxLength,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <Field.Root required invalid={Boolean(problem)} gridColumn={gridColumn}>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      {rows ? <Textarea {...box} rows={rows} /> : <Input {...box} autoComplete="off" />}
      {counter && (
        <Field.HelperText ms="auto">
          {value.length}/{maxLength}
        </Field.HelperText>
      )}
      {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
    </Field.Root>
  );
}
